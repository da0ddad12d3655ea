/**
 * Hotel › Events: a weekly recurring event (times, two days, a description, a
 * cover), then set inactive. `expectEventsShown` finds it again, still
 * inactive.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright';
import { DAYS_OF_WEEK, LABEL, MSG, describeWeekly } from '@atoll/contract';
import { PATHS } from '../../console/src/app/paths';
import { makePng } from '../harness/png';
import { POLL } from '../harness/timing';
import { clickLabelOf } from '../screens/controls';
import { cardGrid, decodedSize, drawer, openTab, typeTime, uploadGroup, uploadImage } from '../screens/hotel';
import { openMenu } from '../screens/shell';
import { closeDrawer } from './hotelFacilities';

export interface EventMade {
  name: string;
  start: string;
  end: string;
  /** 1 = Sunday … 7 = Saturday. */
  days: number[];
  description: string;
  cover: { width: number; height: number };
}

export const eventToMake = (): EventMade => ({
  name: 'Maldivian Bodu Beru Night',
  start: '19:30',
  end: '21:45',
  days: [2, 6],
  description: 'Traditional drums on the beach.',
  cover: { width: 90, height: 90 },
});

const dayName = (value: number) => DAYS_OF_WEEK.find((d) => d.value === value)!.label;
const DAYS = 'Weekly Days';

export async function walkEvents(page: Page, made: EventMade): Promise<void> {
  await openMenu(page, 'Hotel', 'Events');
  await page.waitForURL((url) => url.pathname === PATHS.hotelEvents);
  await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
  await page.getByRole('button', { name: LABEL.addEvent, exact: true }).click();
  const form = drawer(page, LABEL.addEvent);
  await form.button(LABEL.createEvent).click();
  await form.dialog.getByText(MSG.fieldRequired, { exact: true }).first().waitFor();

  await form.translatable('Name').fill(made.name);
  await typeTime(form.dialog, page, 'Start Time', made.start);
  await typeTime(form.dialog, page, 'End Time', made.end);
  const days = form.dialog.getByRole('group', { name: DAYS, exact: true });
  for (const day of made.days) await clickLabelOf(days.getByRole('checkbox', { name: dayName(day), exact: true }));
  await form.translatable('Description').fill(made.description);
  await form.button(LABEL.createEvent).click();

  const event = drawer(page, made.name);
  await event.tab(LABEL.tab.basicInformation).waitFor();
  // The server's description of when it happens.
  await event.dialog.getByText(describeWeekly(made.days, made.start, made.end), { exact: true }).first().waitFor();

  await openTab(event, LABEL.tab.cover);
  const cover = await uploadImage(page, uploadGroup(event.panel, LABEL.tab.cover), LABEL.tab.cover, {
    name: 'bodu-beru.png',
    mimeType: 'image/png',
    buffer: makePng(made.cover.width, made.cover.height, { r: 90, g: 40, b: 120 }),
  });
  expect(await decodedSize(cover)).toEqual(made.cover);

  await event.button(LABEL.setInactive).click();
  await event.button(LABEL.setActive).waitFor();
  await closeDrawer(page, made.name);
  const item = cardGrid(page, 'Events').item(made.name);
  await item.getByText(MSG.inactive, { exact: true }).waitFor();
}

export async function expectEventsShown(page: Page, made: EventMade): Promise<void> {
  await page.goto(PATHS.hotelEvents);
  const grid = cardGrid(page, 'Events');
  await grid.card(made.name).waitFor();
  const item = grid.item(made.name);
  await item.getByText(describeWeekly(made.days, made.start, made.end), { exact: true }).waitFor();
  await item.getByText(MSG.inactive, { exact: true }).waitFor();
  const cardCover = item.locator('img');
  await expect.poll(() => cardCover.count(), { ...POLL, message: 'the cover on the card' }).toBe(1);
  expect((await decodedSize(cardCover)).width).toBeGreaterThan(0);

  await grid.card(made.name).click();
  const event = drawer(page, made.name);
  await expect.poll(() => event.translatable('Name').inputValue(), POLL).toBe(made.name);
  await event.button(LABEL.setActive).waitFor();
  await event.dialog.getByText(made.description).waitFor();
  const days = event.dialog.getByRole('group', { name: DAYS, exact: true });
  for (const day of DAYS_OF_WEEK) {
    expect(await days.getByRole('checkbox', { name: day.label, exact: true }).isChecked(), day.label).toBe(made.days.includes(day.value));
  }
  await openTab(event, LABEL.tab.cover);
  const cover = uploadGroup(event.panel, LABEL.tab.cover).getByRole('img', { name: `${LABEL.tab.cover}: current image`, exact: true });
  expect(await decodedSize(cover)).toEqual(made.cover);
  await closeDrawer(page, made.name);
}
