/** Hotel › Rooms (room types) over the mocks: cards, create, the room list (blank row, removal, lat/lng locked, QR links, duplicates), delete, URL state, empty and failed states. */
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CONTENT_TEXT, LABEL, MSG, STATUS_MESSAGES, UPLOAD_HINT_LARGE_BYTES, guestAppLink, roomLink } from '@atoll/contract';
import { BUSY_RESORT, mockDb, resetMockStore, serverError } from '@atoll/mocks';
import { UNSAVED_CHANGES_TEXT, uploadSizeHint } from '@atoll/ui-kit';
import { renderApp } from '#test/renderApp.tsx';
import { chooseDelete } from '#test/drawerActions.ts';
import { mockWorker } from '#test/worker.ts';
import { ROOMS_TEXT } from './RoomsEditor';
import { NO_ROOM_TYPES, ROOM_TYPES_TITLE, roomsCount } from './RoomTypesPage';

const grid = () => page.getByRole('list', { name: ROOM_TYPES_TITLE });
const card = (name: string) => grid().getByRole('listitem').filter({ hasText: name });
const drawer = (name: string) => page.getByRole('dialog', { name });
const saveBar = () => page.getByRole('toolbar', { name: 'Unsaved changes' });
const stored = (name: string) => mockDb.content.roomTypes.find((t) => t.name === name);
const seededId = (name: string) => resetMockStore('busyResort').content.roomTypes.find((t) => t.name === name)?.id;
const rows = (d: ReturnType<typeof drawer>) => d.getByRole('list', { name: ROOMS_TEXT.list }).getByRole('listitem');

describe('list', () => {
  test('cards show the name and the number of rooms', async () => {
    await renderApp('/hotel/rooms');
    await expect.element(card('Deluxe Room')).toHaveTextContent(roomsCount(4));
    await expect.element(card('Beach Villa')).toHaveTextContent(roomsCount(1));
  });

  test("the header counts rooms, not room types; a type's Rooms tab counts its rooms", async () => {
    const seeded = resetMockStore('busyResort').content.roomTypes.filter((t) => t.company_id === BUSY_RESORT.companyId);
    const rooms = seeded.reduce((sum, type) => sum + type.rooms.length, 0);
    await renderApp('/hotel/rooms');
    await expect.element(card('Deluxe Room')).toBeVisible();
    expect(rooms).not.toBe(seeded.length);
    // The count sits beside the h1 (PageHeader's title row), not in the heading's name.
    const titleRow = page.getByRole('heading', { level: 1, name: ROOM_TYPES_TITLE }).element().parentElement;
    expect(titleRow?.textContent).toBe(`${ROOM_TYPES_TITLE}${roomsCount(rooms)}`);
    await card('Deluxe Room').click();
    await expect.element(drawer('Deluxe Room').getByRole('tab', { name: `${LABEL.tab.rooms} (4)` })).toBeVisible();
  });

  test('a new company sees the empty state', async () => {
    await renderApp('/hotel/rooms', { scenario: 'newCompany' });
    await expect.element(page.getByText(NO_ROOM_TYPES)).toBeVisible();
  });

  test('a failed list offers Retry', async () => {
    mockWorker().use(serverError('get', 'rooms/types'));
    await renderApp('/hotel/rooms');
    await expect.element(page.getByText(STATUS_MESSAGES[500])).toBeVisible();
    await expect.element(page.getByRole('button', { name: MSG.retry })).toBeVisible();
  });
});

describe('create', () => {
  test("an empty name says 'Please enter a name'; a new type opens its details and joins the list", async () => {
    const app = await renderApp('/hotel/rooms');
    await page.getByRole('button', { name: LABEL.addRoomType }).click();
    const form = drawer(LABEL.addRoomType);
    await form.getByRole('button', { name: LABEL.createRoomType }).click();
    await expect.element(form.getByText(MSG.enterName)).toBeVisible();
    await form.getByRole('textbox', { name: 'Name' }).fill('Overwater Suite');
    await form.getByRole('button', { name: LABEL.createRoomType }).click();
    await expect.element(drawer('Overwater Suite').getByRole('tab', { name: `${LABEL.tab.rooms} (0)` })).toBeVisible();
    await expect.element(card('Overwater Suite')).toHaveTextContent(roomsCount(0));
    expect(app.currentSearch()).toContain(`type=${stored('Overwater Suite')?.id}`);
  });
});

