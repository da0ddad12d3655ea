/**
 * guests (spec section 7 "Guests") and GET rooms/{id}/in-house-guests over the in-memory store:
 * storage and wiring only. The rules are the contract's: guestSchema for bodies, isInHouse /
 * guestsOfTab for the In House and Others tabs on the company's today, pageGuests for search, order
 * and paging, requestScope for which bookings a guest shows. Any signed-in user may call (the Guest
 * List needs no permission); the PMS fields are taken from company administrators only (ignored from
 * others) and only they may clear a PMS checkout (403).
 */
import { can, guestListQuerySchema, guestSchema, PERMISSION, type BookingSummary, type Guest, type GuestOption, type GuestPayload } from '@atoll/contract';
import { BOOKING_STATUS_UI, guestsOfTab, inScope, isInHouse, pageGuests, paxNameText, requireReference, slotTimeText } from '@atoll/contract/domain';
import { countryList } from '../countries';
import { findOwn, nowIso } from '../content';
import { fail, MockHttpError, ok, paged, readValidSent, validate } from '../http';
import { bookingTypeRef, callerScope, companyToday } from '../bookingStore';
import { del, get, guarded, patch, post, SIGNED_IN } from '../routes';
import type { Caller } from '../session';
import { mockDb, nextId, type RequestTables } from '../store';

type StoredGuest = RequestTables['guests'][number];

const isAdmin = (caller: Caller) => can(caller.user.permissions, [PERMISSION.companyAdministrator, PERMISSION.companyOwner]);
const guestsOf = (companyId: number) => mockDb.requests.guests.filter((g) => g.company_id === companyId);

/** The company's rooms with their type's name (rooms live in their room type). */
function roomOf(companyId: number, roomId: number | null) {
  for (const type of mockDb.content.roomTypes) {
    if (type.company_id !== companyId) continue;
    const room = type.rooms.find((r) => r.id === roomId);
    if (room) return { id: room.id, number: room.number, type_name: type.name };
  }
  return undefined;
}

const countryName = (alpha3: string) => countryList().find((c) => c.alpha3 === alpha3)?.value ?? alpha3;

/** The guest's bookings the caller may read (their facility in the caller's 'read' scope), latest slot first. */
function bookingsOf(guest: StoredGuest, caller: Caller): BookingSummary[] {
  const scope = callerScope(caller, 'read');
  return mockDb.requests.bookings
    .filter((b) => b.company_id === guest.company_id && b.guest_ids.includes(guest.id) && inScope(scope, b.facility_id))
    .flatMap((b) => {
      const type = mockDb.requests.bookingTypes.find((t) => t.id === b.booking_type_id);
      const slot = mockDb.requests.slots.find((s) => s.id === b.booking_slot_id);
      if (!type || !slot) return [];
      const summary: BookingSummary = {
        id: b.id,
        number: b.number,
        status: b.status,
        ui_status: BOOKING_STATUS_UI[b.status],
        booking_slot: { id: slot.id, date: slot.date, time_text: slotTimeText(slot.start_time, slot.end_time) },
        booking_type: bookingTypeRef(type),
        pax_text: paxNameText(b.pax, type.pax_required),
      };
      return [{ summary, starts: b.starts_at }];
    })
    .sort((a, b) => (a.starts < b.starts ? 1 : a.starts > b.starts ? -1 : b.summary.id - a.summary.id))
    .map(({ summary }) => summary);
}

function guestView(row: StoredGuest, caller: Caller, withBookings = false): Guest {
  const { company_id, room_id, ...columns } = row;
  const bookings = bookingsOf(row, caller);
  return {
    ...columns,
    full_name: `${row.first_name} ${row.last_name}`,
    nationality_text: countryName(row.nationality),
    room_id: room_id ?? 0,
    room: roomOf(company_id, room_id) ?? { id: room_id ?? 0, number: '', type_name: '' },
    in_house: isInHouse(row, companyToday(company_id)),
    bookings_count: bookings.length,
    ...(withBookings ? { bookings } : {}),
  };
}

