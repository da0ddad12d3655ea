/**
 * bookings (spec section 7 Bookings, issue 10) over the in-memory store: storage and wiring only. What
 * is decided is `@atoll/contract/domain`'s, as on the server: the lists' search, order and paging
 * (pageBookings), the views (bookingView), the status machine (transition → 409), seats and capacity
 * (seatChange, fitsCapacity → slotFullError), the guests and items a booking takes (bookingGuestIds,
 * menuLines, checkMenuItems, bookingPax), CONFIRMATION_REQUIRED (bookingConfirmation with
 * overlappingGuestIds), PATCH (bookingPatch), assignment (assignmentLog), expiry (expiryPlan) and the
 * facility scope. Reading needs either request permission, writing manage-facility-requests.
 *
 * No live stream: GET bookings/stream answers 503, so the console polls (BOOKING_LIMITS.pollMs).
 * Registered after the types and slots handlers: 'bookings/:id' would otherwise take their paths.
 */
import { bookingActionSchema, bookingAssignSchema, bookingCreateSchema, bookingListQuerySchema, bookingPatchSchema, BOOKING_STATES, PERMISSION, wantsExportLink, type BookingState } from '@atoll/contract';
import {
  actionRemarks, assignmentLog, bookingConfirmation, bookingGuestIds, bookingPatch, bookingPax, bookingRemarks, checkMenuItems, inScope, menuLines,
  overlappingGuestIds, pageBookings, ruleChoice, ruleNotFound, seatChange, seatsOf, slotInstants, STATE_STATUSES, statusLog, transition, type FacilityScope,
} from '@atoll/contract/domain';
import { nowIso } from '../../content';
import { fail, MockHttpError, ok, paged, readValid, validate } from '../../http';
import { bookingTypesOf, callerScope, companyTimeZone, companyToday, expireStale, heldSeats, insertBooking, listRow,
  log, moveSeats, roomOf, slotOf, typeOf, viewOf, type StoredBooking } from '../../bookingStore';
import { get, guarded, patch, post, type RouteInfo } from '../../routes';
import { mockDb } from '../../store';
import { exportLink } from '../../exportKeys';
import type { Caller } from '../../session';