describe('rooms', () => {
  test('each room shows its QR link; a blank row follows the last; lat and lng unlock with a number; save stores the list', async () => {
    const id = seededId('Beach Villa');
    await renderApp(`/hotel/rooms?type=${id}&tab=rooms`);
    const details = drawer('Beach Villa');
    await expect.element(details.getByRole('link', { name: roomLink(guestAppLink(BUSY_RESORT.domain), 'Beach Villa 7') })).toHaveAttribute(
      'href',
      roomLink(guestAppLink(BUSY_RESORT.domain), 'Beach Villa 7'),
    );
    await expect.poll(() => rows(details).elements().length).toBe(2);
    await expect.element(details.getByRole('textbox', { name: ROOMS_TEXT.lat(2) })).toBeDisabled();
    await expect.element(details.getByRole('button', { name: ROOMS_TEXT.remove(2) })).not.toBeInTheDocument();

    await details.getByRole('textbox', { name: ROOMS_TEXT.number(2) }).fill('Beach Villa 8');
    await expect.poll(() => rows(details).elements().length).toBe(3);
    await expect.element(details.getByRole('textbox', { name: ROOMS_TEXT.lat(2) })).toBeEnabled();
    await expect.element(details.getByRole('textbox', { name: ROOMS_TEXT.number(2) })).toHaveFocus();
    await details.getByRole('textbox', { name: ROOMS_TEXT.lat(2) }).fill('4.17');
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    expect(stored('Beach Villa')?.rooms.map((r) => [r.number, r.lat])).toEqual([
      ['Beach Villa 7', 4.1741],
      ['Beach Villa 8', 4.17],
    ]);
    await expect.element(details.getByRole('link', { name: roomLink(guestAppLink(BUSY_RESORT.domain), 'Beach Villa 8') })).toBeVisible();
    await expect.element(details.getByRole('tab', { name: `${LABEL.tab.rooms} (2)` })).toBeVisible();
  });

  test("a saved room's QR code opens in a dialog by keyboard and closes with Escape", async () => {
    const id = seededId('Beach Villa');
    await renderApp(`/hotel/rooms?type=${id}&tab=rooms`);
    const details = drawer('Beach Villa');
    const link = roomLink(guestAppLink(BUSY_RESORT.domain), 'Beach Villa 7');
    const show = details.getByRole('button', { name: ROOMS_TEXT.showQr('Beach Villa 7') });
    await expect.element(show).toBeVisible();
    (show.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: ROOMS_TEXT.qrTitle('Beach Villa 7') });
    await expect.element(dialog.getByRole('img', { name: `QR code for ${link}` })).toBeVisible();
    await expect.element(dialog.getByText(ROOMS_TEXT.qrDescription)).toBeVisible();
    await expect.element(dialog.getByRole('link', { name: link })).toHaveAttribute('href', link);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    // The room type's drawer stays open, focus back on the button.
    await expect.element(details).toBeVisible();
    await expect.element(show).toHaveFocus();
  });

  test('a row can be removed and the save keeps the rest', async () => {
    const id = seededId('Deluxe Room');
    await renderApp(`/hotel/rooms?type=${id}&tab=rooms`);
    const details = drawer('Deluxe Room');
    await expect.poll(() => rows(details).elements().length).toBe(5);
    await details.getByRole('button', { name: ROOMS_TEXT.remove(1) }).click();
    await expect.poll(() => rows(details).elements().length).toBe(4);
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    expect(stored('Deluxe Room')?.rooms.map((r) => r.number)).toEqual(['102', '103', '201']);
  });

  test('a number listed twice or used by another type shows the message and keeps the rows', async () => {
    const id = seededId('Deluxe Room');
    await renderApp(`/hotel/rooms?type=${id}&tab=rooms`);
    const details = drawer('Deluxe Room');
    await details.getByRole('textbox', { name: ROOMS_TEXT.number(5) }).fill('101');
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(details.getByText(CONTENT_TEXT.roomNumberTwice('101'))).toBeVisible();
    await details.getByRole('textbox', { name: ROOMS_TEXT.number(5) }).fill('Water Villa 1');
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(details.getByText(CONTENT_TEXT.roomNumberTaken('Water Villa 1'))).toBeVisible();
    await expect.element(details.getByRole('textbox', { name: ROOMS_TEXT.number(5) })).toHaveValue('Water Villa 1');
  });

  test('closing the drawer with unsaved rooms asks first; Keep Editing keeps the typed row', async () => {
    const id = seededId('Beach Villa');
    await renderApp(`/hotel/rooms?type=${id}&tab=rooms`);
    const details = drawer('Beach Villa');
    await details.getByRole('textbox', { name: ROOMS_TEXT.number(2) }).fill('Beach Villa 9');
    await userEvent.keyboard('{Escape}');
    const ask = page.getByRole('alertdialog', { name: UNSAVED_CHANGES_TEXT.title });
    await expect.element(ask).toBeVisible();
    await ask.getByRole('button', { name: UNSAVED_CHANGES_TEXT.keepEditing }).click();
    await expect.element(details.getByRole('textbox', { name: ROOMS_TEXT.number(2) })).toHaveValue('Beach Villa 9');
  });
});

