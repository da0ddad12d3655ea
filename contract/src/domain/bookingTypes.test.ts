/** Request (booking) types: what a save stores, the lists' order, a type's view and reference, the menu selector. */
import { describe, expect, it } from 'vitest';
import { REQUEST_KINDS, REQUESTS_TEXT, type BookingTypeRef } from '../bookings';
import { broken } from './brokenRule.testing';
import {
  bookingTypeFields,
  bookingTypeRef,
  bookingTypeView,
  cleanTypeSlot,
  compareAttachedOptions,
  compareBookingTypes,
  menuSelector,
  requestKindText,
  type BookingTypeFields,
  type BookingTypeFieldsInput,
} from './bookingTypes';

const SLOT_BOOKINGS = REQUEST_KINDS[0];
const en = (text: string) => [{ language_code: 'en', text }];

const fieldsInput = (over: Partial<BookingTypeFieldsInput> = {}): BookingTypeFieldsInput => ({
  type_slots: [{ recurring_day: [5, 2], start_time: '18:00', end_time: '20:00' }],
  pax_max: 6,
  allow_remarks: true,
  menu_multiple: true,
  booking_emails: [],
  allow_bookings_from_app: true,
  slot_booking_close_minutes: 30,
  cancellation_policy: en('Free until noon'),
  ...over,
});

const storedType = (over: Partial<BookingTypeFields> = {}): BookingTypeFields => ({
  id: 1,
  type: SLOT_BOOKINGS.id,
  attached_type: 'Menu',
  attached_id: 2,
  attached_text: 'Dinner',
  facility_id: 3,
  facility_text: 'Restaurant',
  recurring_type: 'weekly',
  type_slots: [{ id: 7, recurring_day: [1, 7], start_time: '12:00', end_time: '14:00' }],
  pax_required: true,
  pax_max: 4,
  allow_remarks: false,
  menu_multiple: true,
  booking_emails: ['desk@hotel.mv'],
  allow_bookings_from_app: true,
  slot_booking_close_minutes: 60,
  cancellation_policy: en('Free until noon'),
  updated: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('requestKindText', () => {
  it("names a known kind by its list name, and shows an unknown kind's id as it is", () => {
    expect(requestKindText(SLOT_BOOKINGS.id)).toBe(SLOT_BOOKINGS.name);
    expect(requestKindText('room-service')).toBe('room-service');
  });
});

describe('cleanTypeSlot', () => {
  it('stores each weekday once, in order, with the times trimmed, keeping the id of a stored set', () => {
    expect(cleanTypeSlot({ id: 9, recurring_day: [7, 2, 7, 1], start_time: ' 18:00 ', end_time: ' 20:00 ' })).toEqual({
      id: 9,
      recurring_day: [1, 2, 7],
      start_time: '18:00',
      end_time: '20:00',
    });
  });

  it('gives a new set no id at all', () => {
    expect(cleanTypeSlot({ recurring_day: [3], start_time: '08:00', end_time: '09:00' })).toStrictEqual({
      recurring_day: [3],
      start_time: '08:00',
      end_time: '09:00',
    });
  });
});

describe('bookingTypeFields', () => {
  it('stores a weekly menu type with its cleaned sets, pax limit, menu choice, trimmed e-mails and cleaned policy', () => {
    const input = fieldsInput({
      booking_emails: [' desk@hotel.mv ', 'chef@hotel.mv'],
      cancellation_policy: [{ language_code: 'de', text: '' }, ...en('Free until noon')],
    });
    expect(bookingTypeFields(input, { attached_type: 'Menu', recurring_type: 'weekly', pax_required: true })).toEqual({
      type_slots: [{ recurring_day: [2, 5], start_time: '18:00', end_time: '20:00' }],
      pax_max: 6,
      allow_remarks: true,
      menu_multiple: true,
      booking_emails: ['desk@hotel.mv', 'chef@hotel.mv'],
      allow_bookings_from_app: true,
      slot_booking_close_minutes: 30,
      cancellation_policy: en('Free until noon'),
    });
  });

  it('stores a manual activity type without sets, pax limit or menu choice', () => {
    const input = fieldsInput({ allow_remarks: false, allow_bookings_from_app: false, slot_booking_close_minutes: 0 });
    expect(bookingTypeFields(input, { attached_type: 'Activity', recurring_type: 'manual', pax_required: false })).toEqual({
      type_slots: [],
      pax_max: 0,
      allow_remarks: false,
      menu_multiple: false,
      booking_emails: [],
      allow_bookings_from_app: false,
      slot_booking_close_minutes: 0,
      cancellation_policy: en('Free until noon'),
    });
  });

  it('takes a missing pax limit of a type with pax as no limit (0)', () => {
    const fields = bookingTypeFields(fieldsInput({ pax_max: null }), { attached_type: 'Menu', recurring_type: 'weekly', pax_required: true });
    expect(fields.pax_max).toBe(0);
  });

  it('needs a timing set for a weekly type (422 on type_slots), but none for a manual one', () => {
    const error = broken(() => bookingTypeFields(fieldsInput({ type_slots: [] }), { attached_type: 'Menu', recurring_type: 'weekly', pax_required: true }));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ type_slots: [REQUESTS_TEXT.firstSetRequired] });
    expect(bookingTypeFields(fieldsInput({ type_slots: [] }), { attached_type: 'Menu', recurring_type: 'manual', pax_required: true }).type_slots).toEqual([]);
  });
});