const READ = { permission: [PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests] };
const MANAGE = { permission: PERMISSION.manageFacilityRequests };

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** A booking of the company within `scope` (its type's facility), or 404. */
function findBooking(companyId: number, id: number, scope: FacilityScope): StoredBooking {
  const booking = mockDb.requests.bookings.find((b) => b.id === id && b.company_id === companyId);
  if (!booking || !inScope(scope, booking.facility_id) || !typeOf(booking)) throw ruleNotFound();
  return booking;
}

function bookingPage(companyId: number, scope: FacilityScope, state: BookingState, query: Parameters<typeof pageBookings>[1]) {
  const statuses = STATE_STATUSES[state];
  const rows = mockDb.requests.bookings
    .filter((b) => b.company_id === companyId && inScope(scope, b.facility_id) && typeOf(b) && slotOf(b))
    .filter((b) => statuses === 'all' || statuses.includes(b.status))
    .map(listRow);
  const page = pageBookings(rows, query);
  return { ...page, data: page.data.map((row) => viewOf(row.booking)) };
}

/** A Requests tab as `caller` sees it (read scope), searched and ordered: every page. */
export function bookingListRows(caller: Caller, state: BookingState, query: Omit<Parameters<typeof pageBookings>[1], 'page' | 'limit'>) {
  const companyId = caller.company.id;
  expireStale(companyId);
  const count = mockDb.requests.bookings.length;
  return bookingPage(companyId, callerScope(caller, 'read'), state, { ...query, page: 1, limit: Math.max(count, 1) }).data;
}

/** POST /bookings: the domain's checks in the server's order, maybe CONFIRMATION_REQUIRED, then seats, number and rows. */
async function createBooking({ request, caller, companyId }: RouteInfo): Promise<Response> {
  const body = await readValid(request, bookingCreateSchema);
  const scope = callerScope(caller, 'manage');
  const type = bookingTypesOf(companyId).find((t) => t.id === body.booking_type_id && inScope(scope, t.facility_id));
  if (!type) throw ruleChoice('booking_type_id');
  const slot = mockDb.requests.slots.find((s) => s.id === body.booking_slot_id && s.company_id === companyId && s.booking_type_id === type.id);
  if (!slot || slot.date !== body.date) throw ruleChoice('booking_slot_id');
  const room = roomOf(companyId, body.room_id);
  if (!room) throw ruleChoice('room_id');
  const guestIds = bookingGuestIds(body.guests, mockDb.requests.guests.filter((g) => g.company_id === companyId), room.id, companyToday(companyId));
  const pax = bookingPax(body.pax, type.pax_required);
  const lines = menuLines(body.menu_items, type);
  if (lines.length) checkMenuItems(lines, new Set(mockDb.content.items.filter((i) => i.company_id === companyId && i.menu_id === type.attached_id).map((i) => i.id)));

  const now = new Date();
  const { startsAt, closesAt } = slotInstants(slot, type.slot_booking_close_minutes, companyTimeZone(companyId));
  const overlapping = overlappingGuestIds(slot, guestIds, heldSeats(companyId));
  const ask = bookingConfirmation({ slotId: slot.id, now, startsAt, closesAt, overlappingGuestIds: overlapping, confirmation: body._confirmation });
  if (ask) throw new MockHttpError(fail(428, { message: ask.message, data: { id: ask.id, confirm_text: ask.confirm_text } }));

  const booking = insertBooking(
    { company_id: companyId, booking_type_id: type.id, booking_slot_id: slot.id, facility_id: type.facility_id, room_id: room.id, pax, guest_ids: guestIds, menu_items: lines },
    { remarks: bookingRemarks(body.remarks, type.allow_remarks), seats: seatsOf('new', pax, type.pax_required), by: caller.user, startsAt, closesAt, now },
  );
  return ok(viewOf(booking, true), 201);
}

export const bookingHandlers = [
  ...guarded(READ, [
    // No live stream in the mocks: the console falls back to polling.
    get('bookings/stream', () => fail(503)),
    get('bookings/by-state/:state', async ({ request, params, caller, companyId }) => {
      const state = BOOKING_STATES.find((s) => s === params.state);
      if (!state) throw ruleNotFound();
      const query = await validate(bookingListQuerySchema, queryOf(request));
      if (wantsExportLink(queryOf(request))) return exportLink(caller, `bookings/by-state/${state}`, query);
      expireStale(companyId);
      return paged(bookingPage(companyId, callerScope(caller, 'read'), state, query));
    }),
    get('bookings/:id', ({ caller, companyId, id }) => {
      expireStale(companyId);
      return ok(viewOf(findBooking(companyId, id(), callerScope(caller, 'read')), true));
    }),
  ]),
  ...guarded(MANAGE, [
    post('bookings', createBooking),
    patch('bookings/:id', async ({ request, caller, companyId, id }) => {
      expireStale(companyId);
      const booking = findBooking(companyId, id(), callerScope(caller, 'manage'));
      const body = await readValid(request, bookingPatchSchema);
      const change = bookingPatch(booking, body, typeOf(booking)!.pax_required);
      if (change.seats !== 0) moveSeats(booking, change.seats);
      Object.assign(booking, change.values);
      for (const text of change.logs) log(booking, text, caller.user.name);
      return ok(viewOf(booking, true));
    }),
    post('bookings/:id/action', async ({ request, caller, companyId, id }) => {
      expireStale(companyId);
      const booking = findBooking(companyId, id(), callerScope(caller, 'manage'));
      const body = await readValid(request, bookingActionSchema);
      const to = transition(booking.status, body.status);
      moveSeats(booking, seatChange(booking.status, to, booking.pax, typeOf(booking)!.pax_required));
      Object.assign(booking, { status: to, status_at: nowIso(), status_by_name: caller.user.name, status_remarks: actionRemarks(body.remarks) });
      log(booking, statusLog(to), caller.user.name);
      return ok(viewOf(booking, true));
    }),
    post('bookings/:id/assign', async ({ request, caller, companyId, id }) => {
      const booking = findBooking(companyId, id(), callerScope(caller, 'manage'));
      const { user_id } = await readValid(request, bookingAssignSchema);
      const user = user_id === null ? null : mockDb.users.find((u) => u.id === user_id && u.company_id === companyId && u.status === 'active');
      if (user === undefined) throw ruleChoice('user_id');
      const text = assignmentLog(booking.assignee_id, user);
      if (text) log(booking, text, caller.user.name);
      booking.assignee_id = user?.id ?? null;
      return ok(viewOf(booking, true));
    }),
  ]),
];
