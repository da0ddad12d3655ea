/**
 * The exportable lists (contract/src/exports.ts has the protocol and the CSV writing): each list's
 * columns — header and cell, as the console's table shows it — and the registry the server and the mocks
 * read. Apart from exports.ts so the console's list screens, which need only the headers and the
 * button's texts, do not load every list's cell writers and their texts.
 */
import { formatDate, formatDisplay, formatDisplayDate } from './dates';
import type { Booking } from './bookings/bookings';
import { REQUESTS_TEXT } from './bookings/screen';
import type { Campaign } from './campaigns';
import { CAMPAIGN_FORM_TEXT, CAMPAIGN_STATUS_TEXT, CAMPAIGN_TEXT } from './campaignTexts';
import { GUEST_COLUMN_TEXT, REQUEST_COLUMN_TEXT, type ExportColumn } from './exports';
import type { Guest } from './guests';

/** The Guest List's columns; a cell's second line (nationality, requests, room type) gets its own column. */
export const GUEST_EXPORT_COLUMNS: readonly ExportColumn<Guest>[] = [
  { header: GUEST_COLUMN_TEXT.name, cell: (g) => g.full_name },
  { header: GUEST_COLUMN_TEXT.nationality, cell: (g) => g.nationality_text },
  { header: GUEST_COLUMN_TEXT.confirmation, cell: (g) => g.confirmation_number },
  { header: GUEST_COLUMN_TEXT.requests, cell: (g) => g.bookings_count },
  { header: GUEST_COLUMN_TEXT.room, cell: (g) => g.room.number },
  { header: GUEST_COLUMN_TEXT.roomType, cell: (g) => g.room.type_name },
  { header: GUEST_COLUMN_TEXT.arrival, cell: (g) => formatDisplayDate(g.arrival_date) },
  { header: GUEST_COLUMN_TEXT.departure, cell: (g) => formatDisplayDate(g.departure_date) },
];

/** '24-Nov-26 19:00 – 21:00': the slot's date (a calendar date) and times, as the Number cell's second line. */
export const bookingSlotText = (booking: Pick<Booking, 'booking_slot'>): string =>
  `${formatDisplayDate(booking.booking_slot.date)} ${booking.booking_slot.time_text}`;

/** The Pax / Menu cell in words: '2 guests: Ana Silva, Bo Li' then 'Menu: Fish curry × 2' on its own line. */
const paxMenuText = (b: Booking): string => {
  const guests = `${REQUESTS_TEXT.guestsCount(b.guests.length)}: ${b.guests.map((g) => g.full_name).join(', ')}`;
  return b.menu_items_text ? `${guests}\n${REQUESTS_TEXT.menuLines}: ${b.menu_items_text}` : guests;
};

/** The Remarks cell: 'G: …' (the guest's) and 'H: …' (the hotel's), one line each. */
const remarksText = (b: Booking): string =>
  [b.remarks && `${REQUESTS_TEXT.remarksGuest}: ${b.remarks}`, b.remarks_internal && `${REQUESTS_TEXT.remarksHotel}: ${b.remarks_internal}`].filter(Boolean).join('\n');

/** The Requests table's columns (without the row's action button). */
export const BOOKING_EXPORT_COLUMNS: readonly ExportColumn<Booking>[] = [
  { header: REQUEST_COLUMN_TEXT.number, cell: (b) => `#${b.number}` },
  { header: REQUEST_COLUMN_TEXT.slot, cell: (b) => bookingSlotText(b) },
  { header: REQUEST_COLUMN_TEXT.attached, cell: (b) => b.booking_type.attached_text },
  { header: REQUEST_COLUMN_TEXT.facility, cell: (b) => b.booking_type.facility_text },
  { header: REQUEST_COLUMN_TEXT.roomPax, cell: (b) => (b.pax_name_text ? `${b.room.number} / ${b.pax_name_text}` : b.room.number) },
  { header: REQUEST_COLUMN_TEXT.paxMenu, cell: paxMenuText },
  { header: REQUEST_COLUMN_TEXT.remarks, cell: remarksText },
  { header: REQUEST_COLUMN_TEXT.status, cell: (b) => b.ui_status.text },
  { header: REQUEST_COLUMN_TEXT.due, cell: (b, { timeZone }) => formatDisplay(b.due_at, timeZone) },
  { header: REQUEST_COLUMN_TEXT.assignee, cell: (b) => b.assignee?.name ?? '' },
];

/**
 * Guests › Campaigns' columns: the table's four (Recipients as a number a spreadsheet can add up, Sent
 * as the exact moment the table's relative time stands for), then what the table leaves to the detail:
 * the status, when delivery may start (a scheduled campaign's time) and the body.
 */
export const CAMPAIGN_EXPORT_COLUMNS: readonly ExportColumn<Campaign>[] = [
  { header: CAMPAIGN_TEXT.columns.name, cell: (c) => c.name },
  { header: CAMPAIGN_TEXT.columns.target, cell: (c) => c.target_text },
  { header: CAMPAIGN_TEXT.columns.recipients, cell: (c) => c.stats.recipients },
  { header: CAMPAIGN_TEXT.columns.created, cell: (c, { timeZone }) => formatDisplay(c.created, timeZone) },
  { header: CAMPAIGN_FORM_TEXT.status, cell: (c) => CAMPAIGN_STATUS_TEXT[c.status] },
  { header: CAMPAIGN_TEXT.fields.sendAt, cell: (c, { timeZone }) => formatDisplay(c.send_at, timeZone) },
  { header: CAMPAIGN_TEXT.fields.description, cell: (c) => c.description },
];

// The registry of exportable lists --------------------------------------------------------------------

/**
 * Every list that exports, by its list call's path (under /api/v1). The server and the mocks each keep
 * a matching registry of how to read the rows; adding a list here is one line (plus one there).
 */
export const EXPORTABLE_LISTS = {
  'guests/current': { file: 'guests-in-house', columns: GUEST_EXPORT_COLUMNS },
  'guests/others': { file: 'guests-others', columns: GUEST_EXPORT_COLUMNS },
  'bookings/by-state/new': { file: 'requests-new', columns: BOOKING_EXPORT_COLUMNS },
  'bookings/by-state/pending': { file: 'requests-ongoing', columns: BOOKING_EXPORT_COLUMNS },
  'bookings/by-state/all': { file: 'requests-all', columns: BOOKING_EXPORT_COLUMNS },
  'guests/campaigns': { file: 'campaigns', columns: CAMPAIGN_EXPORT_COLUMNS },
} as const satisfies Record<string, { file: string; columns: readonly ExportColumn<never>[] }>;

export type ExportableList = keyof typeof EXPORTABLE_LISTS;
export const isExportableList = (path: string): path is ExportableList => Object.hasOwn(EXPORTABLE_LISTS, path);

/** 'guests-in-house-2026-11-26.csv': the list's file name and the company's date of the download. */
export const exportFilename = (list: ExportableList, at: Date, timeZone: string): string => `${EXPORTABLE_LISTS[list].file}-${formatDate(at, timeZone)}.csv`;

/** The Content-Disposition header of a download (the name is plain ASCII). */
export const exportDisposition = (filename: string): string => `attachment; filename="${filename}"`;

// ExportColumn<never> above only checks the shape; the typed column lists are read through this.
export const exportColumnsOf = (list: ExportableList): readonly ExportColumn<unknown>[] =>
  EXPORTABLE_LISTS[list].columns as unknown as readonly ExportColumn<unknown>[];

