/**
 * Guest bookings from the guest web app (issue 21; ADR 0052) over the in-memory store: storage and wiring only.
 * What a guest may see and do is the domain's, as on the server (buildGuestSlots, checkGuestBooking,
 * guestCancellation, guestBookingView), around the staff's rules (bookingPax, menuLines, bookingRemarks, seatsOf,
 * fitsCapacity through insertBooking/moveSeats). The guest token is the store's (POST guest-app/{domain}/session).
 */
import { etagMatches, GUEST_BOOKING_TEXT, GUEST_SLOTS_CACHE_CONTROL, guestBookingSchema, guestSlotsQuerySchema, localDate, type GuestBooking } from '@atoll/contract';
import {
  bookingPax,
  bookingRemarks,
  buildGuestSlots,
  checkGuestBooking,
  changeHash,
  checkMenuItems,
  guestBookableType,
  guestBookingView,
  guestCancellation,
  guestLanguage,
  guestLanguages,
  guestSlotsDate,
  guestTypeNames,
  isInHouse,
  menuLines,
  ruleNotFound,
  seatChange,
  seatsOf,
  slotInstants,
  upcomingFirst,
  type GuestAttachedRows,
  type GuestBookingTypeRow,
} from '@atoll/contract/domain';
import { bookingTypesOf, companyTimeZone, ensureCompanySlots, expireStale, insertBooking, log, moveSeats, slotOf, typeOf, type StoredBooking, type StoredBookingType } from '../bookingStore';
import { fail, MockHttpError, numericId, ok, readValid, validate, type ResolverInfo } from '../http';
import { del, get, open, post } from '../routes';
import { companyByDomain, mockDb } from '../store';

type Company = NonNullable<ReturnType<typeof companyByDomain>>;
type StoredGuest = (typeof mockDb.requests.guests)[number];

function companyOf(domain: unknown): Company {
  const company = companyByDomain(String(domain ?? ''));
  if (!company) throw new MockHttpError(fail(404));
  return company;
}

/** The guest the request's token names (this company's, unexpired, in house), or 401. */
function signedIn(request: Request, domain: unknown): { company: Company; guest: StoredGuest } {
  const company = companyOf(domain);
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? '';
  const stored = mockDb.guestSessions.get(token);
  const guest =
    stored && stored.company_id === company.id && stored.expires_at > Date.now()
      ? mockDb.requests.guests.find((g) => g.id === stored.guest_id && g.company_id === company.id)
      : undefined;
  if (!guest || !isInHouse(guest, localDate(new Date(), company.settings.timezone))) throw new MockHttpError(fail(401));
  return { company, guest };
}

const typeRule = (t: StoredBookingType): GuestBookingTypeRow => ({ ...t });

function attachedRows(companyId: number): GuestAttachedRows {
  const own = <T extends { company_id: number }>(rows: T[]) => rows.filter((r) => r.company_id === companyId);
  return { activities: own(mockDb.content.activities), menus: own(mockDb.content.menus), facilities: own(mockDb.content.facilities) };
}

const languagesOf = (companyId: number) => [...(mockDb.enabledLanguages.get(companyId) ?? [])];
const langOf = (request: Request) => new URL(request.url).searchParams.get('lang') ?? undefined;
const noStore = { 'Cache-Control': 'no-store' };

async function slotsOf({ request, params }: ResolverInfo): Promise<Response> {
  const company = companyOf(params.domain);
  const query = await validate(guestSlotsQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  {
    const now = new Date();
    const today = localDate(now, company.settings.timezone);
    const date = guestSlotsDate(query.date, today);
    ensureCompanySlots(company.id, now);
    const types = bookingTypesOf(company.id);
    const answer = buildGuestSlots({
      now,
      timeZone: companyTimeZone(company.id),
      today,
      date,
      lang: query.lang,
      languages: languagesOf(company.id),
      facility_id: query.facility_id,
      booking_type_id: query.booking_type_id,
      types: types.map(typeRule),
      slots: mockDb.requests.slots.filter((s) => s.company_id === company.id && s.date === date),
      rows: attachedRows(company.id),
    });
    const text = JSON.stringify({ data: answer });
    const headers = { ETag: `"${changeHash(text)}"`, 'Cache-Control': GUEST_SLOTS_CACHE_CONTROL };
    if (etagMatches(request.headers.get('If-None-Match'), headers.ETag)) return new Response(null, { status: 304, headers });
    return new Response(text, { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } });
  }
}

