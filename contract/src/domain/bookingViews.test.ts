/** A booking as the API answers it: the lists' summary and the drawer's full row. */
import { describe, expect, it } from 'vitest';
import type { BookingTypeRef } from '../bookings';
import { BOOKING_STATUS_UI, bookingActions, mainAction } from './bookings';
import { bookingSummaryView, bookingView, type BookingDetails, type BookingParts } from './bookingViews';

const dinner: BookingTypeRef = {
  id: 4,
  type_text: 'Slot Bookings',
  attached_type: 'Menu',
  attached_id: 6,
  attached_text: 'Dinner',
  facility_id: 3,
  facility_text: 'Restaurant',
  pax_required: true,
  recurring_type: 'weekly',
};
const room = { id: 11, number: 'A12', type_name: 'Beach Villa' };

const bookingParts = (over: Partial<BookingParts> = {}): BookingParts => ({
  id: 1,
  number: 12,
  status: 'confirmed',
  pax: 2,
  facility_id: 3,
  booking_type_id: 4,
  booking_slot_id: 5,
  type: dinner,
  slot: { date: '2026-11-02', start_time: '18:30', end_time: '20:00' },
  room,
  ...over,
});

const guest = (id: number, first_name: string, last_name: string) => ({ id, first_name, last_name, confirmation_number: `C${id}` });
const line = (id: number, text: string, quantity: number, sort_order: number) => ({ id, name: [{ language_code: 'en', text }], quantity, sort_order });

const bookingDetails = (over: Partial<BookingDetails> = {}): BookingDetails => ({
  created: '2026-11-01T09:00:00.000Z',
  status_at: '2026-11-01T10:00:00.000Z',
  due_at: '2026-11-02T12:30:00.000Z',
  booked_by_type: 'guest',
  booked_by_name: 'Aisha Ali',
  remarks: 'Window table',
  remarks_internal: 'VIP',
  status_by_name: 'Amira',
  status_remarks: 'See you',
  guests: [guest(1, 'Aisha', 'Ali')],
  menu_items: [],
  assignee: { id: 8, name: 'Ibrahim' },
  ...over,
});

const guestNames = (guests: BookingDetails['guests']) => bookingView(bookingParts(), bookingDetails({ guests })).guests.map((g) => g.id);

describe('bookingSummaryView', () => {
  it('answers the status look, the slot date and time, the type and the pax', () => {
    expect(bookingSummaryView(bookingParts())).toEqual({
      id: 1,
      number: 12,
      status: 'confirmed',
      ui_status: BOOKING_STATUS_UI.confirmed,
      booking_slot: { id: 5, date: '2026-11-02', time_text: '18:30 – 20:00' },
      booking_type: dinner,
      pax_text: '2 pax',
    });
  });

  it("adds the booking's room for a slot's Bookings tab, and an empty room when it is gone", () => {
    expect(bookingSummaryView(bookingParts(), true).room).toEqual(room);
    expect(bookingSummaryView(bookingParts({ room: undefined }), true).room).toEqual({ id: 0, type_name: '', number: '' });
  });

  it('names a gone type by a manual activity reference with empty texts, and a gone slot by empty texts', () => {
    expect(bookingSummaryView(bookingParts({ type: undefined, slot: undefined }))).toEqual({
      id: 1,
      number: 12,
      status: 'confirmed',
      ui_status: BOOKING_STATUS_UI.confirmed,
      booking_slot: { id: 5, date: '', time_text: '' },
      booking_type: {
        id: 4,
        type_text: '',
        attached_type: 'Activity',
        attached_id: 0,
        attached_text: '',
        facility_id: 3,
        facility_text: '',
        pax_required: false,
        recurring_type: 'manual',
      },
      pax_text: '',
    });
  });
});

describe('bookingView', () => {
  it('answers everything the drawer shows', () => {
    const view = bookingView(bookingParts(), bookingDetails({ menu_items: [line(9, 'Curry', 2, 1)] }));
    expect(view).toEqual({
      id: 1,
      number: 12,
      status: 'confirmed',
      ui_status: BOOKING_STATUS_UI.confirmed,
      booking_slot: { id: 5, date: '2026-11-02', time_text: '18:30 – 20:00' },
      booking_type: dinner,
      pax_text: '2 pax',
      booked_at: '2026-11-01T09:00:00.000Z',
      booked_by_type: 'guest',
      booked_by: 'Aisha Ali',
      room,
      pax: 2,
      remarks: 'Window table',
      remarks_internal: 'VIP',
      status_at: '2026-11-01T10:00:00.000Z',
      status_by: 'Amira',
      status_remarks: 'See you',
      actions: bookingActions('confirmed'),
      main_action: mainAction('confirmed'),
      guests: [{ id: 1, full_name: 'Aisha Ali', confirmation_number: 'C1' }],
      menu_items: [{ item: { id: 9, name: [{ language_code: 'en', text: 'Curry' }] }, quantity: 2 }],
      pax_name_text: '2 pax',
      menu_items_text: 'Curry × 2',
      due_at: '2026-11-02T12:30:00.000Z',
      assignee: { id: 8, name: 'Ibrahim' },
    });
  });

  it('answers an empty room when it is gone, and no assignee when nobody is assigned', () => {
    const view = bookingView(bookingParts({ room: undefined }), bookingDetails({ assignee: null }));
    expect(view.room).toEqual({ id: 0, type_name: '', number: '' });
    expect(view.assignee).toBeNull();
  });

  it('orders guests by last name, then first name, then id, by code unit (capitals first)', () => {
    expect(guestNames([guest(1, 'Aisha', 'Zahir'), guest(2, 'Omar', 'Ali')])).toEqual([2, 1]);
    expect(guestNames([guest(1, 'Omar', 'Ali'), guest(2, 'Aisha', 'Ali')])).toEqual([2, 1]);
    expect(guestNames([guest(3, 'Aisha', 'Ali'), guest(1, 'Aisha', 'Ali'), guest(2, 'Aisha', 'Ali')])).toEqual([1, 2, 3]);
    expect(guestNames([guest(1, 'Aisha', 'ali'), guest(2, 'Aisha', 'Ali'), guest(3, 'Aisha', 'Zahir')])).toEqual([2, 3, 1]);
    expect(guestNames([guest(1, 'Aisha', 'Ali'), guest(2, 'Omar', 'Ali'), guest(3, 'Aisha', 'Zahir')])).toEqual([1, 2, 3]);
  });

  it("orders the menu lines in the menu's order, ties by id", () => {
    const view = bookingView(
      bookingParts(),
      bookingDetails({ menu_items: [line(9, 'Juice', 1, 2), line(8, 'Soup', 1, 1), line(7, 'Curry', 3, 1)] }),
    );
    expect(view.menu_items.map((i) => i.item.id)).toEqual([7, 8, 9]);
    expect(view.menu_items_text).toBe('Curry × 3, Soup × 1, Juice × 1');
  });
});