describe('compareBookingTypes', () => {
  const row = (id: number, facility_text: string, attached_text: string) => ({ id, facility_text, attached_text });
  const order = (rows: ReturnType<typeof row>[]) => [...rows].sort(compareBookingTypes).map((r) => r.id);

  it('orders by facility ignoring case before the activity or menu name', () => {
    expect(order([row(1, 'spa', 'Zumba'), row(2, 'Spa', 'Aqua'), row(3, 'Beach', 'Yoga')])).toEqual([3, 2, 1]);
  });

  it('orders by name ignoring case within a facility, then by id', () => {
    expect(order([row(4, 'Spa', 'yoga'), row(3, 'Spa', 'Yoga'), row(2, 'Spa', 'aqua'), row(1, 'SPA', 'YOGA')])).toEqual([2, 1, 3, 4]);
  });
});

describe('compareAttachedOptions', () => {
  const option = (id: number, facility_text: string, name: string) => ({ id, facility_text, name });
  const order = (rows: ReturnType<typeof option>[]) => [...rows].sort(compareAttachedOptions).map((r) => r.id);

  it('orders by facility ignoring case, then by name ignoring case', () => {
    expect(order([option(1, 'spa', 'Zumba'), option(2, 'Spa', 'Aqua'), option(3, 'Beach', 'Yoga')])).toEqual([3, 2, 1]);
    expect(order([option(1, 'Spa', 'yoga'), option(2, 'SPA', 'Aqua')])).toEqual([2, 1]);
  });

  it('orders options of the same facility and name by id', () => {
    expect(order([option(5, 'Spa', 'Yoga'), option(3, 'spa', 'yoga'), option(4, 'SPA', 'YOGA')])).toEqual([3, 4, 5]);
  });
});

describe('bookingTypeView', () => {
  it('answers the stored fields with the texts of a weekly type with pax', () => {
    expect(bookingTypeView(storedType())).toEqual({
      id: 1,
      type: SLOT_BOOKINGS.id,
      attached_type: 'Menu',
      attached_id: 2,
      attached_text: 'Dinner',
      facility_id: 3,
      facility_text: 'Restaurant',
      type_text: SLOT_BOOKINGS.name,
      recurring_type: 'weekly',
      recurring_text: 'Weekly',
      time_text: 'Every Sunday, Saturday, 12:00–14:00',
      type_slots: [{ id: 7, recurring_day: [1, 7], start_time: '12:00', end_time: '14:00' }],
      pax_required: true,
      pax_max: 4,
      pax_text: '4 pax per slot',
      allow_remarks: false,
      menu_multiple: true,
      booking_emails: ['desk@hotel.mv'],
      allow_bookings_from_app: true,
      slot_booking_close_minutes: 60,
      cancellation_policy: en('Free until noon'),
      updated: '2026-11-01T00:00:00.000Z',
    });
  });

  it('answers copies, so changing the answer never changes the stored row', () => {
    const row = storedType();
    const view = bookingTypeView(row);
    view.type_slots[0]!.recurring_day.push(3);
    view.booking_emails.push('x@hotel.mv');
    expect(row.type_slots).toEqual([{ id: 7, recurring_day: [1, 7], start_time: '12:00', end_time: '14:00' }]);
    expect(row.booking_emails).toEqual(['desk@hotel.mv']);
  });
});

describe('bookingTypeRef', () => {
  it('names a type for slots and bookings by its kind text', () => {
    const ref: BookingTypeRef = {
      id: 1,
      type_text: SLOT_BOOKINGS.name,
      attached_type: 'Activity',
      attached_id: 2,
      attached_text: 'Yoga',
      facility_id: 3,
      facility_text: 'Spa',
      pax_required: false,
      recurring_type: 'manual',
    };
    const { type_text: _text, ...stored } = ref;
    expect(bookingTypeRef({ ...stored, type: SLOT_BOOKINGS.id })).toEqual(ref);
  });
});

describe('menuSelector', () => {
  it("gives the menu's categories in their order, each with its items in theirs (ties by id), empty ones too", () => {
    const selector = menuSelector(
      [
        { id: 3, name: en('Desserts'), sort_order: 2 },
        { id: 2, name: en('Mains'), sort_order: 1 },
        { id: 1, name: en('Starters'), sort_order: 1 },
      ],
      [
        { id: 9, category_id: 2, name: en('Curry'), price_text: en('$12'), sort_order: 1 },
        { id: 8, category_id: 2, name: en('Fish'), price_text: en('$15'), sort_order: 1 },
        { id: 7, category_id: 2, name: en('Rice'), price_text: [], sort_order: 0 },
        { id: 6, category_id: null, name: en('Loose'), price_text: [], sort_order: 0 },
      ],
    );
    expect(selector).toEqual([
      { id: 1, name: en('Starters'), items: [] },
      {
        id: 2,
        name: en('Mains'),
        items: [
          { id: 7, name: en('Rice'), price_text: [] },
          { id: 8, name: en('Fish'), price_text: en('$15') },
          { id: 9, name: en('Curry'), price_text: en('$12') },
        ],
      },
      { id: 3, name: en('Desserts'), items: [] },
    ]);
  });
});