/** The guest's bookings (from the property's today on, or the one `onlyId`), as the app shows them. */
function bookingsOf(company: Company, guest: StoredGuest, lang: string | undefined, onlyId?: number): GuestBooking[] {
  const now = new Date();
  const today = localDate(now, company.settings.timezone);
  const rows = attachedRows(company.id);
  const language = guestLanguage(lang, guestLanguages(languagesOf(company.id)));
  return mockDb.requests.bookings
    .filter((b) => b.company_id === company.id && b.guest_ids.includes(guest.id) && (onlyId === undefined ? (slotOf(b)?.date ?? '') >= today : b.id === onlyId))
    .flatMap((b) => {
      const type = typeOf(b);
      const slot = slotOf(b);
      if (!type || !slot) return [];
      const rule = typeRule(type);
      const items = b.menu_items.flatMap((line) => {
        const item = mockDb.content.items.find((i) => i.id === line.id);
        return item ? [{ name: item.name, quantity: line.quantity, sort_order: item.sort_order }] : [];
      });
      return [
        guestBookingView(
          { ...b, due_at: new Date(b.due_at), starts_at: new Date(b.starts_at) },
          slot,
          rule,
          guestTypeNames(rule, rows),
          items.sort((x, y) => x.sort_order - y.sort_order),
          language,
          now,
        ),
      ];
    })
    .sort(upcomingFirst);
}

const fullName = (guest: StoredGuest) => `${guest.first_name} ${guest.last_name}`.trim();

async function book({ request, params }: ResolverInfo): Promise<Response> {
  const { company, guest } = signedIn(request, params.domain);
  const body = await readValid(request, guestBookingSchema);
  const slot = mockDb.requests.slots.find((s) => s.id === body.booking_slot_id && s.company_id === company.id);
  const type = slot && bookingTypesOf(company.id).find((t) => t.id === slot.booking_type_id);
  if (!slot || !type || !guestBookableType(typeRule(type), attachedRows(company.id)) || guest.room_id === null) throw ruleNotFound();
  const now = new Date();
  const { startsAt, closesAt } = slotInstants(slot, type.slot_booking_close_minutes, companyTimeZone(company.id));
  const held = mockDb.requests.bookings
    .filter((b) => b.company_id === company.id && b.guest_ids.includes(guest.id))
    .flatMap((b) => {
      const s = slotOf(b);
      return s ? [{ slot_id: s.id, date: s.date, start_time: s.start_time, end_time: s.end_time, status: b.status }] : [];
    });
  checkGuestBooking({ slot, now, startsAt, closesAt, held });
  const pax = bookingPax(body.pax, type.pax_required);
  const lines = menuLines(body.menu_items, type);
  if (lines.length) checkMenuItems(lines, new Set(mockDb.content.items.filter((i) => i.company_id === company.id && i.menu_id === type.attached_id).map((i) => i.id)));
  const booking = insertBooking(
    { company_id: company.id, booking_type_id: type.id, booking_slot_id: slot.id, facility_id: type.facility_id, room_id: guest.room_id, pax, guest_ids: [guest.id], menu_items: lines },
    {
      remarks: bookingRemarks(body.remarks, type.allow_remarks),
      seats: seatsOf('new', pax, type.pax_required),
      by: { id: null, name: GUEST_BOOKING_TEXT.bookedBy(fullName(guest)), type: 'guest' },
      startsAt,
      closesAt,
      now,
    },
  );
  return ok(bookingsOf(company, guest, langOf(request), booking.id)[0], 201);
}

function cancel({ request, params }: ResolverInfo): Response {
  const { company, guest } = signedIn(request, params.domain);
  const id = numericId(params.id);
  expireStale(company.id);
  const booking: StoredBooking | undefined = mockDb.requests.bookings.find((b) => b.id === id && b.company_id === company.id && b.guest_ids.includes(guest.id));
  const type = booking && typeOf(booking);
  if (!booking || !type) throw ruleNotFound();
  const to = guestCancellation(booking.status, new Date(booking.due_at), new Date());
  const by = GUEST_BOOKING_TEXT.bookedBy(fullName(guest));
  moveSeats(booking, seatChange(booking.status, to, booking.pax, type.pax_required));
  Object.assign(booking, { status: to, status_at: new Date().toISOString(), status_by_name: by, status_remarks: null });
  log(booking, GUEST_BOOKING_TEXT.cancelledLog, by);
  return new Response(JSON.stringify({ data: bookingsOf(company, guest, langOf(request), booking.id)[0] }), { status: 200, headers: { ...noStore, 'Content-Type': 'application/json' } });
}

export const guestBookingHandlers = open([
  get('guest-app/:domain/slots', slotsOf),
  get('guest-app/:domain/bookings', ({ request, params }: ResolverInfo) => {
    const { company, guest } = signedIn(request, params.domain);
    expireStale(company.id);
    return new Response(JSON.stringify({ data: bookingsOf(company, guest, langOf(request)) }), { status: 200, headers: { ...noStore, 'Content-Type': 'application/json' } });
  }),
  post('guest-app/:domain/bookings', book),
  del('guest-app/:domain/bookings/:id', cancel),
]);
