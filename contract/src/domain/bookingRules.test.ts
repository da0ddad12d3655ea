import { describe, expect, it } from 'vitest';
import { REQUESTS_TEXT } from '../bookings';
import {
  assignmentLog,
  bookingGuestIds,
  bookingOrder,
  bookingPatch,
  bookingRemarks,
  bookingSearch,
  bookingSummaryView,
  bookingTypeFields,
  bookingTypeView,
  bookingView,
  checkMenuItems,
  checkNewSlot,
  checkSlotEdit,
  compareAttachedOptions,
  compareBookingTypes,
  compareSortValues,
  expiryPlan,
  isCalendarDate,
  likePattern,
  menuSelector,
  orderTerms,
  overlappingGuestIds,
  pageBookings,
  pageSlots,
  seatChange,
  slotOrder,
  slotView,
  slotWindow,
  typePatchInput,
  typeScope,
  type BookingListRow,
  type BookingParts,
  type SlotListRow,
} from './index';
import { broken } from './brokenRule.testing';


describe('paging', () => {
  it('compares text as lower(col) COLLATE "C", numbers by value, NULL last', () => {
    expect(['b', 'A', 'a', 'Z', null, '{', '_'].sort(compareSortValues)).toEqual(['_', 'A', 'a', 'b', 'Z', '{', null]);
    expect([10, 9, 100].sort(compareSortValues)).toEqual([9, 10, 100]);
  });

  it('resolves an order key into its terms; unknown or missing keys are the default, ascending', () => {
    const orders = { a: [{ field: 'x', directed: true }, { field: 'y', directed: false }], b: [{ field: 'z', directed: true }] } as const;
    expect(orderTerms(orders, ['a', 'b'], 'a:DESC')).toEqual([{ field: 'x', descending: true }, { field: 'y', descending: false }]);
    expect(orderTerms(orders, ['a', 'b'], 'b')).toEqual([{ field: 'z', descending: false }]);
    expect(orderTerms(orders, ['a', 'b'], 'nope:DESC')).toEqual([{ field: 'x', descending: false }, { field: 'y', descending: false }]);
    expect(orderTerms(orders, ['a', 'b'], undefined)[0]).toEqual({ field: 'x', descending: false });
  });

  it('escapes % and _ for ILIKE', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

const booking = (id: number, over: Partial<BookingListRow> = {}): BookingListRow => ({
  id,
  number: id,
  status: 'new',
  due_at: `2026-11-0${id}T10:00:00.000Z`,
  starts_at: `2026-11-0${id}T11:00:00.000Z`,
  room_number: `1${id}`,
  guest_names: [`Guest ${id}`],
  ...over,
});

describe('bookings list', () => {
  it("reads '12' and '#12' as the booking number, and searches the text itself too", () => {
    expect(bookingSearch('  #12 ')).toEqual({ number: 12, text: '#12' });
    expect(bookingSearch('012')).toEqual({ number: 12, text: '012' });
    expect(bookingSearch('Ali')).toEqual({ number: null, text: 'Ali' });
    expect(bookingSearch('#')).toEqual({ number: null, text: '#' });
    expect(bookingSearch('  ')).toBeNull();
    expect(bookingSearch('1234567890')).toEqual({ number: null, text: '1234567890' });
  });

  it('finds by number, guest name or room number ignoring case; orders by the key, ties by id; pages', () => {
    const rows = [booking(1, { guest_names: ['Aisha Ali'] }), booking(2, { number: 12, room_number: '204' }), booking(3, { status: 'confirmed', room_number: '112' })];
    const ids = (q: string | undefined, order_by?: string) => pageBookings(rows, { page: 1, limit: 10, q_name: q, order_by }).data.map((r) => r.id);
    expect(ids('#12')).toEqual([2]);
    expect(ids('12')).toEqual([2, 3]); // number 12, and room 112
    expect(ids('aisha')).toEqual([1]);
    expect(ids(undefined, 'due:DESC')).toEqual([3, 2, 1]);
    expect(ids(undefined, 'status')).toEqual([3, 1, 2]);
    expect(ids(undefined, 'number:DESC')).toEqual([2, 3, 1]);
    const page = pageBookings(rows, { page: 2, limit: 2 });
    expect(page.data.map((r) => r.id)).toEqual([3]);
    expect(page.meta).toEqual({ total: 3, page: 2, limit: 2 });
  });

  it('orders ties by id ascending in both directions', () => {
    const rows = [booking(2, { due_at: 'x' }), booking(1, { due_at: 'x' })];
    expect(pageBookings(rows, { page: 1, limit: 5, order_by: 'due:DESC' }).data.map((r) => r.id)).toEqual([1, 2]);
    expect(bookingOrder('slot:DESC')).toEqual([{ field: 'starts_at', descending: true }]);
  });
});

const slotRow = (id: number, over: Partial<SlotListRow> = {}): SlotListRow => ({
  id,
  booking_type_id: 1,
  date: '2026-11-02',
  start_time: '10:00',
  end_time: '11:00',
  booked_pax: 0,
  type_name: 'Massage',
  ...over,
});

describe('slots list', () => {
  const rows = [
    slotRow(1, { date: '2026-11-03', booked_pax: 2, type_name: 'Dinner' }),
    slotRow(2, { start_time: '09:00', booked_pax: 2 }),
    slotRow(3, { booking_type_id: 2, type_name: 'beach BBQ' }),
  ];
  const ids = (query: Partial<Parameters<typeof pageSlots>[1]>) => pageSlots(rows, { page: 1, limit: 10, ...query }).data.map((r) => r.id);

  it('orders by date and hours (all in the asked direction), by type name or by pax (then date and start ascending)', () => {
    expect(ids({})).toEqual([2, 3, 1]);
    expect(ids({ order_by: 'date:DESC' })).toEqual([1, 3, 2]);
    expect(ids({ order_by: 'type' })).toEqual([3, 1, 2]);
    expect(ids({ order_by: 'pax:DESC' })).toEqual([2, 1, 3]);
    expect(slotOrder('pax:DESC').map((t) => t.descending)).toEqual([true, false, false]);
  });

  it('takes only real days as a path date', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2031-02-30')).toBe(false);
    expect(isCalendarDate('tomorrow')).toBe(false);
  });

  it('filters by date, type and q_name in the type name', () => {
    expect(ids({ date: '2026-11-02' })).toEqual([2, 3]);
    expect(ids({ booking_type_id: 2 })).toEqual([3]);
    expect(ids({ q_name: ' DIN ' })).toEqual([1]);
  });
});

describe('slot checks', () => {
  const manual = { recurring_type: 'manual' as const, pax_required: true };
  const body = { date: '2026-11-02', start_time: '10:00', end_time: '11:00', pax_max: 4 };
  const sameType = [{ id: 7, date: '2026-11-02', start_time: '10:00', end_time: '11:00' }];

  it('creates on manual types only, with pax_max when it takes pax, from today on, never twice', () => {
    expect(checkNewSlot({ type: manual, body, today: '2026-11-01', sameType: [] })).toEqual({ pax_max: 4 });
    expect(checkNewSlot({ type: { ...manual, pax_required: false }, body, today: '2026-11-01', sameType: [] })).toEqual({ pax_max: 0 });
    expect(broken(() => checkNewSlot({ type: { ...manual, recurring_type: 'weekly' }, body, today: '2026-11-01', sameType: [] })).errors).toHaveProperty('booking_type_id');
    expect(broken(() => checkNewSlot({ type: undefined, body, today: '2026-11-01', sameType: [] })).errors).toHaveProperty('booking_type_id');
    expect(broken(() => checkNewSlot({ type: manual, body: { ...body, pax_max: undefined }, today: '2026-11-01', sameType: [] })).errors).toEqual({ pax_max: [REQUESTS_TEXT.paxRequired] });
    expect(broken(() => checkNewSlot({ type: manual, body, today: '2026-11-03', sameType: [] })).errors).toEqual({ date: [REQUESTS_TEXT.slotPast] });
    expect(broken(() => checkNewSlot({ type: manual, body, today: '2026-11-01', sameType })).errors).toEqual({ start_time: [REQUESTS_TEXT.slotExists] });
  });

  it("edits hours (never onto another slot's), pax_max never below what is booked", () => {
    const slot = { id: 8, date: '2026-11-02', pax_max: 10, booked_pax: 3 };
    expect(checkSlotEdit({ slot, type: { pax_required: true }, body: { start_time: '12:00', end_time: '13:00', pax_max: 3 }, sameType })).toEqual({ start_time: '12:00', end_time: '13:00', pax_max: 3 });
    expect(checkSlotEdit({ slot, type: { pax_required: false }, body: { start_time: '12:00', end_time: '13:00', pax_max: 1 }, sameType }).pax_max).toBe(10);
    expect(broken(() => checkSlotEdit({ slot, type: { pax_required: true }, body: { start_time: '12:00', end_time: '13:00', pax_max: 2 }, sameType })).errors).toHaveProperty('pax_max');
    expect(broken(() => checkSlotEdit({ slot, type: { pax_required: false }, body: { start_time: '10:00', end_time: '11:00' }, sameType })).errors).toEqual({ start_time: [REQUESTS_TEXT.slotExists] });
    // Its own times again are not a twin.
    expect(() => checkSlotEdit({ slot: { ...slot, id: 7 }, type: { pax_required: false }, body: { start_time: '10:00', end_time: '11:00' }, sameType })).not.toThrow();
  });

  it('builds the view with its instants, texts and status', () => {
    const ref = { id: 1, type_text: 'Slot Bookings', attached_type: 'Activity' as const, attached_id: 2, attached_text: 'Spa', facility_id: 3, facility_text: 'Spa place', pax_required: true, recurring_type: 'manual' as const };
    const view = slotView({ ...sameType[0]!, booking_type_id: 1, pax_max: 4, booked_pax: 4, bookings_count: 1 }, { slot_booking_close_minutes: 30, ref }, 'UTC', new Date('2026-11-01T00:00:00Z'));
    expect(view).toMatchObject({ pax_text: '4 / 4', bookings_text: '1 booking', time_text: '10:00 – 11:00', starts_at: '2026-11-02T10:00:00.000Z', closes_at: '2026-11-02T09:30:00.000Z' });
    expect(view.ui_status.text).toBe('Full');
  });
});

describe('slot generation window', () => {
  it('reshapes from today over the horizon; extends only after generated_until; nothing when ahead', () => {
    expect(slotWindow('reshape', '2027-03-01', '2026-11-01')).toEqual({ from: '2026-11-01', days: 60, until: '2026-12-30', remove: true });
    expect(slotWindow('extend', '2026-12-28', '2026-11-01')).toEqual({ from: '2026-12-29', days: 2, until: '2026-12-30', remove: false });
    expect(slotWindow('extend', null, '2026-11-01')).toMatchObject({ from: '2026-11-01', days: 60 });
    expect(slotWindow('extend', '2026-10-01', '2026-11-01')).toMatchObject({ from: '2026-11-01', days: 60 });
    expect(slotWindow('extend', '2026-12-30', '2026-11-01')).toBeNull();
  });
});

describe('booking types', () => {
  it('reads every type with manage-hotel-content, else the read scope', () => {
    expect(typeScope({ 'manage-hotel-content': { objects: 'all' } } as never)).toBe('all');
    expect(typeScope({ 'read-facility-requests': { objects: [3, 1] } } as never)).toEqual([1, 3]);
    expect(typeScope(null)).toEqual([]);
  });

  it('lays a PATCH over the stored type, the fixed fields checked and kept', () => {
    const current = { recurring_type: 'weekly', pax_required: true, pax_max: 4 } as never;
    expect(typePatchInput(current, { pax_max: 8, recurring_type: 'weekly' })).toEqual({ recurring_type: 'weekly', pax_required: true, pax_max: 8 });
    expect(broken(() => typePatchInput(current, { pax_required: false })).errors).toEqual({ pax_required: [REQUESTS_TEXT.fixedOnceCreated] });
  });

  const input = {
    type_slots: [{ recurring_day: [3, 1, 3], start_time: ' 18:00', end_time: '19:00' }],
    pax_max: 8,
    allow_remarks: true,
    menu_multiple: true,
    booking_emails: [' a@b.mv '],
    allow_bookings_from_app: false,
    slot_booking_close_minutes: 15,
    cancellation_policy: [],
  };

  it('stores what applies to the type and its neutral value otherwise', () => {
    const weekly = bookingTypeFields(input, { attached_type: 'Menu', recurring_type: 'weekly', pax_required: true });
    expect(weekly).toMatchObject({ type_slots: [{ recurring_day: [1, 3], start_time: '18:00', end_time: '19:00' }], pax_max: 8, menu_multiple: true, booking_emails: ['a@b.mv'] });
    const manual = bookingTypeFields(input, { attached_type: 'Activity', recurring_type: 'manual', pax_required: false });
    expect(manual).toMatchObject({ type_slots: [], pax_max: 0, menu_multiple: false });
    expect(broken(() => bookingTypeFields({ ...input, type_slots: [] }, { attached_type: 'Menu', recurring_type: 'weekly', pax_required: true })).errors).toEqual({ type_slots: [REQUESTS_TEXT.firstSetRequired] });
  });

  it('orders by facility then name, ignoring case, then id', () => {
    const rows = [
      { id: 1, facility_text: 'cford b', attached_text: 'Alpha' },
      { id: 2, facility_text: 'CFORD A', attached_text: 'zulu' },
      { id: 3, facility_text: 'cford a', attached_text: 'Bravo' },
      { id: 4, facility_text: 'CFORD A', attached_text: 'bravo' },
    ];
    expect([...rows].sort(compareBookingTypes).map((r) => r.id)).toEqual([3, 4, 2, 1]);
    expect([{ id: 2, name: 'b', facility_text: 'X' }, { id: 1, name: 'B', facility_text: 'x' }].sort(compareAttachedOptions).map((r) => r.id)).toEqual([1, 2]);
  });

  it('answers the view with its texts, and the menu selector in order with empty categories', () => {
    const view = bookingTypeView({
      id: 1, type: 'slot-bookings', attached_type: 'Activity', attached_id: 2, attached_text: 'Spa', facility_id: 3, facility_text: 'Place', recurring_type: 'manual',
      type_slots: [], pax_required: false, pax_max: 0, allow_remarks: true, menu_multiple: false, booking_emails: [], allow_bookings_from_app: false,
      slot_booking_close_minutes: 0, cancellation_policy: [], updated: '2026-11-01T00:00:00.000Z',
    });
    expect(view).toMatchObject({ type_text: 'Slot Bookings', recurring_text: 'Manual', time_text: 'Slots created by staff', pax_text: 'No pax' });
    const name = (text: string) => [{ language_code: 'en', text }];
    const selector = menuSelector(
      [{ id: 2, name: name('Desserts'), sort_order: 1 }, { id: 1, name: name('Mains'), sort_order: 0 }],
      [{ id: 5, category_id: 1, name: name('Curry'), price_text: name('$5'), sort_order: 1 }, { id: 4, category_id: 1, name: name('Soup'), price_text: [], sort_order: 0 }],
    );
    expect(selector.map((c) => [c.id, c.items.map((i) => i.id)])).toEqual([[1, [4, 5]], [2, []]]);
  });
});

describe('booking changes', () => {
  const stay = (id: number, room_id: number | null, over = {}) => ({ id, room_id, arrival_date: '2026-11-01', departure_date: '2026-11-05', pms_checkin_at: null, pms_checkout_at: null, ...over });

  it('takes guests of the room staying today, each once', () => {
    expect(bookingGuestIds([1, 2, 1], [stay(1, 9), stay(2, 9)], 9, '2026-11-02')).toEqual([1, 2]);
    expect(broken(() => bookingGuestIds([1, 3], [stay(1, 9)], 9, '2026-11-02')).errors).toEqual({ guests: [REQUESTS_TEXT.notInHouse] });
    expect(broken(() => bookingGuestIds([1], [stay(1, 8)], 9, '2026-11-02')).errors).toHaveProperty('guests');
    expect(broken(() => bookingGuestIds([1], [stay(1, 9, { pms_checkout_at: '2026-11-02T08:00:00Z' })], 9, '2026-11-02')).errors).toHaveProperty('guests');
  });

  it('checks menu items, keeps remarks only where allowed', () => {
    expect(() => checkMenuItems([{ id: 1 }], new Set([1, 2]))).not.toThrow();
    expect(broken(() => checkMenuItems([{ id: 3 }], new Set([1]))).errors).toEqual({ menu_items: [REQUESTS_TEXT.itemNotInMenu] });
    expect(bookingRemarks('  hi ', true)).toBe('hi');
    expect(bookingRemarks('  ', true)).toBeNull();
    expect(bookingRemarks('hi', false)).toBeNull();
  });

  it('finds chosen guests holding seats at an overlapping time of the same date in another slot', () => {
    const slot = { id: 1, date: '2026-11-02', start_time: '18:00', end_time: '20:00' };
    const seat = { slot_id: 2, date: '2026-11-02', start_time: '19:00', end_time: '21:00', status: 'confirmed' as const, guest_id: 5 };
    expect(overlappingGuestIds(slot, [5, 6], [seat, { ...seat, guest_id: 6, status: 'cancelled' }])).toEqual([5]);
    expect(overlappingGuestIds(slot, [5], [{ ...seat, start_time: '20:00' }])).toEqual([]);
    expect(overlappingGuestIds(slot, [5], [{ ...seat, slot_id: 1 }])).toEqual([]);
    expect(overlappingGuestIds(slot, [5], [{ ...seat, date: '2026-11-03' }])).toEqual([]);
  });

  it('patches remarks then pax (only for types with pax), with the seats it takes and the timeline', () => {
    const current = { status: 'new' as const, pax: 2, remarks_internal: null };
    expect(bookingPatch(current, { remarks_internal: ' vip ', pax: 4 }, true)).toEqual({
      values: { remarks_internal: 'vip', pax: 4 },
      seats: 2,
      logs: ['Internal remarks updated', 'Pax changed from 2 to 4'],
    });
    expect(bookingPatch(current, { pax: 4 }, false)).toEqual({ values: {}, seats: 0, logs: [] });
    expect(bookingPatch({ ...current, status: 'cancelled' }, { pax: 4 }, true).seats).toBe(0);
    expect(bookingPatch(current, { remarks_internal: '' }, true).logs).toEqual([]);
  });

  it('logs an assignment only when it changes; seat changes of a status change', () => {
    expect(assignmentLog(null, { id: 1, name: 'Ibrahim' })).toBe('Assigned to Ibrahim');
    expect(assignmentLog(1, { id: 1, name: 'Ibrahim' })).toBeNull();
    expect(assignmentLog(1, null)).toBe('Unassigned');
    expect(assignmentLog(null, null)).toBeNull();
    expect(seatChange('new', 'declined', 3, true)).toBe(-3);
    expect(seatChange('new', 'confirmed', 3, false)).toBe(0);
  });

  it('expires New requests whose slot has started and gives back their seats per slot', () => {
    const now = new Date('2026-11-02T10:00:00Z');
    const row = { status: 'new' as const, starts_at: '2026-11-02T09:00:00.000Z', pax: 3, pax_required: true, slot_id: 9 };
    const plan = expiryPlan(
      [
        { ...row, id: 2 },
        { ...row, id: 1, pax_required: false, slot_id: 4 },
        { ...row, id: 3, slot_id: 9 },
        { ...row, id: 4, starts_at: '2026-11-02T11:00:00.000Z' },
        { ...row, id: 5, status: 'confirmed' },
      ],
      now,
    );
    expect(plan).toEqual({ expire: [1, 2, 3], release: [[4, 1], [9, 6]] });
  });
});

describe('booking views', () => {
  const parts: BookingParts = {
    id: 1, number: 12, status: 'new', pax: 2, facility_id: 3, booking_type_id: 4, booking_slot_id: 5,
    type: { id: 4, type_text: 'Slot Bookings', attached_type: 'Menu', attached_id: 6, attached_text: 'Dinner', facility_id: 3, facility_text: 'Restaurant', pax_required: true, recurring_type: 'weekly' },
    slot: { date: '2026-11-02', start_time: '18:30', end_time: '20:00' },
    room: undefined,
  };

  it('names a gone type, slot or room with empty texts; adds the room when asked', () => {
    const gone = bookingSummaryView({ ...parts, type: undefined, slot: undefined }, true);
    expect(gone).toMatchObject({ booking_slot: { id: 5, date: '', time_text: '' }, pax_text: '', room: { id: 0, number: '', type_name: '' } });
    expect(gone.booking_type).toMatchObject({ id: 4, facility_id: 3, attached_text: '' });
    expect(bookingSummaryView(parts)).not.toHaveProperty('room');
  });

  it('answers guests by last then first name, menu lines in the menu order, the actions and texts', () => {
    const view = bookingView(parts, {
      created: 'c', status_at: 's', due_at: 'd', booked_by_type: 'staff', booked_by_name: 'Amira', remarks: null, remarks_internal: null, status_by_name: 'Amira', status_remarks: null,
      guests: [{ id: 2, first_name: 'Zed', last_name: 'Ali', confirmation_number: 'B' }, { id: 1, first_name: 'Aisha', last_name: 'Ali', confirmation_number: 'A' }],
      menu_items: [{ id: 8, name: [{ language_code: 'en', text: 'Juice' }], quantity: 1, sort_order: 2 }, { id: 9, name: [{ language_code: 'en', text: 'Curry' }], quantity: 2, sort_order: 1 }],
      assignee: null,
    });
    expect(view.guests.map((g) => g.full_name)).toEqual(['Aisha Ali', 'Zed Ali']);
    expect(view.menu_items_text).toBe('Curry × 2, Juice × 1');
    expect(view).toMatchObject({ pax_text: '2 pax', pax_name_text: '2 pax', main_action: { status: 'confirmed' }, room: { id: 0 } });
    expect(view.booking_slot.time_text).toBe('18:30 – 20:00');
  });
});
