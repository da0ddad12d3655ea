/**
 * guests (spec section 7 "Guests") and GET rooms/{id}/in-house-guests over the in-memory store:
 * storage and wiring only. The rules are the contract's: guestSchema for bodies; guestFields for
 * what a body writes (references, trimming, PMS instants from administrators only); guestView for
 * a guest on the wire; isInHouse / guestsOfTab for the tabs on the company's today; pageGuests for
 * search, order and paging; inHouseGuestOptions for a room's guests; requestScope for which bookings
 * a guest shows. Any signed-in user may call (the Guest List needs no permission); clearing a PMS
 * check-out is the administrators' (403 before the guest is looked up, as the server's guard).
 */
import { can, guestListQuerySchema, guestSchema, MSG, wantsExportLink, type BookingSummary, type Guest, type GuestListQuery } from '@atoll/contract';
import { BOOKING_STATUS_UI, guestFields, guestsOfTab, guestView, inHouseGuestOptions, inScope, isInHouse, pageGuests, paxNameText, slotTimeText } from '@atoll/contract/domain';
import { HttpResponse } from 'msw';
import { countryList } from '../countries';
import { findOwn, nowIso } from '../content';
import { fail, MockHttpError, ok, paged, readValid, validate } from '../http';
import { bookingTypeRef, callerScope, companyToday } from '../bookingStore';
import { ADMIN, del, get, guarded, patch, post, SIGNED_IN } from '../routes';
import type { Caller } from '../session';
import { mockDb, nextId, type RequestTables } from '../store';
import { exportLink } from '../exportKeys';

type StoredGuest = RequestTables['guests'][number];

const isAdmin = (caller: Caller) => can(caller.user.permissions, ADMIN.permission ?? []);
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

const country = (alpha3: string) => countryList().find((c) => c.alpha3 === alpha3);

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

function viewOf(row: StoredGuest, caller: Caller, withBookings = false): Guest {
  const bookings = bookingsOf(row, caller);
  const view = guestView(row, {
    room: roomOf(row.company_id, row.room_id),
    nationality_text: country(row.nationality)?.value ?? row.nationality,
    bookings_count: bookings.length,
    today: companyToday(row.company_id),
  });
  return withBookings ? { ...view, bookings } : view;
}

async function fieldsOf(request: Request, caller: Caller, companyId: number) {
  const body = await readValid(request, guestSchema);
  return guestFields(body, { ownRoom: roomOf(companyId, body.room_id) !== undefined, knownCountry: country(body.nationality) !== undefined }, isAdmin(caller));
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** One tab of the Guest List as `caller` sees it: in house on the company's today (current) or the rest, searched and ordered. */
export function guestListRows(caller: Caller, current: boolean, query: GuestListQuery): Guest[] {
  const companyId = caller.company.id;
  const rows = guestsOfTab(guestsOf(companyId), current, companyToday(companyId)).map((g) => viewOf(g, caller));
  return pageGuests(rows, { ...query, page: 1, limit: Math.max(rows.length, 1) }).data;
}

/** One tab of the Guest List; with the return-URL flag, a one-time export link of it. */
const listRoute = (path: 'guests/current' | 'guests/others', current: boolean) =>
  get(path, async ({ request, caller, companyId }) => {
    const query = await validate(guestListQuerySchema, queryOf(request));
    if (wantsExportLink(queryOf(request))) return exportLink(caller, path, query);
    const rows = guestsOfTab(guestsOf(companyId), current, companyToday(companyId)).map((g) => viewOf(g, caller));
    return paged(pageGuests(rows, query));
  });

export const guestHandlers = [
  ...guarded(SIGNED_IN, [
    listRoute('guests/current', true),
    listRoute('guests/others', false),
    get('guests/:id', ({ caller, companyId, id }) => ok(viewOf(findOwn(mockDb.requests.guests, companyId, id()), caller, true))),
    post('guests', async ({ request, caller, companyId }) => {
      const row: StoredGuest = { id: nextId(), company_id: companyId, pms_checkin_at: null, pms_checkout_at: null, ...(await fieldsOf(request, caller, companyId)), updated: nowIso() };
      mockDb.requests.guests.push(row);
      return ok(viewOf(row, caller, true), 201);
    }),
    patch('guests/:id', async ({ request, caller, companyId, id }) => {
      const row = findOwn(mockDb.requests.guests, companyId, id());
      Object.assign(row, await fieldsOf(request, caller, companyId), { updated: nowIso() });
      return ok(viewOf(row, caller, true));
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
      return ok(inHouseGuestOptions(guestsOf(companyId).filter((g) => g.room_id === room.id && isInHouse(g, today))));
    }),
  ]),
  ...guarded(ADMIN, [
    post('guests/:id/clear-pms-checkout', ({ caller, companyId, id }) => {
      const row = findOwn(mockDb.requests.guests, companyId, id());
      Object.assign(row, { pms_checkout_at: null, updated: nowIso() });
      return HttpResponse.json({ data: viewOf(row, caller, true), message: MSG.pmsCheckoutCleared });
    }),
  ]),
];