/** The stored columns of a valid body: the room one of the company's, the nationality one of GET ui/countries. */
function guestColumns(companyId: number, body: GuestPayload) {
  requireReference(roomOf(companyId, body.room_id), 'room_id');
  requireReference(countryList().find((c) => c.alpha3 === body.nationality), 'nationality');
  return {
    first_name: body.first_name.trim(),
    last_name: body.last_name.trim(),
    confirmation_number: body.confirmation_number.trim(),
    nationality: body.nationality,
    arrival_date: body.arrival_date,
    departure_date: body.departure_date,
    room_id: body.room_id,
  };
}

/** PMS instants an administrator sent (null clears); nothing from anyone else. */
function pmsColumns(caller: Caller, body: GuestPayload, sent: (key: string) => boolean) {
  if (!isAdmin(caller)) return {};
  const instant = (v: string | null | undefined) => (v ? new Date(v).toISOString() : null);
  return {
    ...(sent('pms_checkin_at') ? { pms_checkin_at: instant(body.pms_checkin_at) } : {}),
    ...(sent('pms_checkout_at') ? { pms_checkout_at: instant(body.pms_checkout_at) } : {}),
  };
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** One tab of the Guest List: in house on the company's today (current) or the rest. */
const listRoute = (path: string, current: boolean) =>
  get(path, async ({ request, caller, companyId }) => {
    const query = await validate(guestListQuerySchema, queryOf(request));
    const rows = guestsOfTab(guestsOf(companyId), current, companyToday(companyId)).map((g) => guestView(g, caller));
    return paged(pageGuests(rows, query));
  });

export const guestHandlers = guarded(SIGNED_IN, [
  listRoute('guests/current', true),
  listRoute('guests/others', false),
  get('guests/:id', ({ caller, companyId, id }) => ok(guestView(findOwn(mockDb.requests.guests, companyId, id()), caller, true))),
  post('guests', async ({ request, caller, companyId }) => {
    const { body, sent } = await readValidSent(request, guestSchema);
    const row: StoredGuest = {
      id: nextId(),
      company_id: companyId,
      ...guestColumns(companyId, body),
      pms_checkin_at: null,
      pms_checkout_at: null,
      ...pmsColumns(caller, body, sent),
      updated: nowIso(),
    };
    mockDb.requests.guests.push(row);
    return ok(guestView(row, caller, true), 201);
  }),
  patch('guests/:id', async ({ request, caller, companyId, id }) => {
    const row = findOwn(mockDb.requests.guests, companyId, id());
    const { body, sent } = await readValidSent(request, guestSchema);
    Object.assign(row, guestColumns(companyId, body), pmsColumns(caller, body, sent), { updated: nowIso() });
    return ok(guestView(row, caller, true));
  }),
  post('guests/:id/clear-pms-checkout', ({ caller, companyId, id }) => {
    const row = findOwn(mockDb.requests.guests, companyId, id());
    if (!isAdmin(caller)) throw new MockHttpError(fail(403));
    Object.assign(row, { pms_checkout_at: null, updated: nowIso() });
    return ok(guestView(row, caller, true));
  }),
  // A guest with bookings can go: the bookings stay, without them (booking_guests cascades).
  del('guests/:id', ({ companyId, id }) => {
    const row = findOwn(mockDb.requests.guests, companyId, id());
    mockDb.requests.guests = mockDb.requests.guests.filter((g) => g !== row);
    for (const b of mockDb.requests.bookings) if (b.guest_ids.includes(row.id)) b.guest_ids = b.guest_ids.filter((g) => g !== row.id);
    return ok(null);
  }),
  // The guests a booking may name for a room: those in house today.
  get('rooms/:id/in-house-guests', ({ companyId, id }) => {
    const room = roomOf(companyId, id());
    if (!room) throw new MockHttpError(fail(404));
    const today = companyToday(companyId);
    const options: GuestOption[] = guestsOf(companyId)
      .filter((g) => g.room_id === room.id && isInHouse(g, today))
      .map((g) => ({ id: g.id, full_name: `${g.first_name} ${g.last_name}`, confirmation_number: g.confirmation_number }));
    return ok(options.sort((a, b) => a.full_name.localeCompare(b.full_name, 'en') || a.id - b.id));
  }),
]);
