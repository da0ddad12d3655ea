/**
 * GET exports/download?export_key=… over the store (contract/src/exports.ts): storage and wiring only.
 * The key is spent (exportKeys.ts), its user read again (active, still allowed the list), and the list's
 * rows — the same search, order and facility scope as its pages — written with the contract's CSV
 * functions, streamed EXPORT_BATCH_ROWS rows at a time (so the console's progress has chunks to count).
 * Adding a list is one entry in MOCK_EXPORTS.
 */
import { HttpResponse } from 'msw';
import {
  bookingListQuerySchema,
  campaignListQuerySchema,
  can,
  CSV_CONTENT_TYPE,
  csvHeader,
  csvRows,
  EXPORT_BATCH_ROWS,
  EXPORT_KEY_PARAM,
  EXPORT_TEXT,
  exportColumnsOf,
  exportDisposition,
  exportFilename,
  guestListQuerySchema,
  isExportableList,
  PERMISSION,
  type BookingState,
  type ExportableList,
  type PermissionKey,
} from '@atoll/contract';
import type { AnyObjectSchema } from 'yup';
import { companyTimeZone } from '../bookingStore';
import { redeemExportKey } from '../exportKeys';
import { fail, MockHttpError, validate } from '../http';
import { get, open } from '../routes';
import type { Caller } from '../session';
import { companyById, mockDb } from '../store';
import { bookingListRows } from './bookings/bookings';
import { campaignListRows } from './campaigns';
import { guestListRows } from './guests';


interface MockExport {
  /** The list route's guard: any of these permissions; none for any signed-in user. */
  permission?: PermissionKey[];
  schema: AnyObjectSchema;
  rows(caller: Caller, query: { order_by?: string; q_name?: string }): unknown[];
}

const READ_REQUESTS = [PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests];
const bookingExport = (state: BookingState): MockExport => ({ permission: READ_REQUESTS, schema: bookingListQuerySchema, rows: (caller, query) => bookingListRows(caller, state, query) });

const MOCK_EXPORTS: Record<ExportableList, MockExport> = {
  'guests/current': { schema: guestListQuerySchema, rows: (caller, query) => guestListRows(caller, true, { page: 1, limit: 1, ...query }) },
  'guests/others': { schema: guestListQuerySchema, rows: (caller, query) => guestListRows(caller, false, { page: 1, limit: 1, ...query }) },
  'bookings/by-state/new': bookingExport('new'),
  'bookings/by-state/pending': bookingExport('pending'),
  'bookings/by-state/all': bookingExport('all'),
  'guests/campaigns': { permission: [PERMISSION.manageCampaigns], schema: campaignListQuerySchema, rows: campaignListRows },
};

const gone = () => new MockHttpError(fail(404, { message: EXPORT_TEXT.linkExpired }));

export const exportHandlers = open([
  get('exports/download', async ({ request }) => {
    const stored = redeemExportKey(new URL(request.url).searchParams.get(EXPORT_KEY_PARAM));
    if (!stored || !isExportableList(stored.list)) throw gone();
    const user = mockDb.users.find((u) => u.id === stored.user_id && u.company_id === stored.company_id);
    const company = companyById(stored.company_id);
    const entry = MOCK_EXPORTS[stored.list];
    if (!user || !company || user.status !== 'active' || (entry.permission && !can(user.permissions, entry.permission))) throw gone();
    const query = await validate(entry.schema, stored.query);
    const timeZone = companyTimeZone(company.id);
    const rows = entry.rows({ user, company, token: '' }, query);
    const columns = exportColumnsOf(stored.list);
    const encoder = new TextEncoder();
    let next = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(csvHeader(columns)));
      },
      pull(controller) {
        if (next >= rows.length) return controller.close();
        controller.enqueue(encoder.encode(csvRows(columns, rows.slice(next, next + EXPORT_BATCH_ROWS), { timeZone })));
        next += EXPORT_BATCH_ROWS;
      },
    });
    return new HttpResponse(body, {
      headers: {
        'Content-Type': CSV_CONTENT_TYPE,
        'Content-Disposition': exportDisposition(exportFilename(stored.list, new Date(), timeZone)),
        'Cache-Control': 'no-store',
      },
    });
  }),
]);
