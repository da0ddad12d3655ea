/**
 * Guest bookings from the guest web app (issue 21; ADR 0052): the slots a guest may book, a booking made with
 * the guest token, the guest's own upcoming bookings and their cancellation. What a guest may see and do is the
 * domain's (domain/guestBookings.ts: buildGuestSlots, checkGuestBooking, guestCancellation, guestBookingView);
 * the write itself is the staff's (insertBooking in services/bookings: the slot's conditional UPDATE, the
 * company's counter, the live queue's event, the booking e-mails), so a guest's booking lands in Requests exactly
 * as a staff one, under the same capacity rule. Every statement goes through the company's seam.
 */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { GUEST_BOOKING_TEXT, localDate, type GuestBooking, type GuestBookingPayload, type GuestSlots, type GuestSlotsQuery } from '@atoll/contract';
import {
  bookingPax,
  bookingRemarks,
  buildGuestSlots,
  checkGuestBooking,
  guestBookableType,
  guestBookingView,
  guestCancellation,
  guestLanguage,
  guestLanguages,
  guestSlotsDate,
  guestTypeNames,
  ruleNotFound,
  slotInstants,
  upcomingFirst,
  type GuestAttachedRows,
  type GuestBookingTypeRow,
} from '@atoll/contract/domain';
import type { Db } from '../db/client';
import {
  activities,
  bookingGuests,
  bookingMenuItems,
  bookings,
  bookingSlots,
  bookingTypes,
  companies,
  companyLanguages,
  facilities,
  languages,
  menuItems,
  menus,
} from '../db/schema';
import type { Tenant } from '../db/tenant';
import { bookingMenuLines, cancelByGuest, insertBooking } from './bookings/bookings';
import type { MailDeps } from './bookings/mail';
import { ownWithTx } from './bookings/own';
import { attachedIdOf, type BookingTypeRow } from './bookings/refs';
import { ensureSlots } from './bookings/slots';
import type { GuestRow } from './guestSessions';

type CompanyRow = typeof companies.$inferSelect;

const typeRule = (t: BookingTypeRow): GuestBookingTypeRow => ({
  id: t.id,
  allow_bookings_from_app: t.allowBookingsFromApp,
  attached_type: t.attachedType,
  attached_id: attachedIdOf(t),
  facility_id: t.facilityId,
  pax_required: t.paxRequired,
  allow_remarks: t.allowRemarks,
  menu_multiple: t.menuMultiple,
  slot_booking_close_minutes: t.slotBookingCloseMinutes,
  cancellation_policy: t.cancellationPolicy,
});

/** The activities, menus and facilities the rules check a type's visibility and names against. */
async function attachedRows(own: Tenant): Promise<GuestAttachedRows> {
  const [activityRows, menuRows, facilityRows] = await Promise.all([
    own.pick({ id: activities.id, facility_id: activities.facilityId, active: activities.active, name: activities.name }, activities),
    own.pick({ id: menus.id, facility_id: menus.facilityId, active: menus.active, name: menus.name }, menus),
    own.pick({ id: facilities.id, active: facilities.active, name: facilities.name }, facilities),
  ]);
  return { activities: activityRows, menus: menuRows, facilities: facilityRows };
}

async function languagesOf(own: Tenant): Promise<string[]> {
  const rows = await own.pick({ code: languages.code }, companyLanguages, eq(companyLanguages.enabled, true)).innerJoin(languages, eq(languages.id, companyLanguages.languageId));
  return rows.map((r) => r.code);
}

/** GET guest-app/{domain}/slots: weekly types' slots are generated up to the horizon first, as staff reads do. */
export async function guestSlots(db: Db, company: CompanyRow, query: GuestSlotsQuery, now: Date): Promise<GuestSlots> {
  const own = ownWithTx(db, company.id);
  const today = localDate(now, company.timezone);
  const date = guestSlotsDate(query.date, today);
  const typeRows = await own.select(bookingTypes, eq(bookingTypes.allowBookingsFromApp, true));
  if (typeRows.length) await ensureSlots(own, 'all', today, typeRows.map((t) => t.id));
  const [slotRows, rows, enabled] = await Promise.all([
    typeRows.length
      ? own.select(bookingSlots, eq(bookingSlots.date, date), inArray(bookingSlots.bookingTypeId, typeRows.map((t) => t.id)))
      : Promise.resolve([]),
    attachedRows(own),
    languagesOf(own),
  ]);
  return buildGuestSlots({
    now,
    timeZone: company.timezone,
    today,
    date,
    lang: query.lang,
    languages: enabled,
    facility_id: query.facility_id,
    booking_type_id: query.booking_type_id,
    types: typeRows.map(typeRule),
    slots: slotRows.map((s) => ({ id: s.id, booking_type_id: s.bookingTypeId, date: s.date, start_time: s.startTime, end_time: s.endTime, pax_max: s.paxMax, booked_pax: s.bookedPax })),
    rows,
  });
}

