/**
 * CSV exports of list tables (spec section 7: "export and download use a return-URL flag and an
 * export key"; issue 19 "Exports"). Written once here for the server, the mocks and the console:
 *
 * 1. The console calls a list with its current filter and sort plus `return_url=1`
 *    (`GET guests/current?return_url=1&order_by=arrival_date:DESC&q_name=ana`) and gets
 *    `{ data: { url: '/api/v1/exports/download?export_key=…' } }` — a one-time key, bound to the
 *    company and the user, that expires after EXPORT_KEY_TTL_MS.
 * 2. `GET exports/download?export_key=…` needs no bearer (a plain link works): it answers the whole
 *    list (every page) as CSV, streamed, once. A used, expired or unknown key answers 404.
 *
 * The CSV: UTF-8 with a BOM (spreadsheet programs then read it as UTF-8), CRLF line ends, RFC 4180
 * quoting, and a cell that a spreadsheet would run as a formula (= + - @, tab, CR first) starts
 * with a single quote. Columns are the table's visible ones, headed as the table heads them, dates
 * as the console shows them (DD-MMM-YY; instants in the company's time zone).
 */
import { API_BASE } from './api';
import { formatDate, formatDisplay, formatDisplayDate } from './dates';
import type { Booking } from './bookings/bookings';
import { REQUESTS_TEXT } from './bookings/screen';
import type { Campaign } from './campaigns';
import { CAMPAIGN_FORM_TEXT, CAMPAIGN_STATUS_TEXT, CAMPAIGN_TEXT } from './campaignTexts';
import type { Guest } from './guests';

// The protocol ------------------------------------------------------------------------------------

/** The list call's flag: answer an export link instead of a page. */
export const EXPORT_RETURN_URL_PARAM = 'return_url';
/** The download's query parameter. */
export const EXPORT_KEY_PARAM = 'export_key';
/** The download call, under /api/v1. */
export const EXPORT_DOWNLOAD_PATH = 'exports/download';
/** A key is good for one download within this time of being issued. */
export const EXPORT_KEY_TTL_MS = 2 * 60 * 1000;
/** Rows the server reads (and the mocks write) per batch. */
export const EXPORT_BATCH_ROWS = 1000;
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** What a list call with the return-URL flag answers (in `data`). */
export interface ExportLink {
  /** Absolute path of the download, e.g. '/api/v1/exports/download?export_key=…'. */
  url: string;
}

/** Whether a list call asks for an export link (`return_url=1` or `true`). */
export const wantsExportLink = (query: Record<string, string | undefined>): boolean => {
  const flag = query[EXPORT_RETURN_URL_PARAM];
  return flag === '1' || flag === 'true';
};

/** The download's path for a key. */
export const exportDownloadUrl = (key: string): string => `${API_BASE}/${EXPORT_DOWNLOAD_PATH}?${EXPORT_KEY_PARAM}=${encodeURIComponent(key)}`;

/**
 * The key as issued: `<company id>.<secret>`. The company part lets the download find the key through the
 * company's seam; only the secret's hash is stored, so a key with another company's id finds nothing.
 */
export function parseExportKey(key: string | undefined | null): { companyId: number; secret: string } | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{20,100})$/.exec(key ?? '');
  if (!match) return null;
  const companyId = Number(match[1]);
  return Number.isSafeInteger(companyId) && companyId > 0 && companyId <= 2147483647 ? { companyId, secret: match[2] } : null;
}

// CSV ---------------------------------------------------------------------------------------------

export const CSV_BOM = '\uFEFF';
export const CSV_EOL = '\r\n';
/** A cell starting with one of these would be a formula in a spreadsheet (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null | undefined;

/** One cell: text that could start a formula gets a leading quote; quoted (RFC 4180) when it holds ", comma, CR or LF. */
export function csvEscape(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated. */
export const csvRow = (cells: readonly CsvValue[]): string => cells.map(csvEscape).join(',') + CSV_EOL;

/** What a cell may need beyond its row. */
export interface ExportContext {
  /** The company's IANA time zone: instants are shown in it. */
  timeZone: string;
}

export interface ExportColumn<T> {
  header: string;
  cell(row: T, context: ExportContext): CsvValue;
}

/** The header record, with the BOM in front: the first chunk of every export. */
export const csvHeader = <T>(columns: readonly ExportColumn<T>[]): string => CSV_BOM + csvRow(columns.map((c) => c.header));

/** Records of a batch of rows. */
export const csvRows = <T>(columns: readonly ExportColumn<T>[], rows: readonly T[], context: ExportContext): string =>
  rows.map((row) => csvRow(columns.map((c) => c.cell(row, context)))).join('');

/** A whole document (the mocks and tests; the server streams csvHeader then csvRows per batch). */
export const csvDocument = <T>(columns: readonly ExportColumn<T>[], rows: readonly T[], context: ExportContext): string =>
  csvHeader(columns) + csvRows(columns, rows, context);

// The lists' columns --------------------------------------------------------------------------------

/** The Guest List's column headers (the console's table and the export both read them). */
export const GUEST_COLUMN_TEXT = {
  name: 'Name',
  nationality: 'Nationality',
  confirmation: 'Confirmation',
  requests: 'Requests',
  room: 'Room',
  roomType: 'Room Type',
  arrival: 'Arrival',
  departure: 'Departure',
} as const;

/** The Requests table's column headers (the console's table and the export both read them). */
export const REQUEST_COLUMN_TEXT = {
  number: 'Number',
  slot: 'Slot',
  attached: 'Attached',
  facility: 'Facility',
  roomPax: 'Room / Pax',
  paxMenu: 'Pax / Menu',
  remarks: 'Remarks',
  status: 'Status',
  due: 'Due',
  assignee: 'Assignee',
  action: 'Action',
} as const;

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

/** Texts of the console's export button (ours; the spec names the feature, not its words). */
export const EXPORT_TEXT = {
  button: 'Download CSV',
  preparing: 'Preparing the export…',
  progress: (rows: number, bytes: number) => `Downloading: ${rows.toLocaleString('en-US')} rows (${formatBytes(bytes)})`,
  done: (rows: number) => `Downloaded ${rows.toLocaleString('en-US')} rows`,
  progressLabel: 'Export progress',
  /** 404 on the download: a key used, expired or unknown. */
  linkExpired: 'This export link has expired or was already used. Start the export again',
} as const;

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// ExportColumn<never> above only checks the shape; the typed column lists are read through this.
export const exportColumnsOf = (list: ExportableList): readonly ExportColumn<unknown>[] =>
  EXPORTABLE_LISTS[list].columns as unknown as readonly ExportColumn<unknown>[];

