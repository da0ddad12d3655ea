/**
 * bookings (spec section 7 Bookings, issue 10) over the in-memory store: storage and wiring only.
 * The rules are `@atoll/contract/domain`'s, as on the server: the status machine (bookingActions,
 * mainAction, transition → 409, STATE_STATUSES, statusLog), seats and capacity (seatsOf,
 * fitsCapacity → slotFullError), CONFIRMATION_REQUIRED (bookingConfirmation with hoursOverlap),
 * the in-house rule (isInHouse), menu lines (menuLines), pax (bookingPax), expiry (shouldExpire,
 * EXPIRED_LOG) and the facility scope (requestScope via callerScope). Reading needs either request
 * permission, writing manage-facility-requests; a booking outside the caller's facilities is 404.
 *
 * No live stream: GET bookings/stream answers 503, so the console polls (BOOKING_LIMITS.pollMs).
 * Registered after the types and slots handlers: 'bookings/:id' would otherwise take their paths.
 */
import {
  bookingActionSchema,
  bookingAssignSchema,
  bookingCreateSchema,
  bookingListQuerySchema,
  bookingPatchSchema,
  BOOKING_STATES,
  CONTENT_TEXT,
  parseOrderBy,
  PERMISSION,
  REQUESTS_TEXT,
  translationText,
  type Booking,
  type BookingListQuery,
  type BookingState,
  type BookingStatus,
} from '@atoll/contract';
import {
  bookingActions,
  bookingConfirmation,
  bookingPax,
  EXPIRED_LOG,
  fitsCapacity,
  hoursOverlap,
  inScope,
  isInHouse,
  mainAction,
  menuItemsText,
  menuLines,
  paxNameText,
  ruleField,
  ruleNotFound,
  seatsOf,
  shouldExpire,
  slotFullError,
  slotInstants,
  STATE_STATUSES,
  statusLog,
  SYSTEM_NAME,
  transition,
  type FacilityScope,
} from '@atoll/contract/domain';
import { nowIso } from '../../content';
import { fail, MockHttpError, ok, paged, readValid, readValidSent, validate } from '../../http';
import { bookingSummary, callerScope, companyTimeZone, companyToday, findType, roomOf, type StoredBooking, type StoredSlot } from '../../bookingStore';
import { get, guarded, patch, post, type RouteInfo } from '../../routes';
import type { Caller } from '../../session';
import { mockDb, nextId } from '../../store';

const READ = { permission: [PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests] };
const MANAGE = { permission: PERMISSION.manageFacilityRequests };

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const typeOf = (booking: StoredBooking) => mockDb.requests.bookingTypes.find((t) => t.id === booking.booking_type_id);
const slotOf = (booking: StoredBooking) => mockDb.requests.slots.find((s) => s.id === booking.booking_slot_id);

function log(booking: StoredBooking, text: string, changedBy: string, at: string = nowIso()): void {
  mockDb.requests.bookingLogs.push({ id: nextId(), booking_id: booking.id, text, changed_by: changedBy, created_at: at });
}

/** Moves a booking's seats in its slot by `delta` (negative gives seats back); refused past capacity. */
function moveSeats(slot: StoredSlot, delta: number): void {
  if (!fitsCapacity(slot.booked_pax, delta, slot.pax_max)) throw slotFullError();
  slot.booked_pax = Math.max(0, slot.booked_pax + delta);
}

/** The system's sweep before every read: New requests whose slot has started become Expired, giving their seats back. */
export function expireStale(companyId: number, now: Date = new Date()): void {
  for (const booking of mockDb.requests.bookings) {
    if (booking.company_id !== companyId || !shouldExpire(booking.status, new Date(booking.starts_at), now)) continue;
    const type = typeOf(booking);
    const slot = slotOf(booking);
    if (slot && type) moveSeats(slot, -seatsOf(booking.status, booking.pax, type.pax_required));
    Object.assign(booking, { status: 'expired' satisfies BookingStatus, status_at: now.toISOString(), status_by_name: SYSTEM_NAME, status_remarks: null });
    log(booking, EXPIRED_LOG, SYSTEM_NAME, now.toISOString());
  }
}

