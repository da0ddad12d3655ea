import { describe, expect, it } from 'vitest';
import { GUEST_BOOKING_TEXT, REQUESTS_TEXT } from '../index';
import {
  BOOKING_STATUS_UI,
  buildGuestSlots,
  checkGuestBooking,
  guestBookableType,
  guestBookingView,
  guestCancellable,
  guestCancellation,
  guestSlotsDate,
  guestTypeNames,
  placesLeft,
  requireGuestsBooking,
  upcomingFirst,
  type GuestAttachedRows,
  type GuestBookingTypeRow,
} from './index';
import { broken } from './brokenRule.testing';
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
const slot = (id: number, start: string, over: Partial<{ booking_type_id: number; pax_max: number; booked_pax: number; date: string; end_time: string }> = {}) => ({
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

// A menu type (id 4) of another facility beside the Dive activity (type 1): the lists' filters and order.
const menuType = type({ id: 4, attached_type: 'Menu', attached_id: 20, facility_id: 102, pax_required: false, allow_remarks: false, menu_multiple: true, cancellation_policy: [] });
const menuRows: GuestAttachedRows = {
  ...rows,
  menus: [{ id: 20, facility_id: 102, active: true, name: en('Sunset dinner') }],
  facilities: [...rows.facilities, { id: 102, active: true, name: en('Beach Grill') }],
};
const buildWithMenu = (slots: ReturnType<typeof slot>[], extra = {}) => build(slots, [type(), menuType], { rows: menuRows, ...extra });
// Listed out of order: 17:00 first; then by end (19:00 before 20:00), name (Immersione before Sunset dinner) and id.
const menuSlots = () => [
  slot(9, '18:00', { end_time: '20:00' }),
  slot(7, '18:00', { end_time: '19:00', booking_type_id: 4, pax_max: 0 }),
  slot(8, '18:00', { end_time: '19:00' }),
  slot(6, '18:00', { end_time: '19:00' }),
  slot(5, '17:00'),
];

describe('guestTypeNames and guestBookableType', () => {
  const names = { name: rows.activities[0]!.name, facility_name: rows.facilities[0]!.name };

  it("names an activity's type by the activity and a menu's type by the menu, each with its facility", () => {
    expect(guestTypeNames(type(), rows)).toEqual(names);
    expect(guestTypeNames(menuType, menuRows)).toEqual({ name: en('Sunset dinner'), facility_name: en('Beach Grill') });
  });

  it('hides a type whose activity or menu, or its facility, is missing or inactive', () => {
    expect(guestTypeNames(type({ attached_id: 99 }), rows)).toBeNull();
    expect(guestTypeNames(type(), { ...rows, activities: [{ ...rows.activities[0]!, active: false }] })).toBeNull();
    expect(guestTypeNames(type(), { ...rows, facilities: [] })).toBeNull();
    expect(guestTypeNames(type({ attached_id: 11 }), rows)).toBeNull(); // Yoga's studio is inactive
    // A menu type never reads the activities, even one with the menu's id.
    expect(guestTypeNames(type({ attached_type: 'Menu' }), rows)).toBeNull();
  });

  it('a guest may book only a known type with allow_bookings_from_app that the app shows', () => {
    expect(guestBookableType(type(), rows)).toEqual(names);
    expect(guestBookableType(type({ allow_bookings_from_app: false }), rows)).toBeNull();
    expect(guestBookableType(undefined, rows)).toBeNull();
    expect(guestBookableType(type({ attached_id: 11 }), rows)).toBeNull();
  });
});

describe('guestSlotsDate', () => {
  it('answers today itself, and refuses the day before with 422 on date', () => {
    expect(guestSlotsDate('2026-12-01', '2026-12-01')).toBe('2026-12-01');
    expect(guestSlotsDate('', '2026-12-01')).toBe('2026-12-01');
    const error = broken(() => guestSlotsDate('2026-11-30', '2026-12-01'));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ date: [GUEST_BOOKING_TEXT.pastDate] });
  });
});

