/**
 * bookings/slots (spec section 7 Slots; POST is our extension for manual types) over the in-memory
 * store: storage and wiring only. The lists' matching, order and paging (pageSlots), the staff-made
 * slot and slot edit checks (checkNewSlot, checkSlotEdit: manual types only, pax_max, never in the
 * past, never another slot's date and hours), the view (slotView) and the facility scope are
 * `@atoll/contract/domain`'s, as on the server. Weekly types' slots are generated lazily
 * (../../bookingStore ensureSlots). Reading needs either request permission, writing
 * manage-facility-requests; an object outside the caller's facilities answers 404.
 */
import { PERMISSION, slotCreateSchema, slotListQuerySchema, slotUpdateSchema } from '@atoll/contract';
import { byStartTime, checkNewSlot, isCalendarDate, checkSlotEdit, inScope, pageSlots, ruleNotFound, type FacilityScope, type SlotPageQuery } from '@atoll/contract/domain';
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
  slotListRow,
  slotView,
} from '../../bookingStore';
import { get, guarded, patch, post } from '../../routes';
import { mockDb, nextId } from '../../store';
import { authorize } from '../../session';

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** One page of the company's slots in `scope`, generated up to the horizon first. */
function slotPage(companyId: number, scope: FacilityScope, query: SlotPageQuery) {
  const now = new Date();
  ensureCompanySlots(companyId, now);
  const types = new Map(bookingTypesOf(companyId).filter((t) => inScope(scope, t.facility_id)).map((t) => [t.id, t]));
  const rows = mockDb.requests.slots.flatMap((s) => {
    const type = s.company_id === companyId ? types.get(s.booking_type_id) : undefined;
    return type ? [slotListRow(s, type)] : [];
  });
  const page = pageSlots(rows, query);
  return { ...page, data: page.data.map((row) => slotView(row, now)) };
}

/** The type's slots (its date and hours, for the "slot exists" check). */
const slotsOfType = (typeId: number) => mockDb.requests.slots.filter((s) => s.booking_type_id === typeId);

const READ = { permission: [PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests] };

/** Writes: manage-facility-requests (403 for read-only staff), within its facility scope. */
const manageScope = (request: Request) => callerScope(authorize(request, PERMISSION.manageFacilityRequests), 'manage');

export const slotHandlers = guarded(READ, [
  get('bookings/slots', async ({ request, caller, companyId }) => {
    const query: SlotPageQuery = await validate(slotListQuerySchema, queryOf(request));
    return paged(slotPage(companyId, callerScope(caller, 'read'), query));
  }),
  get('bookings/slots/today', async ({ request, caller, companyId }) => {
    const query: SlotPageQuery = await validate(slotListQuerySchema, queryOf(request));
    return paged(slotPage(companyId, callerScope(caller, 'read'), { ...query, date: companyToday(companyId) }));
  }),
  // The slots of one type on one date (the Add Booking form), in time order; not paged.
  get('bookings/slots/types/:typeId/date/:date', ({ params, caller, companyId, id }) => {
    const date = String(params.date);
    if (!isCalendarDate(date)) throw ruleNotFound();
    const type = findType(companyId, id('typeId'), callerScope(caller, 'read'));
    const now = new Date();
    ensureSlots(type, now);
    return ok(slotsOfType(type.id).filter((s) => s.date === date).sort(byStartTime).map((s) => slotView(s, now)));
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
    Object.assign(slot, checkSlotEdit({ slot, type, body, sameType: slotsOfType(type.id) }));
    return ok(slotView(slot));
  }),
  // A slot of a manual type, created by staff (weekly types' slots come from their timing sets).
  post('bookings/slots', async ({ request, companyId }) => {
    const scope = manageScope(request);
    const body = await validate(slotCreateSchema, await readJson(request));
    const type = bookingTypesOf(companyId).find((t) => t.id === body.booking_type_id && inScope(scope, t.facility_id));
    const { pax_max } = checkNewSlot({ type, body, today: companyToday(companyId), sameType: type ? slotsOfType(type.id) : [] });
    const times = { date: body.date, start_time: body.start_time, end_time: body.end_time };
    const slot = { id: nextId(), company_id: companyId, booking_type_id: body.booking_type_id, ...times, pax_max, booked_pax: 0, bookings_count: 0 };
    mockDb.requests.slots.push(slot);
    return ok(slotView(slot), 201);
  }),
]);
