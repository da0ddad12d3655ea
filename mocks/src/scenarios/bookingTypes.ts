/**
 * Request types of busyResort (spec sections 2-3): table bookings on the restaurant's À la carte
 * dinner menu — weekly, pax required, at most 20 per slot, two timing sets (a first seating every
 * day, a late one Thursday to Saturday) — and a manual type on the spa's Balinese Massage (no pax),
 * with two staff-made slots from today in the company's time zone. The weekly slots are generated
 * the way the handlers generate them (wantedSlots + planSlots).
 */
import { DAYS_OF_WEEK, type Translatable } from '@atoll/contract';
import { addDays } from '@atoll/contract/domain';
import { companyToday, ensureSlots, type StoredBookingType } from '../bookingStore';
import { nextId, type MockDb } from '../store';
import { CORAL_FACILITIES } from './content/facilities';
import { hoursBefore } from './seed';

const en = (text: string): Translatable => [{ language_code: 'en', text }];
const EVERY_DAY = DAYS_OF_WEEK.map((d) => d.value);
/** DAYS_OF_WEEK values: 5 Thursday, 6 Friday, 7 Saturday. */
const THU_TO_SAT = [5, 6, 7];

export function seedBookingTypes(db: MockDb, companyId: number, now: Date = new Date()): void {
  const { restaurant, spa, menus, activities } = CORAL_FACILITIES;
  const base = {
    company_id: companyId,
    type: 'slot-bookings',
    allow_remarks: true,
    allow_bookings_from_app: true,
    generated_until: null,
    updated: hoursBefore(30),
  };
  const dinner: StoredBookingType = {
    ...base,
    id: nextId(db),
    facility_id: restaurant.id,
    attached_type: 'Menu',
    attached_id: menus.alaCarte.id,
    recurring_type: 'weekly',
    type_slots: [
      { id: nextId(db), recurring_day: EVERY_DAY, start_time: '18:30', end_time: '20:30' },
      { id: nextId(db), recurring_day: THU_TO_SAT, start_time: '20:45', end_time: '22:45' },
    ],
    pax_required: true,
    pax_max: 20,
    menu_multiple: true,
    booking_emails: ['restaurant@coral-atoll.example'],
    slot_booking_close_minutes: 60,
    cancellation_policy: en('Cancel up to two hours before your table at no charge.'),
  };
  const massage: StoredBookingType = {
    ...base,
    id: nextId(db),
    facility_id: spa.id,
    attached_type: 'Activity',
    attached_id: activities.massage,
    recurring_type: 'manual',
    type_slots: [],
    pax_required: false,
    pax_max: 0,
    menu_multiple: false,
    booking_emails: ['spa@coral-atoll.example', 'frontdesk@coral-atoll.example'],
    allow_bookings_from_app: false,
    slot_booking_close_minutes: 0,
    cancellation_policy: [],
  };
  db.requests.bookingTypes.push(dinner, massage);
  ensureSlots(dinner, now, true, db);

  const today = companyToday(companyId, now, db);
  for (const [date, start_time, end_time] of [
    [today, '16:00', '17:00'],
    [addDays(today, 1), '10:00', '11:00'],
  ] as const) {
    db.requests.slots.push({ id: nextId(db), company_id: companyId, booking_type_id: massage.id, date, start_time, end_time, pax_max: 0, booked_pax: 0, bookings_count: 0 });
  }
}