/** The signed-in guest's bookings from today on (any status: the guest sees theirs change), soonest first. */
export async function guestBookings(db: Db, company: CompanyRow, guest: GuestRow, lang: string | undefined, now: Date, onlyId?: number): Promise<GuestBooking[]> {
  const own = ownWithTx(db, company.id);
  const today = localDate(now, company.timezone);
  const mine = await own
    .pick({ booking: bookings, slot: bookingSlots }, bookings, onlyId === undefined ? undefined : eq(bookings.id, onlyId))
    .innerJoin(bookingGuests, own.where(bookingGuests, and(eq(bookingGuests.bookingId, bookings.id), eq(bookingGuests.guestId, guest.id))))
    .innerJoin(bookingSlots, own.where(bookingSlots, and(eq(bookingSlots.id, bookings.bookingSlotId), onlyId === undefined ? gte(bookingSlots.date, today) : undefined)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  if (!mine.length) return [];
  const ids = mine.map((m) => m.booking.id);
  const [typeRows, rows, enabled, lines] = await Promise.all([
    own.select(bookingTypes, inArray(bookingTypes.id, [...new Set(mine.map((m) => m.booking.bookingTypeId))])),
    attachedRows(own),
    languagesOf(own),
    own
      .pick({ bookingId: bookingMenuItems.bookingId, quantity: bookingMenuItems.quantity, name: menuItems.name, sort: menuItems.sortOrder }, bookingMenuItems, inArray(bookingMenuItems.bookingId, ids))
      .innerJoin(menuItems, own.where(menuItems, eq(menuItems.id, bookingMenuItems.menuItemId))),
  ]);
  const language = guestLanguage(lang, guestLanguages(enabled));
  return mine
    .flatMap(({ booking, slot }) => {
      const type = typeRows.find((t) => t.id === booking.bookingTypeId);
      if (!type) return [];
      const rule = typeRule(type);
      return [
        guestBookingView(
          { id: booking.id, number: booking.number, status: booking.status, pax: booking.pax, remarks: booking.remarks, due_at: booking.dueAt, starts_at: booking.startsAt },
          { id: slot.id, date: slot.date, start_time: slot.startTime, end_time: slot.endTime },
          rule,
          guestTypeNames(rule, rows),
          lines.filter((l) => l.bookingId === booking.id).sort((a, b) => a.sort - b.sort),
          language,
          now,
        ),
      ];
    })
    .sort(upcomingFirst);
}

const fullName = (guest: GuestRow) => `${guest.firstName} ${guest.lastName}`.trim();

/**
 * POST guest-app/{domain}/bookings: the slot must be of a type the app offers (else 404, as a slot of another
 * company), open and not clashing with the guest's other bookings (checkGuestBooking), with pax, remarks and menu
 * lines checked as staff's are; then the staff's insert. Booked for the guest, in their room, by the guest.
 */
export async function bookAsGuest(deps: MailDeps & { db: Db }, company: CompanyRow, guest: GuestRow, input: GuestBookingPayload, lang: string | undefined, now: Date): Promise<GuestBooking> {
  const own = ownWithTx(deps.db, company.id);
  // find: another company's slot, or an id no row can have, is 404.
  const slot = await own.find(bookingSlots, input.booking_slot_id);
  const [type] = await own.select(bookingTypes, eq(bookingTypes.id, slot.bookingTypeId));
  if (!type || !guestBookableType(typeRule(type), await attachedRows(own)) || guest.roomId === null) throw ruleNotFound();

  const times = { id: slot.id, date: slot.date, start_time: slot.startTime, end_time: slot.endTime };
  const { startsAt, closesAt } = slotInstants(times, type.slotBookingCloseMinutes, company.timezone);
  const held = await own
    .pick({ slot_id: bookingSlots.id, date: bookingSlots.date, start_time: bookingSlots.startTime, end_time: bookingSlots.endTime, status: bookings.status }, bookings)
    .innerJoin(bookingGuests, own.where(bookingGuests, and(eq(bookingGuests.bookingId, bookings.id), eq(bookingGuests.guestId, guest.id))))
    .innerJoin(bookingSlots, own.where(bookingSlots, and(eq(bookingSlots.id, bookings.bookingSlotId), eq(bookingSlots.date, slot.date))));
  checkGuestBooking({ slot: times, now, startsAt, closesAt, held });

  const pax = bookingPax(input.pax, type.paxRequired);
  const lines = await bookingMenuLines(own, type, input.menu_items ?? []);
  const by = GUEST_BOOKING_TEXT.bookedBy(fullName(guest));
  const created = await insertBooking(deps, own, now, {
    type,
    slotId: slot.id,
    roomId: guest.roomId,
    guestIds: [guest.id],
    pax,
    lines,
    remarks: bookingRemarks(input.remarks, type.allowRemarks),
    startsAt,
    closesAt,
    by: { type: 'guest', id: null, name: by },
  });
  const [view] = await guestBookings(deps.db, company, guest, lang, now, created.id);
  return view;
}

/** DELETE guest-app/{domain}/bookings/{id}: the guest's own booking (404 otherwise), while guestCancellation allows (409 otherwise). */
export async function cancelAsGuest(db: Db, company: CompanyRow, guest: GuestRow, id: number, lang: string | undefined, now: Date): Promise<GuestBooking> {
  const own = ownWithTx(db, company.id);
  const [row] = await own
    .pick({ booking: bookings }, bookings, eq(bookings.id, id))
    .innerJoin(bookingGuests, own.where(bookingGuests, and(eq(bookingGuests.bookingId, bookings.id), eq(bookingGuests.guestId, guest.id))));
  if (!row) throw ruleNotFound();
  const current = row.booking;
  guestCancellation(current.status, current.dueAt, now);
  const [type] = await own.pick({ paxRequired: bookingTypes.paxRequired }, bookingTypes, eq(bookingTypes.id, current.bookingTypeId));
  await cancelByGuest(own, now, current, GUEST_BOOKING_TEXT.bookedBy(fullName(guest)), type?.paxRequired ?? false);
  const [view] = await guestBookings(db, company, guest, lang, now, current.id);
  return view;
}
