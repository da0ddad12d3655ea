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

// The lists' column headers ---------------------------------------------------------------------------
// (the columns themselves and the registry of exportable lists are exportLists.ts: the server and the mocks
// write with them, while the console's tables need only these headers, so its screens do not load them)

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
