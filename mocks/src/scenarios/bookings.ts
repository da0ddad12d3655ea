/**
 * Requests (bookings) of busyResort: 16 bookings of the dinner and massage request types, in every
 * status, dated from the real now in the company's time zone so the queue reads the same on any
 * day: the New ones sit on tomorrow's slots (never expired by the sweep), the finals on today's,
 * and one New request is overdue — on a late extra dinner seating, added 30–45 minutes from now,
 * whose booking window (60 minutes before the start) has already closed. Seats, counts and the
 * company's counter follow the domain's seatsOf; every booking has its timeline; one has an
 * assignee. Seeded after the guests and the types/slots (seedGuests, seedBookingTypes).
 */
import { DEFAULT_TIMEZONE, type BookingStatus } from '@atoll/contract';
import { addDays, EXPIRED_LOG, isInHouse, localDate, seatsOf, slotInstants, statusLog, SYSTEM_NAME } from '@atoll/contract/domain';
import { companyTimeZone, companyToday, type StoredBooking, type StoredBookingType, type StoredSlot } from '../bookingStore';
import { nextId, type MockDb } from '../store';
import { CORAL_FACILITIES } from './content/facilities';

type Day = 'today' | 'tomorrow' | 'overdue';
/** [type, day, guests' rooms, pax, status, menu item ids × quantity, remarks, internal remarks] */
type BookingSeed = {
  type: 'dinner' | 'massage';
  day: Day;
  room: string;
  pax: number;
  status: BookingStatus;
  items?: [number, number][];
  remarks?: string;
  internal?: string;
  assignee?: boolean;
};

const SEEDS: BookingSeed[] = [
  // New: tomorrow (and one overdue today).
  { type: 'dinner', day: 'tomorrow', room: 'Water Villa 1', pax: 2, status: 'new', items: [[43, 2]], remarks: 'Table by the water, please' },
  { type: 'dinner', day: 'tomorrow', room: 'Water Villa 2', pax: 1, status: 'new', items: [[41, 1], [44, 1]] },
  { type: 'massage', day: 'tomorrow', room: 'Beach Villa 7', pax: 1, status: 'new', remarks: 'Prefers a female therapist', internal: 'Therapist Aminath confirmed availability' },
  { type: 'dinner', day: 'tomorrow', room: '102', pax: 3, status: 'new', items: [[42, 3]], assignee: true },
  { type: 'dinner', day: 'overdue', room: '101', pax: 2, status: 'new', items: [[43, 1], [44, 1]], remarks: 'Anniversary dinner' },
  // Ongoing (confirmed).
  { type: 'dinner', day: 'tomorrow', room: '103', pax: 2, status: 'confirmed', items: [[44, 2]], internal: 'Complimentary dessert' },
  { type: 'massage', day: 'tomorrow', room: 'Water Villa 1', pax: 1, status: 'confirmed' },
  { type: 'dinner', day: 'today', room: 'Water Villa 2', pax: 1, status: 'confirmed', items: [[41, 1]] },
  { type: 'massage', day: 'today', room: '102', pax: 1, status: 'confirmed', remarks: 'Sensitive skin' },
  // Finals.
  { type: 'dinner', day: 'today', room: 'Beach Villa 7', pax: 2, status: 'completed', items: [[43, 2]] },
  { type: 'dinner', day: 'today', room: '101', pax: 4, status: 'declined', items: [[42, 4]], internal: 'Fully booked for a group' },
  { type: 'massage', day: 'today', room: '103', pax: 1, status: 'cancelled' },
  { type: 'dinner', day: 'today', room: 'Water Villa 1', pax: 2, status: 'no_show', items: [[41, 2]] },
  { type: 'massage', day: 'today', room: 'Water Villa 2', pax: 1, status: 'expired' },
  { type: 'dinner', day: 'tomorrow', room: '102', pax: 2, status: 'cancelled', items: [[43, 2]] },
  { type: 'massage', day: 'tomorrow', room: '101', pax: 1, status: 'declined' },
];