describe('placesLeft', () => {
  it('is the maximum minus the booked places, never below 0; null without a limit', () => {
    expect(placesLeft({ pax_max: 5, booked_pax: 3 })).toBe(2);
    expect(placesLeft({ pax_max: 5, booked_pax: 5 })).toBe(0);
    expect(placesLeft({ pax_max: 0, booked_pax: 3 })).toBeNull();
  });
});

describe('buildGuestSlots', () => {
  it("answers each slot's fields, texts in the guest's language, falling back to English", () => {
    const answer = buildWithMenu([slot(7, '18:00', { booking_type_id: 4, pax_max: 0 })]);
    expect(answer).toEqual({
      language: 'it',
      today: '2026-12-01',
      date: '2026-12-01',
      slots: [
        {
          id: 7,
          booking_type_id: 4,
          date: '2026-12-01',
          start_time: '18:00',
          end_time: '23:00',
          time_text: '18:00 – 23:00',
          starts_at: '2026-12-01T13:00:00.000Z',
          name: 'Sunset dinner',
          attached_type: 'Menu',
          attached_id: 20,
          facility_id: 102,
          facility_name: 'Beach Grill',
          pax_required: false,
          places_left: null,
          allow_remarks: false,
          menu_multiple: true,
          cancellation_policy: '',
        },
      ],
    });
  });

  it('orders by start, then end, then name, then id', () => {
    expect(buildWithMenu(menuSlots()).slots.map((s) => s.id)).toEqual([5, 6, 8, 7, 9]);
  });

  it('narrows to one type or one facility when asked', () => {
    expect(buildWithMenu(menuSlots(), { booking_type_id: 4 }).slots.map((s) => s.id)).toEqual([7]);
    expect(buildWithMenu(menuSlots(), { booking_type_id: 1 }).slots.map((s) => s.id)).toEqual([5, 6, 8, 9]);
    expect(buildWithMenu(menuSlots(), { facility_id: 102 }).slots.map((s) => s.id)).toEqual([7]);
    expect(buildWithMenu(menuSlots(), { facility_id: 100 }).slots.map((s) => s.id)).toEqual([5, 6, 8, 9]);
    expect(buildWithMenu(menuSlots(), { booking_type_id: null, facility_id: null }).slots).toHaveLength(5);
  });

  it('drops a slot once its booking window closes (start − slot_booking_close_minutes), at that instant', () => {
    // NOW is 12:00 in the Maldives; the window closes 60 minutes before the start.
    expect(build([slot(1, '13:00'), slot(2, '13:01')]).slots.map((s) => s.id)).toEqual([2]);
    expect(build([slot(1, '12:00'), slot(2, '12:01')], [type({ slot_booking_close_minutes: 0 })]).slots.map((s) => s.id)).toEqual([2]);
  });

  it('offers a slot with one place left and drops one with none', () => {
    const left = build([slot(1, '18:00', { pax_max: 4, booked_pax: 3 }), slot(2, '18:00', { pax_max: 4, booked_pax: 4 })]).slots;
    expect(left.map((s) => [s.id, s.places_left])).toEqual([[1, 1]]);
  });
});