const guestName = (id: number) => {
  const g = mockDb.requests.guests.find((guest) => guest.id === id);
  return g ? { id: g.id, full_name: `${g.first_name} ${g.last_name}`, confirmation_number: g.confirmation_number } : undefined;
};

/** A booking's public view: the summary plus everything the drawer shows; `withLogs` adds the timeline, newest first. */
export function bookingView(booking: StoredBooking, withLogs = false): Booking {
  const type = typeOf(booking);
  if (!type) throw ruleNotFound();
  const items = booking.menu_items.map((line) => {
    const item = mockDb.content.items.find((i) => i.id === line.id);
    return { item: { id: line.id, name: structuredClone(item?.name ?? []) }, quantity: line.quantity };
  });
  const assignee = booking.assignee_id === null ? undefined : mockDb.users.find((u) => u.id === booking.assignee_id);
  const summary = bookingSummary(booking);
  const view: Booking = {
    ...summary,
    room: summary.room,
    booked_at: booking.created,
    booked_by_type: booking.booked_by_type,
    booked_by: booking.booked_by_name,
    pax: booking.pax,
    remarks: booking.remarks,
    remarks_internal: booking.remarks_internal,
    status_at: booking.status_at,
    status_by: booking.status_by_name,
    status_remarks: booking.status_remarks,
    actions: bookingActions(booking.status),
    main_action: mainAction(booking.status),
    guests: booking.guest_ids.map(guestName).filter((g) => g !== undefined),
    menu_items: items,
    pax_name_text: paxNameText(booking.pax, type.pax_required),
    menu_items_text: menuItemsText(items.map((l) => ({ name: translationText(l.item.name), quantity: l.quantity }))),
    due_at: booking.due_at,
    assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
  };
  if (withLogs) {
    view.logs = mockDb.requests.bookingLogs
      .filter((l) => l.booking_id === booking.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map(({ id, text, changed_by, created_at }) => ({ id, text, changed_by, created_at }));
  }
  return view;
}

/** A booking of the company within `scope` (its type's facility), or 404. */
function findBooking(companyId: number, id: number, scope: FacilityScope): StoredBooking {
  const booking = mockDb.requests.bookings.find((b) => b.id === id && b.company_id === companyId);
  if (!booking || !inScope(scope, booking.facility_id) || !typeOf(booking)) throw ruleNotFound();
  return booking;
}

/** BOOKING_ORDER_KEYS: by due time (default, soonest first), number, slot (date and time) or status. */
const SORTS: Record<string, (a: Booking, b: Booking) => number> = {
  due: (a, b) => a.due_at.localeCompare(b.due_at),
  number: (a, b) => a.number - b.number,
  slot: (a, b) => `${a.booking_slot.date} ${a.booking_slot.time_text}`.localeCompare(`${b.booking_slot.date} ${b.booking_slot.time_text}`),
  status: (a, b) => a.ui_status.text.localeCompare(b.ui_status.text),
};

/** q_name matches the number, a guest's name or the room number. */
const matches = (booking: Booking, text: string) => {
  const q = text.trim().toLowerCase();
  return !q || String(booking.number) === q.replace(/^#/, '') || booking.room.number.toLowerCase().includes(q) || booking.guests.some((g) => g.full_name.toLowerCase().includes(q));
};

function bookingPage(companyId: number, scope: FacilityScope, state: BookingState, query: BookingListQuery) {
  const statuses = STATE_STATUSES[state];
  const rows = mockDb.requests.bookings
    .filter((b) => b.company_id === companyId && inScope(scope, b.facility_id) && typeOf(b) && slotOf(b))
    .filter((b) => statuses === 'all' || statuses.includes(b.status))
    .map((b) => bookingView(b))
    .filter((b) => matches(b, query.q_name ?? ''));
  const order = parseOrderBy(query.order_by);
  const sort = SORTS[order?.key ?? 'due'] ?? SORTS.due!;
  const sign = order?.direction === 'DESC' ? -1 : 1;
  rows.sort((a, b) => sign * sort(a, b) || a.number - b.number);
  const start = (query.page - 1) * query.limit;
  return { data: rows.slice(start, start + query.limit), meta: { total: rows.length, page: query.page, limit: query.limit } };
}

/** The seats the chosen guests already hold on the slot's date in slots whose hours overlap it. */
function overlappingGuests(companyId: number, slot: StoredSlot, guestIds: readonly number[]): number[] {
  const found = new Set<number>();
  for (const other of mockDb.requests.bookings) {
    if (other.company_id !== companyId || other.booking_slot_id === slot.id) continue;
    const otherSlot = slotOf(other);
    const otherType = typeOf(other);
    if (!otherSlot || !otherType || otherSlot.date !== slot.date || !hoursOverlap(otherSlot, slot)) continue;
    if (seatsOf(other.status, other.pax, otherType.pax_required) === 0) continue;
    for (const id of other.guest_ids) if (guestIds.includes(id)) found.add(id);
  }
  return [...found];
}

const manageScope = (caller: Caller) => callerScope(caller, 'manage');

async function createBooking({ request, caller, companyId }: RouteInfo): Promise<Response> {
  const body = await readValid(request, bookingCreateSchema);
  const scope = manageScope(caller);
  const type = findTypeOr422(companyId, body.booking_type_id, scope);
  const slot = mockDb.requests.slots.find((s) => s.id === body.booking_slot_id && s.company_id === companyId && s.booking_type_id === type.id && s.date === body.date);
  if (!slot) throw ruleField('booking_slot_id', CONTENT_TEXT.chooseFromList);
  const room = roomOf(companyId, body.room_id);
  if (!room) throw ruleField('room_id', CONTENT_TEXT.chooseFromList);
  const today = companyToday(companyId);
  const guestIds = [...new Set(body.guests)];
  for (const id of guestIds) {
    const guest = mockDb.requests.guests.find((g) => g.id === id && g.company_id === companyId);
    if (!guest || guest.room_id !== room.id || !isInHouse(guest, today)) throw ruleField('guests', REQUESTS_TEXT.notInHouse);
  }
  const pax = bookingPax(body.pax, type.pax_required);
  const lines = menuLines(body.menu_items, type);
  const menuItemIds = new Set(mockDb.content.items.filter((i) => i.company_id === companyId && i.menu_id === type.attached_id).map((i) => i.id));
  if (type.attached_type === 'Menu' && lines.some((l) => !menuItemIds.has(l.id))) throw ruleField('menu_items', REQUESTS_TEXT.itemNotInMenu);

  const now = new Date();
  const { startsAt, closesAt } = slotInstants(slot, type.slot_booking_close_minutes, companyTimeZone(companyId));
  const ask = bookingConfirmation({
    slotId: slot.id,
    now,
    startsAt,
    closesAt,
    overlappingGuestIds: overlappingGuests(companyId, slot, guestIds),
    confirmation: body._confirmation,
  });
  if (ask) throw new MockHttpError(fail(428, { message: ask.message, data: { id: ask.id, confirm_text: ask.confirm_text } }));

  // The slot's capacity first, then the company's next number (the server's order, in one transaction).
  moveSeats(slot, seatsOf('new', pax, type.pax_required));
  slot.bookings_count += 1;
  const number = (mockDb.requests.bookingCounters.get(companyId) ?? 0) + 1;
  mockDb.requests.bookingCounters.set(companyId, number);
  const at = now.toISOString();
  const booking: StoredBooking = {
    id: nextId(),
    company_id: companyId,
    number,
    booking_type_id: type.id,
    booking_slot_id: slot.id,
    facility_id: type.facility_id,
    room_id: room.id,
    status: 'new',
    pax,
    remarks: type.allow_remarks ? body.remarks?.trim() || null : null,
    remarks_internal: null,
    booked_by_type: 'staff',
    booked_by_id: caller.user.id,
    booked_by_name: caller.user.name,
    status_at: at,
    status_by_name: caller.user.name,
    status_remarks: null,
    assignee_id: null,
    due_at: closesAt.toISOString(),
    starts_at: startsAt.toISOString(),
    overdue_notified_at: null,
    guest_ids: guestIds,
    menu_items: lines,
    created: at,
  };
  mockDb.requests.bookings.push(booking);
  log(booking, 'Booking created', caller.user.name, at);
  return ok(bookingView(booking, true), 201);
}

/** A type named in a body: outside the company or the caller's facilities, a field error (not 404: it is a reference). */
function findTypeOr422(companyId: number, id: number, scope: FacilityScope) {
  try {
    return findType(companyId, id, scope);
  } catch {
    throw ruleField('booking_type_id', CONTENT_TEXT.chooseFromList);
  }
}

export const bookingHandlers = [
  ...guarded(READ, [
    // No live stream in the mocks: the console falls back to polling.
    get('bookings/stream', () => fail(503)),
    get('bookings/by-state/:state', async ({ request, params, caller, companyId }) => {
      const state = String(params.state) as BookingState;
      if (!BOOKING_STATES.includes(state)) throw ruleNotFound();
      const query = await validate(bookingListQuerySchema, queryOf(request));
      expireStale(companyId);
      return paged(bookingPage(companyId, callerScope(caller, 'read'), state, query));
    }),
    get('bookings/:id', ({ caller, companyId, id }) => {
      expireStale(companyId);
      return ok(bookingView(findBooking(companyId, id(), callerScope(caller, 'read')), true));
    }),
  ]),
  ...guarded(MANAGE, [
    post('bookings', createBooking),
    patch('bookings/:id', async ({ request, caller, companyId, id }) => {
      expireStale(companyId);
      const booking = findBooking(companyId, id(), manageScope(caller));
      const { body, sent } = await readValidSent(request, bookingPatchSchema);
      const type = typeOf(booking)!;
      if (sent('pax') && body.pax !== undefined && body.pax !== booking.pax) {
        if (!type.pax_required) throw ruleField('pax', REQUESTS_TEXT.paxRequired);
        const slot = slotOf(booking)!;
        moveSeats(slot, seatsOf(booking.status, body.pax, true) - seatsOf(booking.status, booking.pax, true));
        log(booking, `Pax changed from ${booking.pax} to ${body.pax}`, caller.user.name);
        booking.pax = body.pax;
      }
      if (sent('remarks_internal')) {
        const remarks = body.remarks_internal?.trim() || null;
        if (remarks !== booking.remarks_internal) {
          booking.remarks_internal = remarks;
          log(booking, 'Internal remarks updated', caller.user.name);
        }
      }
      return ok(bookingView(booking, true));
    }),
    post('bookings/:id/action', async ({ request, caller, companyId, id }) => {
      expireStale(companyId);
      const booking = findBooking(companyId, id(), manageScope(caller));
      const body = await readValid(request, bookingActionSchema);
      const to = transition(booking.status, body.status);
      const type = typeOf(booking)!;
      const slot = slotOf(booking);
      if (slot) moveSeats(slot, seatsOf(to, booking.pax, type.pax_required) - seatsOf(booking.status, booking.pax, type.pax_required));
      Object.assign(booking, { status: to, status_at: nowIso(), status_by_name: caller.user.name, status_remarks: body.remarks?.trim() || null });
      log(booking, statusLog(to), caller.user.name);
      return ok(bookingView(booking, true));
    }),
    post('bookings/:id/assign', async ({ request, caller, companyId, id }) => {
      const booking = findBooking(companyId, id(), manageScope(caller));
      const { user_id } = await readValid(request, bookingAssignSchema);
      if (user_id === null) {
        if (booking.assignee_id !== null) log(booking, 'Unassigned', caller.user.name);
        booking.assignee_id = null;
      } else {
        const user = mockDb.users.find((u) => u.id === user_id && u.company_id === companyId && u.status === 'active');
        if (!user) throw ruleField('user_id', CONTENT_TEXT.chooseFromList);
        if (booking.assignee_id !== user.id) log(booking, `Assigned to ${user.name}`, caller.user.name);
        booking.assignee_id = user.id;
      }
      return ok(bookingView(booking, true));
    }),
  ]),
];
