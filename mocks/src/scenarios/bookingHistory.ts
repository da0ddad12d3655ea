/**
 * Past requests of busyResort for Home's analytics: every day from the first of the previous month
 * (in the company's time zone) up to yesterday, dinners at the restaurant (18:30, and 20:45 Thursday
 * to Saturday) and massages at the spa (morning or afternoon), more at weekends, so this month's and
 * last month's charts have data on any day the mocks start. Deterministic relative to "now": the
 * counts, times and statuses follow the calendar date. Only final statuses (Completed, Cancelled,
 * No Show, Declined, Expired) in the past, each with its Timeline (a staff action 5-120 minutes after
 * creation; expiry by 'System'); no guests and no rooms, so the lists of New and Ongoing requests,
 * today's figures and the guests' requests stay as seedBookings made them.
 * Opt-in (`withBookingHistory()` in a story's or test's beforeEach, after the reset): busyResort's
 * queue and its tests count its 16 requests, and the All tab orders by due time, which these would lead.
 */
import type { BookingStatus } from '@atoll/contract';
import { addDays, EXPIRED_LOG, seatsOf, slotInstants, statusLog, SYSTEM_NAME, BOOKING_LOG } from '@atoll/contract/domain';
import { companyTimeZone, companyToday, type StoredBooking, type StoredBookingType, type StoredSlot } from '../bookingStore';
import { mockDb, nextId, type MockDb } from '../store';
import { CORAL_FACILITIES } from './content/facilities';
import { BUSY_RESORT } from './busyResort';

/** The final statuses in turn (Completed most often) and the path each took. */
const STATUSES: BookingStatus[] = ['completed', 'completed', 'completed', 'cancelled', 'completed', 'no_show', 'declined', 'completed', 'expired'];
const PATH: Partial<Record<BookingStatus, BookingStatus[]>> = {
  completed: ['confirmed', 'completed'],
  no_show: ['confirmed', 'no_show'],
  cancelled: ['confirmed', 'cancelled'],
  declined: ['declined'],
  expired: ['expired'],
};
const MASSAGE_TIMES = [
  ['09:00', '10:00'],
  ['11:00', '12:00'],
  ['14:00', '15:00'],
  ['16:00', '17:00'],
] as const;

/** The first day of the month before `date`'s. */
const previousMonthStart = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
};

export function seedBookingHistory(db: MockDb, companyId: number, staffName: string, now: Date = new Date()): void {
  const types = db.requests.bookingTypes.filter((t) => t.company_id === companyId);
  const dinner = types.find((t) => t.facility_id === CORAL_FACILITIES.restaurant.id);
  const massage = types.find((t) => t.facility_id === CORAL_FACILITIES.spa.id);
  if (!dinner || !massage) return;
  const tz = companyTimeZone(companyId, db);
  const today = companyToday(companyId, now, db);
  let number = db.requests.bookingCounters.get(companyId) ?? 0;
  let index = 0;

  const slotOn = (type: StoredBookingType, date: string, start_time: string, end_time: string): StoredSlot => {
    const same = db.requests.slots.find((s) => s.booking_type_id === type.id && s.date === date && s.start_time === start_time);
    if (same) return same;
    const slot: StoredSlot = { id: nextId(db), company_id: companyId, booking_type_id: type.id, date, start_time, end_time, pax_max: type.pax_max, booked_pax: 0, bookings_count: 0 };
    db.requests.slots.push(slot);
    return slot;
  };

  const book = (type: StoredBookingType, slot: StoredSlot, pax: number) => {
    const status = STATUSES[index % STATUSES.length]!;
    const { startsAt, closesAt } = slotInstants(slot, type.slot_booking_close_minutes, tz);
    const createdAt = new Date(startsAt.getTime() - (6 + (index % 40)) * 3_600_000);
    const byGuest = index % 3 === 0 && type.allow_bookings_from_app;
    number += 1;
    const booking: StoredBooking = {
      id: nextId(db),
      company_id: companyId,
      number,
      booking_type_id: type.id,
      booking_slot_id: slot.id,
      facility_id: type.facility_id,
      room_id: null,
      status,
      pax: type.pax_required ? pax : 1,
      remarks: null,
      remarks_internal: null,
      booked_by_type: byGuest ? 'guest' : 'staff',
      booked_by_id: null,
      booked_by_name: byGuest ? 'Guest app' : staffName,
      status_at: createdAt.toISOString(),
      status_by_name: staffName,
      status_remarks: null,
      assignee_id: null,
      due_at: closesAt.toISOString(),
      starts_at: startsAt.toISOString(),
      overdue_notified_at: null,
      guest_ids: [],
      menu_items: [],
      created: createdAt.toISOString(),
    };
    const log = (text: string, by: string, at: Date) => db.requests.bookingLogs.push({ id: nextId(db), booking_id: booking.id, text, changed_by: by, created_at: at.toISOString() });
    log(BOOKING_LOG.created, booking.booked_by_name, createdAt);
    // The first staff action 5-120 minutes after the request; an expiry is the system's, at the deadline.
    let at = new Date(createdAt.getTime() + (5 + ((index * 37) % 116)) * 60_000);
    for (const to of PATH[status] ?? []) {
      if (to === 'expired') {
        at = closesAt;
        log(EXPIRED_LOG, SYSTEM_NAME, at);
        booking.status_by_name = SYSTEM_NAME;
      } else {
        log(statusLog(to), staffName, at);
      }
      booking.status_at = at.toISOString();
      at = to === 'confirmed' ? startsAt : new Date(at.getTime() + 60 * 60_000);
    }
    slot.booked_pax += seatsOf(status, booking.pax, type.pax_required);
    slot.bookings_count += 1;
    db.requests.bookings.push(booking);
    index += 1;
  };

  for (let date = previousMonthStart(today); date < today; date = addDays(date, 1)) {
    const day = Number(date.slice(8, 10));
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
    const weekend = weekday === 5 || weekday === 6;
    const first = slotOn(dinner, date, '18:30', '20:30');
    for (let n = 0; n < 2 + ((day * 7) % 5) + (weekend ? 3 : 0); n++) book(dinner, first, 2 + (n % 3));
    if (weekday >= 4) {
      const late = slotOn(dinner, date, '20:45', '22:45');
      for (let n = 0; n < 1 + (day % 3); n++) book(dinner, late, 2);
    }
    const [start, end] = MASSAGE_TIMES[day % MASSAGE_TIMES.length]!;
    const treatment = slotOn(massage, date, start, end);
    for (let n = 0; n < 1 + ((day * 3) % 4); n++) book(massage, treatment, 1);
  }
  db.requests.bookingCounters.set(companyId, number);
}

/** busyResort's past requests in the live store (after `resetMockStore('busyResort')`): Home's charts with two months of data. */
export function withBookingHistory(db: MockDb = mockDb, now: Date = new Date()): void {
  seedBookingHistory(db, BUSY_RESORT.companyId, BUSY_RESORT.admin.name, now);
}