/** The path each final status took: new → confirmed → completed | no_show | cancelled; new → declined | expired. */
const PATH: Record<BookingStatus, BookingStatus[]> = {
  new: [],
  confirmed: ['confirmed'],
  completed: ['confirmed', 'completed'],
  no_show: ['confirmed', 'no_show'],
  cancelled: ['confirmed', 'cancelled'],
  declined: ['declined'],
  expired: ['expired'],
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A dinner seating 30–45 minutes from now (a quarter hour), local to the company: its window closed 60 minutes before. */
function lateSeating(db: MockDb, type: StoredBookingType, now: Date): StoredSlot {
  const tz = companyTimeZone(type.company_id, db);
  const start = new Date(Math.ceil((now.getTime() + 30 * 60_000) / (15 * 60_000)) * 15 * 60_000);
  const date = localDate(start, tz);
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(start);
  const [h, m] = clock.split(':').map(Number);
  const endMinutes = Math.min(h! * 60 + m! + 120, 23 * 60 + 59);
  const start_time = `${pad(h!)}:${pad(m!)}`;
  const same = db.requests.slots.find((s) => s.booking_type_id === type.id && s.date === date && s.start_time === start_time);
  if (same) return same;
  const slot: StoredSlot = {
    id: nextId(db),
    company_id: type.company_id,
    booking_type_id: type.id,
    date,
    start_time,
    end_time: `${pad(Math.floor(endMinutes / 60))}:${pad(endMinutes % 60)}`,
    pax_max: type.pax_max,
    booked_pax: 0,
    bookings_count: 0,
  };
  db.requests.slots.push(slot);
  return slot;
}

export function seedBookings(db: MockDb, companyId: number, assigneeId: number, now: Date = new Date()): void {
  const { restaurant, spa } = CORAL_FACILITIES;
  const types = db.requests.bookingTypes.filter((t) => t.company_id === companyId);
  const dinner = types.find((t) => t.facility_id === restaurant.id);
  const massage = types.find((t) => t.facility_id === spa.id);
  if (!dinner || !massage) return;
  const today = companyToday(companyId, now, db);
  const tz = companyTimeZone(companyId, db) || DEFAULT_TIMEZONE;
  const firstSlot = (type: StoredBookingType, date: string) =>
    db.requests.slots.filter((s) => s.booking_type_id === type.id && s.date === date).sort((a, b) => a.start_time.localeCompare(b.start_time))[0];
  const slots: Record<'dinner' | 'massage', Record<Exclude<Day, 'overdue'>, StoredSlot | undefined>> = {
    dinner: { today: firstSlot(dinner, today), tomorrow: firstSlot(dinner, addDays(today, 1)) },
    massage: { today: firstSlot(massage, today), tomorrow: firstSlot(massage, addDays(today, 1)) },
  };
  const late = lateSeating(db, dinner, now);
  const guestsOf = (room: string) => {
    const roomId = db.content.roomTypes.flatMap((t) => (t.company_id === companyId ? t.rooms : [])).find((r) => r.number === room)?.id ?? null;
    return { roomId, guestIds: db.requests.guests.filter((g) => g.company_id === companyId && g.room_id === roomId && roomId !== null && isInHouse(g, today)).map((g) => g.id).slice(0, 2) };
  };
  const staff = db.users.find((u) => u.id === assigneeId);
  const frontDesk = staff?.name ?? 'Front Desk';
  let number = db.requests.bookingCounters.get(companyId) ?? 0;

  SEEDS.forEach((seed, index) => {
    const type = seed.type === 'dinner' ? dinner : massage;
    const slot = seed.day === 'overdue' ? late : slots[seed.type][seed.day];
    if (!slot) return;
    const { roomId, guestIds } = guestsOf(seed.room);
    const { startsAt, closesAt } = slotInstants(slot, type.slot_booking_close_minutes, tz);
    const createdAt = new Date(now.getTime() - (20 - index) * 3_600_000 - index * 60_000);
    number += 1;
    const steps = PATH[seed.status];
    const booking: StoredBooking = {
      id: nextId(db),
      company_id: companyId,
      number,
      booking_type_id: type.id,
      booking_slot_id: slot.id,
      facility_id: type.facility_id,
      room_id: roomId,
      status: seed.status,
      pax: type.pax_required ? seed.pax : 1,
      remarks: seed.remarks ?? null,
      remarks_internal: seed.internal ?? null,
      booked_by_type: index % 4 === 1 ? 'guest' : 'staff',
      booked_by_id: index % 4 === 1 ? null : assigneeId,
      booked_by_name: index % 4 === 1 ? 'Guest app' : frontDesk,
      status_at: createdAt.toISOString(),
      status_by_name: frontDesk,
      status_remarks: null,
      assignee_id: seed.assignee ? assigneeId : null,
      due_at: closesAt.toISOString(),
      starts_at: startsAt.toISOString(),
      overdue_notified_at: null,
      guest_ids: guestIds,
      menu_items: type.attached_type === 'Menu' ? (seed.items ?? []).map(([id, quantity]) => ({ id, quantity })) : [],
      created: createdAt.toISOString(),
    };
    const log = (text: string, by: string, minutes: number) =>
      db.requests.bookingLogs.push({ id: nextId(db), booking_id: booking.id, text, changed_by: by, created_at: new Date(createdAt.getTime() + minutes * 60_000).toISOString() });
    log('Booking created', booking.booked_by_name, 0);
    steps.forEach((to, step) => {
      const at = (step + 1) * 25;
      if (to === 'expired') log(EXPIRED_LOG, SYSTEM_NAME, at);
      else log(statusLog(to), frontDesk, at);
      booking.status_at = new Date(createdAt.getTime() + at * 60_000).toISOString();
      if (to === 'expired') booking.status_by_name = SYSTEM_NAME;
    });
    if (seed.internal) log('Internal remarks updated', frontDesk, steps.length * 25 + 5);
    if (seed.assignee && staff) log(`Assigned to ${staff.name}`, frontDesk, steps.length * 25 + 10);
    slot.booked_pax += seatsOf(booking.status, booking.pax, type.pax_required);
    slot.bookings_count += 1;
    db.requests.bookings.push(booking);
  });
  db.requests.bookingCounters.set(companyId, number);
}
