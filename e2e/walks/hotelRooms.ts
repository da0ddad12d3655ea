/**
 * Hotel › Rooms: a room type with a cover and two rooms (one with its
 * coordinates), saved with the Rooms tab's save bar; each room gets its QR
 * link. `expectRoomsShown` finds the type, its rooms and their links again.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright';
import { LABEL, MSG } from '@atoll/contract';
import { PATHS } from '../../console/src/app/paths';
import { makePng } from '../harness/png';
import { POLL } from '../harness/timing';
import { cardGrid, decodedSize, drawer, escapeRegExp, openTab, uploadGroup, uploadImage, type DrawerScreen } from '../screens/hotel';
import { saveBar } from '../screens/users';
import { openMenu } from '../screens/shell';
import { closeDrawer } from './hotelFacilities';

export interface RoomsMade {
  type: string;
  rooms: { number: string; lat?: string; lng?: string }[];
  cover: { width: number; height: number };
}

export const roomsToMake = (): RoomsMade => ({
  type: 'Overwater Villa',
  rooms: [{ number: 'V-101', lat: '4.1755', lng: '73.5093' }, { number: 'V-102' }],
  cover: { width: 140, height: 70 },
});

const roomNumber = (d: DrawerScreen, row: number) => d.textbox(`Room number of row ${row}`);
const latitude = (d: DrawerScreen, row: number) => d.textbox(`Latitude of row ${row}`);
const longitude = (d: DrawerScreen, row: number) => d.textbox(`Longitude of row ${row}`);
/** A room's QR link: named by the room ('QR link of room 101') or by the link itself (…/r/101). */
const qrLink = (d: DrawerScreen, number: string) =>
  d.dialog.getByRole('link', { name: new RegExp(`(^QR link of room ${escapeRegExp(number)}|/r/${escapeRegExp(encodeURIComponent(number))})$`) });
const roomsCount = (count: number) => `${count} rooms`;

export async function walkRooms(page: Page, made: RoomsMade): Promise<void> {
  await openMenu(page, 'Hotel', 'Rooms');
  await page.waitForURL((url) => url.pathname === PATHS.hotelRooms);
  await page.getByRole('heading', { name: 'Rooms', level: 1 }).waitFor();
  await page.getByRole('button', { name: LABEL.addRoomType, exact: true }).click();
  const form = drawer(page, LABEL.addRoomType);
  await form.button(LABEL.createRoomType).click();
  await form.dialog.getByText(MSG.enterName, { exact: true }).first().waitFor();
  await form.textbox('Name').fill(made.type);
  await form.button(LABEL.createRoomType).click();

  const type = drawer(page, made.type);
  await type.tab(LABEL.tab.basicInformation).waitFor();
  await openTab(type, LABEL.tab.cover);
  const cover = await uploadImage(page, uploadGroup(type.panel, LABEL.tab.cover), LABEL.tab.cover, {
    name: 'villa.png',
    mimeType: 'image/png',
    buffer: makePng(made.cover.width, made.cover.height, { r: 0, g: 170, b: 200 }),
  });
  expect(await decodedSize(cover)).toEqual(made.cover);

  await openTab(type, LABEL.tab.rooms);
  // Coordinates stay locked until the row has a number.
  expect(await latitude(type, 1).isDisabled(), 'latitude before a number').toBe(true);
  for (const [index, room] of made.rooms.entries()) {
    const row = index + 1;
    await roomNumber(type, row).fill(room.number);
    // Typing a number appends the next blank row.
    await roomNumber(type, row + 1).waitFor();
    if (room.lat) await latitude(type, row).fill(room.lat);
    if (room.lng) await longitude(type, row).fill(room.lng);
  }
  await saveBar(page).getByRole('button', { name: LABEL.save, exact: true }).click();
  await page.getByText(MSG.successfullyUpdated, { exact: true }).first().waitFor();
  await type.tabWithCount(LABEL.tab.rooms, made.rooms.length).waitFor();
  for (const room of made.rooms) await qrLink(type, room.number).waitFor();
  await closeDrawer(page, made.type);
  await cardGrid(page, 'Rooms').item(made.type).getByText(roomsCount(made.rooms.length), { exact: true }).waitFor();
}

export async function expectRoomsShown(page: Page, made: RoomsMade): Promise<void> {
  await page.goto(PATHS.hotelRooms);
  const grid = cardGrid(page, 'Rooms');
  const item = grid.item(made.type);
  await item.getByText(roomsCount(made.rooms.length), { exact: true }).waitFor();
  const cardCover = item.locator('img');
  await expect.poll(() => cardCover.count(), { ...POLL, message: 'the cover on the card' }).toBe(1);
  expect((await decodedSize(cardCover)).width).toBeGreaterThan(0);

  await grid.card(made.type).click();
  const type = drawer(page, made.type);
  await type.tabWithCount(LABEL.tab.rooms, made.rooms.length).waitFor();
  await openTab(type, LABEL.tab.rooms);
  for (const [index, room] of made.rooms.entries()) {
    const row = index + 1;
    await expect.poll(() => roomNumber(type, row).inputValue(), POLL).toBe(room.number);
    if (room.lat) expect(Number(await latitude(type, row).inputValue())).toBeCloseTo(Number(room.lat), 4);
    if (room.lng) expect(Number(await longitude(type, row).inputValue())).toBeCloseTo(Number(room.lng), 4);
    expect(await qrLink(type, room.number).getAttribute('href')).toMatch(new RegExp(`/r/${encodeURIComponent(room.number)}$`));
  }
  // And the blank row for the next room.
  expect(await roomNumber(type, made.rooms.length + 1).inputValue()).toBe('');
  await openTab(type, LABEL.tab.cover);
  const cover = uploadGroup(type.panel, LABEL.tab.cover).getByRole('img', { name: `${LABEL.tab.cover}: current image`, exact: true });
  expect(await decodedSize(cover)).toEqual(made.cover);
  await closeDrawer(page, made.type);
}
