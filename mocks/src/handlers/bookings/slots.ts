/**
 * bookings/slots (spec section 7 Slots; POST is our extension for manual types) over the in-memory
 * store: storage and wiring only. Weekly types' slots are generated lazily with the domain's
 * wantedSlots + planSlots (../requests ensureSlots) in the company's time zone; the capacity rule
 * (checkPaxMax), the statuses and texts (slotStatus, slotPaxText…) and the facility scope
 * (requestScope/inScope) are `@atoll/contract/domain`'s. Reading needs either request permission,
 * writing manage-facility-requests; an object outside the caller's facilities answers 404.
 */
import {
  CONTENT_TEXT,
  parseOrderBy,
  PERMISSION,
  REQUESTS_TEXT,
  slotCreateSchema,
  slotListQuerySchema,
  slotUpdateSchema,
  type Slot,
  type SlotListQuery,
} from '@atoll/contract';
import { checkPaxMax, inScope, ruleField, ruleNotFound, slotKey, type FacilityScope } from '@atoll/contract/domain';
import { ok, paged, readJson, validate } from '../../http';
import {
  bookingSummary,
  bookingTypesOf,
  callerScope,
  companyToday,
  ensureCompanySlots,
  ensureSlots,
  findSlot,
  findType,
  slotView,
} from '../../bookingStore';
import { get, guarded, patch, post } from '../../routes';
import { mockDb, nextId } from '../../store';
import { authorize } from '../../session';

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** The order keys of SLOT_ORDER_KEYS: by date and start time (default), by type (then attached name), by booked pax. */
const SORTS: Record<string, (a: Slot, b: Slot) => number> = {
  date: (a, b) => slotKey(a).localeCompare(slotKey(b)),
  type: (a, b) =>
    a.booking_type.type_text.localeCompare(b.booking_type.type_text) ||
    a.booking_type.attached_text.localeCompare(b.booking_type.attached_text) ||
    slotKey(a).localeCompare(slotKey(b)),
  pax: (a, b) => a.booked_pax - b.booked_pax || slotKey(a).localeCompare(slotKey(b)),
};

/** One page of the company's slots in `scope`, generated up to the horizon first. */
type SlotQuery = SlotListQuery & { date?: string; booking_type_id?: number };

function slotPage(companyId: number, scope: FacilityScope, query: SlotQuery, date?: string) {
  const now = new Date();
  ensureCompanySlots(companyId, now);
  const types = new Map(bookingTypesOf(companyId).filter((t) => inScope(scope, t.facility_id)).map((t) => [t.id, t]));
  const rows = mockDb.requests.slots
    .filter((s) => s.company_id === companyId && types.has(s.booking_type_id))
    .filter((s) => (date ? s.date === date : true))
    .filter((s) => (query.booking_type_id ? s.booking_type_id === query.booking_type_id : true))
    .map((s) => slotView(s, now));
  const order = parseOrderBy(query.order_by);
  const sort = SORTS[order?.key ?? 'date'] ?? SORTS.date!;
  const sign = order?.direction === 'DESC' ? -1 : 1;
  rows.sort((a, b) => sign * sort(a, b) || a.id - b.id);
  const start = (query.page - 1) * query.limit;
  return { data: rows.slice(start, start + query.limit), meta: { total: rows.length, page: query.page, limit: query.limit } };
}

const READ = { permission: [PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests] };

/** Writes: manage-facility-requests (403 for read-only staff), within its facility scope. */
const manageScope = (request: Request) => callerScope(authorize(request, PERMISSION.manageFacilityRequests), 'manage');

export const slotHandlers = guarded(READ, [
  get('bookings/slots', async ({ request, caller, companyId }) => {
    const query: SlotQuery = await validate(slotListQuerySchema, queryOf(request));
    return paged(slotPage(companyId, callerScope(caller, 'read'), query, query.date));
  }),
  get('bookings/slots/today', async ({ request, caller, companyId }) => {
    const query: SlotQuery = await validate(slotListQuerySchema, queryOf(request));
    return paged(slotPage(companyId, callerScope(caller, 'read'), query, companyToday(companyId)));
  }),
  // The slots of one type on one date (the Add Booking form), in time order; not paged.
  get('bookings/slots/types/:typeId/date/:date', ({ params, caller, companyId, id }) => {
    const date = String(params.date);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw ruleNotFound();
    const type = findType(companyId, id('typeId'), callerScope(caller, 'read'));
    const now = new Date();
    ensureSlots(type, now);
    const rows = mockDb.requests.slots
      .filter((s) => s.booking_type_id === type.id && s.date === date)
      .sort((a, b) => slotKey(a).localeCompare(slotKey(b)))
      .map((s) => slotView(s, now));
    return ok(rows);
  }),
  get('bookings/slots/:id', ({ caller, companyId, id }) => ok(slotView(findSlot(companyId, id(), callerScope(caller, 'read'))))),
  get('bookings/slots/:id/bookings', ({ caller, companyId, id }) => {
    const slot = findSlot(companyId, id(), callerScope(caller, 'read'));
    const rows = mockDb.requests.bookings.filter((b) => b.booking_slot_id === slot.id).sort((a, b) => a.number - b.number);
    return ok(rows.map(bookingSummary));
  }),
  patch('bookings/slots/:id', async ({ request, companyId, id }) => {
    const slot = findSlot(companyId, id(), manageScope(request));
    const type = findType(companyId, slot.booking_type_id);
    const body = await validate(slotUpdateSchema, await readJson(request));
    let paxMax = slot.pax_max;
    if (type.pax_required) {
      if (body.pax_max === undefined || body.pax_max === null) throw ruleField('pax_max', REQUESTS_TEXT.paxRequired);
      checkPaxMax(body.pax_max, slot.booked_pax);
      paxMax = body.pax_max;
    }
    Object.assign(slot, { start_time: body.start_time, end_time: body.end_time, pax_max: paxMax });
    return ok(slotView(slot));
  }),
  // A slot of a manual type, created by staff (weekly types' slots come from their timing sets).
  post('bookings/slots', async ({ request, companyId }) => {
    const scope = manageScope(request);
    const body = await validate(slotCreateSchema, await readJson(request));
    const type = bookingTypesOf(companyId).find((t) => t.id === body.booking_type_id && inScope(scope, t.facility_id));
    if (!type || type.recurring_type !== 'manual') throw ruleField('booking_type_id', CONTENT_TEXT.chooseFromList);
    if (type.pax_required && (body.pax_max === undefined || body.pax_max === null)) throw ruleField('pax_max', REQUESTS_TEXT.paxRequired);
    if (body.date < companyToday(companyId)) throw ruleField('date', REQUESTS_TEXT.slotPast);
    const times = { date: body.date, start_time: body.start_time, end_time: body.end_time };
    if (mockDb.requests.slots.some((s) => s.booking_type_id === type.id && slotKey(s) === slotKey(times))) {
      throw ruleField('start_time', REQUESTS_TEXT.slotExists);
    }
    const slot = {
      id: nextId(),
      company_id: companyId,
      booking_type_id: type.id,
      ...times,
      pax_max: type.pax_required ? (body.pax_max ?? 0) : 0,
      booked_pax: 0,
      bookings_count: 0,
    };
    mockDb.requests.slots.push(slot);
    return ok(slotView(slot), 201);
  }),
]);