describe('checkGuestBooking', () => {
  const times = { id: 1, date: '2026-12-01', start_time: '18:00', end_time: '19:00' };
  const startsAt = new Date('2026-12-01T13:00:00Z');
  const closesAt = new Date('2026-12-01T12:00:00Z');
  const check = (now: Date, held: Parameters<typeof checkGuestBooking>[0]['held'] = []) => () => checkGuestBooking({ slot: times, now, startsAt, closesAt, held });

  it('refuses from the instant the window closes with 422 closed, on the field and as the message', () => {
    expect(check(new Date(closesAt.getTime() - 1))).not.toThrow();
    const error = broken(check(closesAt));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ booking_slot_id: [GUEST_BOOKING_TEXT.closed] });
    expect(error.bodyMessage).toBe(GUEST_BOOKING_TEXT.closed);
  });

  it('refuses a started slot with the staff’s slotPast', () => {
    expect(broken(check(startsAt)).errors).toEqual({ booking_slot_id: [REQUESTS_TEXT.slotPast] });
  });

  it('refuses a seat held at overlapping hours of the same date, not of another date', () => {
    const seat = { slot_id: 2, start_time: '18:30', end_time: '20:00', status: 'confirmed' as const };
    const error = broken(check(NOW, [{ ...seat, date: '2026-12-01' }]));
    expect(error.errors).toEqual({ booking_slot_id: [GUEST_BOOKING_TEXT.alreadyBooked] });
    expect(error.bodyMessage).toBe(GUEST_BOOKING_TEXT.alreadyBooked);
    expect(check(NOW, [{ ...seat, date: '2026-12-02' }])).not.toThrow();
    expect(check(NOW, [{ ...seat, date: '2026-12-01', status: 'expired' }])).not.toThrow();
  });
});

describe('requireGuestsBooking', () => {
  it('gives the booking back when the guest is one of its guests, else 404', () => {
    const booking = { id: 3, guest_ids: [7, 8] };
    expect(requireGuestsBooking(booking, 8)).toBe(booking);
    expect(broken(() => requireGuestsBooking(booking, 9)).status).toBe(404);
    expect(broken(() => requireGuestsBooking(undefined, 8)).status).toBe(404);
  });
});

describe('guestBookingView and upcomingFirst', () => {
  const booking = {
    id: 5,
    number: 1005,
    status: 'confirmed' as const,
    pax: 3,
    remarks: 'Window seat',
    due_at: new Date('2026-12-01T12:00:00Z'),
    starts_at: new Date('2026-12-01T13:00:00Z'),
  };
  const times = { id: 1, date: '2026-12-01', start_time: '18:00', end_time: '19:00' };
  const names = { name: rows.activities[0]!.name, facility_name: rows.facilities[0]!.name };
  const items = [
    { name: [...en('Fish curry'), { language_code: 'it', text: 'Curry di pesce' }], quantity: 2 },
    { name: en('Lime juice'), quantity: 1 },
  ];

  it("shows the booking in the guest's language, with its menu items and whether it may still be cancelled", () => {
    expect(guestBookingView(booking, times, type(), names, items, 'it', NOW)).toEqual({
      id: 5,
      number: 1005,
      status: 'confirmed',
      ui_status: BOOKING_STATUS_UI.confirmed,
      booking_slot_id: 1,
      date: '2026-12-01',
      time_text: '18:00 – 19:00',
      starts_at: '2026-12-01T13:00:00.000Z',
      name: 'Immersione',
      facility_name: 'Dive Centre',
      pax: 3,
      remarks: 'Window seat',
      menu_items_text: 'Curry di pesce × 2, Lime juice × 1',
      can_cancel: true,
      cancellation_policy: 'Gratis',
    });
  });

  it('leaves the names empty once the type is no longer shown, pax null without pax, no cancel after the window', () => {
    const view = guestBookingView(booking, times, type({ pax_required: false }), null, [], 'en', booking.due_at);
    expect(view).toMatchObject({ name: '', facility_name: '', pax: null, menu_items_text: '', can_cancel: false, cancellation_policy: 'Free until noon' });
  });

  it('orders the upcoming bookings by start, then id', () => {
    const view = (id: number, starts_at: string) => guestBookingView({ ...booking, id, starts_at: new Date(starts_at) }, times, type(), names, [], 'en', NOW);
    const list = [view(4, '2026-12-02T13:00:00Z'), view(3, '2026-12-01T13:00:00Z'), view(2, '2026-12-02T13:00:00Z')];
    expect(list.sort(upcomingFirst).map((b) => b.id)).toEqual([3, 2, 4]);
  });
});