describe('details', () => {
  test('the Cover tab shows the 2 MB hint; a rename saves with the save bar', async () => {
    const id = seededId('Water Villa');
    await renderApp(`/hotel/rooms?type=${id}&tab=cover`);
    const details = drawer('Water Villa');
    await expect.element(details.getByText(uploadSizeHint(UPLOAD_HINT_LARGE_BYTES))).toBeVisible();
    await details.getByRole('tab', { name: LABEL.tab.basicInformation }).click();
    await details.getByRole('textbox', { name: 'Name' }).fill('');
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(details.getByText(MSG.fieldRequired)).toBeVisible();
    await details.getByRole('textbox', { name: 'Name' }).fill('Lagoon Villa');
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(card('Lagoon Villa')).toBeVisible();
    expect(stored('Lagoon Villa')).toBeDefined();
  });

  test('Delete asks first, then removes the type', async () => {
    const id = seededId('Water Villa');
    await renderApp(`/hotel/rooms?type=${id}`);
    await chooseDelete(drawer('Water Villa'));
    const confirm = page.getByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    const rooms = stored('Water Villa')?.rooms.length ?? 0;
    expect(rooms).toBeGreaterThan(1);
    // What goes with the type, counted from the scenario.
    await expect.element(confirm.getByText(`Water Villa, with ${rooms} rooms, will be deleted.`)).toBeVisible();
    await expect.element(confirm.getByText(MSG.deleteConfirmBody)).toBeVisible();
    await confirm.getByRole('button', { name: LABEL.delete }).click();
    await expect.element(grid().getByText('Water Villa', { exact: true })).not.toBeInTheDocument();
    expect(stored('Water Villa')).toBeUndefined();
  });
});

describe('room list layout and QR codes', () => {
  test('column headers are visible and name each field; at 390 px every row fits with Remove on screen', async () => {
    const id = seededId('Deluxe Room');
    await page.viewport(390, 844);
    try {
      await renderApp(`/hotel/rooms?type=${id}&tab=rooms`);
      const details = drawer('Deluxe Room');
      for (const header of Object.values(ROOMS_TEXT.column).slice(0, 3)) await expect.element(details.getByText(header, { exact: true })).toBeVisible();
      // Each field is named by its header and its row.
      await expect.element(details.getByRole('textbox', { name: ROOMS_TEXT.lat(1) })).toBeVisible();
      await expect.element(details.getByRole('textbox', { name: ROOMS_TEXT.lng(1) })).toBeVisible();
      const list = details.getByRole('list', { name: ROOMS_TEXT.list }).element() as HTMLElement;
      const right = list.getBoundingClientRect().right;
      const remove = details.getByRole('button', { name: ROOMS_TEXT.remove(1) });
      await expect.element(remove).toBeVisible();
      expect((remove.element() as HTMLElement).getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
      expect(right).toBeLessThanOrEqual(390);
      for (const row of rows(details).elements()) expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    } finally {
      await page.viewport(1280, 800);
    }
  });

  test("a room's QR code downloads as PNG and SVG named after the room", async () => {
    const id = seededId('Beach Villa');
    await renderApp(`/hotel/rooms?type=${id}&tab=rooms`);
    await drawer('Beach Villa').getByRole('button', { name: ROOMS_TEXT.showQr('Beach Villa 7') }).click();
    const dialog = page.getByRole('dialog', { name: ROOMS_TEXT.qrTitle('Beach Villa 7') });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      await dialog.getByRole('button', { name: 'Download SVG' }).click();
      await dialog.getByRole('button', { name: 'Download PNG' }).click();
      await expect.poll(() => saved).toEqual(['qr-code-room-beach-villa-7.svg', 'qr-code-room-beach-villa-7.png']);
    } finally {
      click.mockRestore();
    }
  });

  test("Print QR codes shows every room's code and prints them on a page of their own", async () => {
    const id = seededId('Deluxe Room');
    await renderApp(`/hotel/rooms?type=${id}&tab=rooms`);
    await drawer('Deluxe Room').getByRole('button', { name: ROOMS_TEXT.printAll }).click();
    const sheet = page.getByRole('dialog', { name: ROOMS_TEXT.sheetTitle('Deluxe Room') });
    await expect.poll(() => sheet.getByRole('img').elements().length).toBe(4);
    const write = vi.fn();
    const print = vi.fn();
    const open = vi.spyOn(window, 'open').mockReturnValue({ document: { open: vi.fn(), write, close: vi.fn() }, focus: vi.fn(), print } as unknown as Window);
    try {
      await sheet.getByRole('button', { name: 'Print' }).click();
      expect(print).toHaveBeenCalledTimes(1);
      const html = String(write.mock.calls[0][0]);
      expect(html.match(/<svg/g)).toHaveLength(4);
      for (const room of stored('Deluxe Room')?.rooms ?? []) expect(html).toContain(ROOMS_TEXT.qrTitle(room.number));
    } finally {
      open.mockRestore();
    }
  });
});
