import { describe, expect, it } from 'vitest';
import { GUEST_BOOKING_TEXT, REQUESTS_TEXT } from '../index';
import { buildGuestSlots, checkGuestBooking, guestCancellable, guestCancellation, guestSlotsDate, placesLeft, type GuestAttachedRows, type GuestBookingTypeRow } from './index';
import { RuleError } from './rules';

const en = (text: string) => [{ language_code: 'en', text }];
const TZ = 'Indian/Maldives'; // UTC+5
const type = (over: Partial<GuestBookingTypeRow> = {}): GuestBookingTypeRow => ({
  id: 1,
  allow_bookings_from_app: true,
  attached_type: 'Activity',
  attached_id: 10,
  facility_id: 100,
  pax_required: true,
  allow_remarks: true,
  menu_multiple: false,
  slot_booking_close_minutes: 60,
  cancellation_policy: [...en('Free until noon'), { language_code: 'it', text: 'Gratis' }],
  ...over,
});
const rows: GuestAttachedRows = {
  activities: [
    { id: 10, facility_id: 100, active: true, name: [...en('Dive'), { language_code: 'it', text: 'Immersione' }] },
    { id: 11, facility_id: 101, active: true, name: en('Yoga') },
  ],
  menus: [],
  facilities: [
    { id: 100, active: true, name: en('Dive Centre') },
    { id: 101, active: false, name: en('Closed Studio') },
  ],
};
const slot = (id: number, start: string, over: Partial<{ booking_type_id: number; pax_max: number; booked_pax: number; date: string }> = {}) => ({
  id,
  booking_type_id: 1,
  date: '2026-12-01',
  start_time: start,
  end_time: '23:00',
  pax_max: 10,
  booked_pax: 0,
  ...over,
});
// 2026-12-01 12:00 in the Maldives.
const NOW = new Date('2026-12-01T07:00:00Z');
const build = (slots: ReturnType<typeof slot>[], types = [type()], extra = {}) =>
  buildGuestSlots({ now: NOW, timeZone: TZ, today: '2026-12-01', date: '2026-12-01', lang: 'it', languages: ['it'], types, slots, rows, ...extra });

describe('guest bookings (domain)', () => {
  it('offers open slots of app types shown in the app, with places left, by start; texts in the guest’s language', () => {
    const answer = build([
      slot(1, '18:00'),
      slot(2, '12:30'), // closes at 11:30: closed
      slot(3, '14:00', { pax_max: 4, booked_pax: 4 }), // full
      slot(4, '13:30', { pax_max: 0, booked_pax: 40 }), // no limit
      slot(5, '18:00', { booking_type_id: 2 }), // staff-only type
      slot(6, '18:00', { booking_type_id: 3 }), // its facility is inactive
      slot(7, '18:00', { date: '2026-12-02' }), // another day
    ], [type(), type({ id: 2, allow_bookings_from_app: false }), type({ id: 3, attached_id: 11, facility_id: 101 })]);
    expect(answer.language).toBe('it');
    expect(answer.slots.map((s) => [s.id, s.places_left])).toEqual([
      [4, null],
      [1, 10],
    ]);
    expect(answer.slots[1]).toMatchObject({ name: 'Immersione', facility_name: 'Dive Centre', cancellation_policy: 'Gratis', time_text: '18:00 – 23:00', starts_at: '2026-12-01T13:00:00.000Z' });
    expect(build([slot(1, '18:00')], [type()], { facility_id: 999 }).slots).toEqual([]);
  });

  it('dates: today by default, never before it', () => {
    expect(guestSlotsDate(undefined, '2026-12-01')).toBe('2026-12-01');
    expect(guestSlotsDate('2026-12-05', '2026-12-01')).toBe('2026-12-05');
    expect(() => guestSlotsDate('2026-11-30', '2026-12-01')).toThrow(RuleError);
    expect(placesLeft({ pax_max: 3, booked_pax: 5 })).toBe(0);
  });

  it('refuses a started or closed slot and a guest already booked at overlapping hours (this slot too)', () => {
    const times = { id: 1, date: '2026-12-01', start_time: '18:00', end_time: '19:00' };
    const startsAt = new Date('2026-12-01T13:00:00Z');
    const closesAt = new Date('2026-12-01T12:00:00Z');
    const check = (now: Date, held: Parameters<typeof checkGuestBooking>[0]['held'] = []) => {
      try {
        checkGuestBooking({ slot: times, now, startsAt, closesAt, held });
        return null;
      } catch (error) {
        return (error as RuleError).errors.booking_slot_id?.[0];
      }
    };
    expect(check(NOW)).toBeNull();
    expect(check(new Date('2026-12-01T13:00:00Z'))).toBe(REQUESTS_TEXT.slotPast);
    expect(check(new Date('2026-12-01T12:30:00Z'))).toBe(GUEST_BOOKING_TEXT.closed);
    const seat = (slot_id: number, start_time: string, end_time: string, status: 'new' | 'cancelled' = 'new') => ({ slot_id, date: '2026-12-01', start_time, end_time, status });
    expect(check(NOW, [seat(1, '18:00', '19:00')])).toBe(GUEST_BOOKING_TEXT.alreadyBooked);
    expect(check(NOW, [seat(2, '18:30', '20:00')])).toBe(GUEST_BOOKING_TEXT.alreadyBooked);
    expect(check(NOW, [seat(2, '19:00', '20:00'), seat(1, '18:00', '19:00', 'cancelled')])).toBeNull();
  });

  it('a guest cancels New or Confirmed before the window closes; otherwise 409', () => {
    const closes = new Date('2026-12-01T12:00:00Z');
    expect(guestCancellable('new', closes, NOW)).toBe(true);
    expect(guestCancellable('confirmed', closes, NOW)).toBe(true);
    expect(guestCancellable('completed', closes, NOW)).toBe(false);
    expect(guestCancellable('new', closes, new Date('2026-12-01T12:00:00Z'))).toBe(false);
    expect(guestCancellation('new', closes, NOW)).toBe('cancelled');
    expect(() => guestCancellation('declined', closes, NOW)).toThrow(GUEST_BOOKING_TEXT.cannotCancel);
  });
});
