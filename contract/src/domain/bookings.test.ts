import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, bookingCreateSchema, bookingTypeCreateSchema, REQUESTS_TEXT, formatGuestDate } from '../bookings';
import { guestSchema } from '../guests';
import { PERMISSION } from '../permissions';
import {
  BOOKING_STATUS_UI,
  EXPIRED_LOG,
  RuleError,
  STATE_STATUSES,
  WEEKDAY_VALUES,
  addDays,
  bookingActions,
  bookingConfirmation,
  bookingPax,
  checkFixedTypeFields,
  checkPaxMax,
  fitsCapacity,
  hoursOverlap,
  isInHouse,
  localDate,
  mainAction,
  menuLines,
  planSlots,
  requestScope,
  inScope,
  isOverdue,
  bookingsText,
  seatsOf,
  slotFullError,
  statusLog,
  typePaxText,
  shouldExpire,
  slotInstants,
  slotPaxText,
  slotStatus,
  SLOT_STATUS_UI,
  transition,
  typeTimeText,
  wantedSlots,
  weekdayOf,
  zonedInstant,
} from './index';
import { broken } from './brokenRule.testing';


describe('the booking status machine', () => {
  it('offers New → Confirm | Decline and Confirmed → Complete | No Show | Cancel, main action first', () => {
    expect(bookingActions('new').map((a) => a.status)).toEqual(['confirmed', 'declined']);
    expect(mainAction('new')?.text.label).toBe('Confirm');
    expect(bookingActions('confirmed').map((a) => a.status)).toEqual(['completed', 'no_show', 'cancelled']);
    for (const final of ['completed', 'declined', 'cancelled', 'no_show', 'expired'] as const) {
      expect(bookingActions(final)).toEqual([]);
      expect(mainAction(final)).toBeNull();
    }
  });

  it('refuses a transition that is not offered with 409 and the catalogue message', () => {
    expect(transition('new', 'confirmed')).toBe('confirmed');
    const error = broken(() => transition('declined', 'confirmed'));
    expect(error.status).toBe(409);
    expect(error.bodyMessage).toBe(REQUESTS_TEXT.actionNotOffered);
    // Expired is the system's, never a staff action; and no status leads to itself.
    expect(broken(() => transition('new', 'expired')).status).toBe(409);
    for (const s of BOOKING_STATUSES) expect(() => transition(s, s)).toThrow(RuleError);
  });

  it('names each action as the screen shows it', () => {
    expect(bookingActions('new').map((a) => a.text.label)).toEqual(['Confirm', 'Decline']);
    expect(bookingActions('confirmed').map((a) => a.text.label)).toEqual(['Complete', 'No Show', 'Cancel']);
  });

  it('each status reads as the screens name it, in its own colours', () => {
    expect(Object.fromEntries(BOOKING_STATUSES.map((s) => [s, BOOKING_STATUS_UI[s].text]))).toEqual({
      new: 'New',
      confirmed: 'Confirmed',
      completed: 'Completed',
      declined: 'Declined',
      cancelled: 'Cancelled',
      no_show: 'No Show',
      expired: 'Expired',
    });
    const pairs = BOOKING_STATUSES.map((s) => `${BOOKING_STATUS_UI[s].color} on ${BOOKING_STATUS_UI[s].background}`);
    for (const pair of pairs) expect(pair).toMatch(/^#[0-9a-f]{6} on #[0-9a-f]{6}$/);
    expect(new Set(pairs).size).toBe(BOOKING_STATUSES.length);
    // The history line of the system's expiry names the status as its badge does.
    expect(EXPIRED_LOG.startsWith(`${BOOKING_STATUS_UI.expired.text}: `)).toBe(true);
    expect(statusLog('no_show')).toBe('Status changed to No Show');
  });

  it('the New tab holds New requests, Ongoing the confirmed ones, All every status', () => {
    expect(STATE_STATUSES).toEqual({ new: ['new'], pending: ['confirmed'], all: 'all' });
  });

  it('weekdays are stored as 1 (Sunday) to 7 (Saturday)', () => {
    expect(WEEKDAY_VALUES).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('every action button passes contrast (white text on a dark enough background)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    for (const s of BOOKING_STATUSES) for (const a of bookingActions(s)) expect(ratio(a.text.color, a.text.background)).toBeGreaterThanOrEqual(4.5);
    // And every status badge (the kit's StatusBadge).
    for (const s of BOOKING_STATUSES) expect(ratio(BOOKING_STATUS_UI[s].color, BOOKING_STATUS_UI[s].background), s).toBeGreaterThanOrEqual(4.5);
  });
});

describe('seats and capacity', () => {
  it('a booking holds its pax (1 without pax) until declined, cancelled or expired', () => {
    expect(seatsOf('new', 4, true)).toBe(4);
    expect(seatsOf('confirmed', 4, false)).toBe(1);
    expect(seatsOf('no_show', 4, true)).toBe(4);
    expect(seatsOf('declined', 4, true)).toBe(0);
    expect(seatsOf('cancelled', 4, true)).toBe(0);
    expect(seatsOf('expired', 4, true)).toBe(0);
  });

  it('fits while booked + n ≤ max, always with max 0 (no limit)', () => {
    expect(fitsCapacity(8, 2, 10)).toBe(true);
    expect(fitsCapacity(8, 3, 10)).toBe(false);
    expect(fitsCapacity(10_000, 500, 0)).toBe(true);
    expect(fitsCapacity(10, -2, 10)).toBe(true);
  });

  it('a slot maximum never goes below what is booked (0 = no limit is always allowed)', () => {
    expect(() => checkPaxMax(6, 6)).not.toThrow();
    expect(() => checkPaxMax(0, 60)).not.toThrow();
    const error = broken(() => checkPaxMax(5, 6));
    expect(error.errors).toEqual({ pax_max: [REQUESTS_TEXT.maxBelowBooked(6)] });
  });
});

describe('time in the company time zone', () => {
  it('finds the local date and the instant of a local time (Maldives is UTC+5; New York changes with DST)', () => {
    expect(localDate(new Date('2026-11-23T20:00:00Z'), 'Indian/Maldives')).toBe('2026-11-24');
    expect(zonedInstant('2026-11-24', '19:30', 'Indian/Maldives').toISOString()).toBe('2026-11-24T14:30:00.000Z');
    expect(zonedInstant('2026-07-01', '09:00', 'America/New_York').toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(zonedInstant('2026-12-01', '09:00', 'America/New_York').toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOf('2026-11-22')).toBe(1); // a Sunday
  });

  it('a slot is open, then closed (window), then past; full whenever booked reaches the maximum', () => {
    const { startsAt, closesAt } = slotInstants({ date: '2026-11-24', start_time: '19:00', end_time: '21:00' }, 60, 'UTC');
    expect(closesAt.toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(slotStatus(new Date('2026-11-24T17:00:00Z'), startsAt, closesAt, 2, 10)).toBe(SLOT_STATUS_UI.open);
    expect(slotStatus(new Date('2026-11-24T17:00:00Z'), startsAt, closesAt, 10, 10)).toBe(SLOT_STATUS_UI.full);
    expect(slotStatus(new Date('2026-11-24T18:30:00Z'), startsAt, closesAt, 2, 0)).toBe(SLOT_STATUS_UI.closed);
    expect(slotStatus(new Date('2026-11-24T19:00:00Z'), startsAt, closesAt, 2, 0)).toBe(SLOT_STATUS_UI.past);
    expect(shouldExpire('new', startsAt, new Date('2026-11-24T19:00:00Z'))).toBe(true);
    expect(shouldExpire('confirmed', startsAt, new Date('2026-11-24T19:00:00Z'))).toBe(false);
  });
});

describe('slot generation', () => {
  const sets = [
    { recurring_day: [2, 6], start_time: '19:00', end_time: '21:00' }, // Monday, Friday
    { recurring_day: [1], start_time: '12:00', end_time: '14:00' }, // Sunday
  ];

  it('lists each weekday’s slots over the horizon, once, in order', () => {
    const slots = wantedSlots(sets, '2026-11-22', 7); // Sunday 22 … Saturday 28
    expect(slots).toEqual([
      { date: '2026-11-22', start_time: '12:00', end_time: '14:00' },
      { date: '2026-11-23', start_time: '19:00', end_time: '21:00' },
      { date: '2026-11-27', start_time: '19:00', end_time: '21:00' },
    ]);
    expect(wantedSlots([...sets, sets[0]!], '2026-11-22', 7)).toHaveLength(3);
    // 60 days from a Sunday: 8 whole weeks and Sunday to Wednesday: 9 Sundays, 9 Mondays, 8 Fridays.
    expect(wantedSlots(sets, '2026-11-22')).toHaveLength(26);
  });

  it('is idempotent and reshapes only empty slots from today on', () => {
    const wanted = wantedSlots(sets, '2026-11-22', 14);
    let id = 0;
    const existing = wanted.map((s) => ({ ...s, id: ++id, bookings_count: 0 }));
    expect(planSlots(existing, wanted, '2026-11-22')).toEqual({ create: [], remove: [] });

    // Mondays move to 20:00; the Monday 23rd slot has a booking and stays, yesterday's is history.
    const reshaped = wantedSlots([{ ...sets[0]!, start_time: '20:00', end_time: '22:00' }, sets[1]!], '2026-11-22', 14);
    existing[1]!.bookings_count = 1;
    const history = { date: '2026-11-20', start_time: '19:00', end_time: '21:00', id: 99, bookings_count: 0 };
    const plan = planSlots([history, ...existing], reshaped, '2026-11-22');
    expect(plan.remove).not.toContain(existing[1]!.id);
    expect(plan.remove).not.toContain(99);
    expect(plan.remove).toHaveLength(3); // the 27th, 30th and 4th at 19:00
    expect(plan.create.map((s) => `${s.date} ${s.start_time}`)).toEqual(['2026-11-23 20:00', '2026-11-27 20:00', '2026-11-30 20:00', '2026-12-04 20:00']);
  });

  it('describes the timing', () => {
    expect(typeTimeText('weekly', sets)).toBe('Every Monday, Friday, 19:00–21:00; Every Sunday, 12:00–14:00');
    expect(typeTimeText('manual', [])).toBe('Slots created by staff');
    expect(typeTimeText('weekly', [{ recurring_day: [7, 1, 2, 3, 4, 5, 6], start_time: '19:00', end_time: '21:00' }])).toBe('Every day, 19:00–21:00');
  });
});

describe('booking a slot', () => {
  const slot = { slotId: 7, startsAt: new Date('2026-11-24T19:00:00Z'), closesAt: new Date('2026-11-24T18:00:00Z') };

  it('goes ahead, asks to confirm a closed window or an overlapping guest, and refuses a started slot', () => {
    expect(bookingConfirmation({ ...slot, now: new Date('2026-11-24T17:00:00Z'), overlappingGuestIds: [], confirmation: undefined })).toBeNull();
    const closed = bookingConfirmation({ ...slot, now: new Date('2026-11-24T18:10:00Z'), overlappingGuestIds: [], confirmation: undefined });
    expect(closed).toEqual({ id: 'closed:7', message: REQUESTS_TEXT.slotClosed, confirm_text: REQUESTS_TEXT.bookAnyway });
    expect(bookingConfirmation({ ...slot, now: new Date('2026-11-24T18:10:00Z'), overlappingGuestIds: [], confirmation: 'closed:7' })).toBeNull();
    // Confirming one case meets the next, and the answer carries both.
    const both = bookingConfirmation({ ...slot, now: new Date('2026-11-24T18:10:00Z'), overlappingGuestIds: [3, 2], confirmation: 'closed:7' });
    expect(both?.id).toBe('closed:7,overlap:7:2-3');
    expect(bookingConfirmation({ ...slot, now: new Date('2026-11-24T18:10:00Z'), overlappingGuestIds: [3, 2], confirmation: both!.id })).toBeNull();
    // A confirmation for another slot confirms nothing here.
    expect(bookingConfirmation({ ...slot, now: new Date('2026-11-24T18:10:00Z'), overlappingGuestIds: [], confirmation: 'closed:8' })).not.toBeNull();
    expect(broken(() => bookingConfirmation({ ...slot, now: slot.startsAt, overlappingGuestIds: [], confirmation: 'closed:7' })).errors).toEqual({ booking_slot_id: [REQUESTS_TEXT.slotPast] });
  });

  it('overlap is by hours on the same date', () => {
    expect(hoursOverlap({ start_time: '19:00', end_time: '21:00' }, { start_time: '20:30', end_time: '22:00' })).toBe(true);
    expect(hoursOverlap({ start_time: '19:00', end_time: '21:00' }, { start_time: '21:00', end_time: '22:00' })).toBe(false);
  });

  it('menu lines: 0 removes, repeats add up, only menus take items, one item unless menu_multiple', () => {
    const menu = { attached_type: 'Menu' as const, menu_multiple: true };
    expect(menuLines([{ id: 1, quantity: 2 }, { id: 2, quantity: 0 }, { id: 1, quantity: 1 }], menu)).toEqual([{ id: 1, quantity: 3 }]);
    expect(broken(() => menuLines([{ id: 1, quantity: 0 }], menu)).errors).toEqual({ menu_items: [REQUESTS_TEXT.paxRequired] });
    expect(broken(() => menuLines([{ id: 1, quantity: 1 }, { id: 2, quantity: 1 }], { ...menu, menu_multiple: false })).errors).toEqual({ menu_items: [REQUESTS_TEXT.oneItemOnly] });
    expect(broken(() => menuLines([{ id: 1, quantity: 1 }], { attached_type: 'Activity', menu_multiple: false })).errors).toEqual({ menu_items: [REQUESTS_TEXT.notMenuType] });
    expect(menuLines([], { attached_type: 'Activity', menu_multiple: false })).toEqual([]);
  });

  it('pax is required when the type takes pax, else 1', () => {
    expect(bookingPax(undefined, false)).toBe(1);
    expect(bookingPax(3, true)).toBe(3);
    expect(broken(() => bookingPax(null, true)).errors).toEqual({ pax: [REQUESTS_TEXT.paxRequired] });
  });
});

describe('request types, guests and scope', () => {
  it('recurring_type and pax_required may be repeated but not changed', () => {
    expect(() => checkFixedTypeFields({ recurring_type: 'weekly', pax_required: true }, { recurring_type: 'weekly', pax_required: true })).not.toThrow();
    expect(broken(() => checkFixedTypeFields({ recurring_type: 'weekly', pax_required: true }, { recurring_type: 'manual', pax_required: false })).errors).toEqual({
      recurring_type: [REQUESTS_TEXT.fixedOnceCreated],
      pax_required: [REQUESTS_TEXT.fixedOnceCreated],
    });
  });

  it('a weekly type needs a timing set; pax_max is required when pax is', async () => {
    const base = { attached_type: 'Activity', attached_id: 1 };
    await expect(bookingTypeCreateSchema.validate({ ...base, type_slots: [] })).rejects.toThrow(REQUESTS_TEXT.firstSetRequired);
    await expect(bookingTypeCreateSchema.validate({ ...base, recurring_type: 'manual', pax_required: true })).rejects.toThrow('Field is required');
    const ok = await bookingTypeCreateSchema.validate({ ...base, type_slots: [{ recurring_day: [2], start_time: '19:00', end_time: '21:00' }] });
    expect(ok).toMatchObject({ type: 'slot-bookings', recurring_type: 'weekly', pax_max: 0, slot_booking_close_minutes: 0 });
    await expect(bookingTypeCreateSchema.validate({ ...base, type_slots: [{ recurring_day: [2], start_time: '21:00', end_time: '19:00' }] })).rejects.toThrow(REQUESTS_TEXT.endAfterStart);
  });

  it('guests: departure after arrival; bookings need guests', async () => {
    const guest = { first_name: 'Aminath', last_name: 'Shifa', confirmation_number: 'C1', nationality: 'MDV', arrival_date: '2026-11-24', departure_date: '2026-11-24', room_id: 1 };
    await expect(guestSchema.validate(guest)).rejects.toThrow(REQUESTS_TEXT.departureAfterArrival);
    await expect(guestSchema.validate({ ...guest, arrival_date: '2026-02-30' })).rejects.toThrow('YYYY-MM-DD');
    await expect(bookingCreateSchema.validate({ date: '2026-11-24', booking_type_id: 1, booking_slot_id: 1, room_id: 1, guests: [] })).rejects.toThrow('Field is required');
    expect(formatGuestDate('2026-03-05')).toBe('05-Mar-26');
  });

  it('in house: PMS check-out means gone, PMS check-in means here, else the trip dates', () => {
    const g = { arrival_date: '2026-11-20', departure_date: '2026-11-24', pms_checkin_at: null, pms_checkout_at: null };
    expect(isInHouse(g, '2026-11-20')).toBe(true);
    expect(isInHouse(g, '2026-11-24')).toBe(false);
    expect(isInHouse({ ...g, pms_checkout_at: '2026-11-22T08:00:00Z' }, '2026-11-22')).toBe(false);
    expect(isInHouse({ ...g, pms_checkin_at: '2026-11-24T08:00:00Z' }, '2026-11-25')).toBe(true);
  });

  it('facility scope: all, the union of chosen facilities, or none', () => {
    const { manageFacilityRequests: manage, readFacilityRequests: read } = PERMISSION;
    expect(requestScope({ [read]: { objects: 'all' } }, 'read')).toBe('all');
    expect(requestScope({ [read]: { objects: 'all' } }, 'manage')).toEqual([]);
    expect(requestScope({ [read]: { objects: [3] }, [manage]: { objects: [1, 3] } }, 'read')).toEqual([1, 3]);
    expect(requestScope({ [manage]: { objects: [1] } }, 'manage')).toEqual([1]);
    expect(requestScope(null, 'read')).toEqual([]);
    expect(inScope([1, 3], 2)).toBe(false);
    expect(inScope('all', 2)).toBe(true);
  });
});

/** The edges a mutant of the capacity rule moved unnoticed (StrykerJS, issue 23; docs/testing.md). */
describe('capacity and the booking window at their edges', () => {
  it('a completed booking keeps its seats, as New, Confirmed and No Show do', () => {
    expect(seatsOf('completed', 4, true)).toBe(4);
    expect(seatsOf('completed', 4, false)).toBe(1);
  });

  it('giving seats back or taking none always fits, even in a slot already over a lowered maximum', () => {
    expect(fitsCapacity(10, -2, 5)).toBe(true);
    expect(fitsCapacity(6, 0, 5)).toBe(true);
    expect(fitsCapacity(5, 1, 5)).toBe(false);
  });

  it('the window closes at closes_at itself: the slot shows Closed and a booking asks to confirm', () => {
    const { startsAt, closesAt } = slotInstants({ date: '2026-11-24', start_time: '19:00', end_time: '21:00' }, 60, 'UTC');
    expect(slotStatus(closesAt, startsAt, closesAt, 2, 10)).toBe(SLOT_STATUS_UI.closed);
    const ask = bookingConfirmation({ slotId: 7, startsAt, closesAt, now: closesAt, overlappingGuestIds: [], confirmation: undefined });
    expect(ask?.id).toBe('closed:7');
  });

  it('a slot’s seats read "booked / max", or "No limit" for 0', () => {
    expect(slotPaxText(3, 10)).toBe('3 / 10');
    expect(slotPaxText(3, 0)).toBe(`3 / ${REQUESTS_TEXT.noLimit}`);
  });

  it('a guest before the arrival date is not in house', () => {
    expect(isInHouse({ arrival_date: '2026-11-20', departure_date: '2026-11-24', pms_checkin_at: null, pms_checkout_at: null }, '2026-11-19')).toBe(false);
  });
});

describe('the texts staff read', () => {
  it('logs a status change with the badge’s text', () => {
    expect(statusLog('no_show')).toBe('Status changed to No Show');
    expect(statusLog('confirmed')).toBe('Status changed to Confirmed');
  });

  it('counts bookings in the singular for exactly one', () => {
    expect(bookingsText(0)).toBe('0 bookings');
    expect(bookingsText(1)).toBe('1 booking');
    expect(bookingsText(2)).toBe('2 bookings');
  });

  it("reads a type's pax as 'No pax', 'No limit' for a maximum of 0, or the maximum per slot", () => {
    expect(typePaxText(false, 8)).toBe('No pax');
    expect(typePaxText(true, 0)).toBe(REQUESTS_TEXT.noLimit);
    expect(typePaxText(true, 8)).toBe('8 pax per slot');
  });

  it('refuses a seat change the slot cannot take with 422 slotFull, on pax and as the message', () => {
    const error = slotFullError();
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ pax: [REQUESTS_TEXT.slotFull] });
    expect(error.bodyMessage).toBe(REQUESTS_TEXT.slotFull);
  });
});

describe('slot generation and deadlines at their edges', () => {
  it('orders the slots of one day by time whatever the order of the timing sets', () => {
    const sets = [
      { recurring_day: [1], start_time: '19:00', end_time: '21:00' },
      { recurring_day: [1], start_time: '12:00', end_time: '14:00' },
    ];
    expect(wantedSlots(sets, '2026-11-22', 1)).toEqual([
      { date: '2026-11-22', start_time: '12:00', end_time: '14:00' },
      { date: '2026-11-22', start_time: '19:00', end_time: '21:00' },
    ]);
  });

  it("removes today's empty unwanted slot, and answers the removed slots' ids", () => {
    const existing = [
      { id: 4, date: '2026-11-22', start_time: '19:00', end_time: '21:00', bookings_count: 0 },
      { id: 5, date: '2026-11-21', start_time: '19:00', end_time: '21:00', bookings_count: 0 },
      { id: 6, date: '2026-11-23', start_time: '19:00', end_time: '21:00', bookings_count: 2 },
      { id: 7, date: '2026-11-23', start_time: '12:00', end_time: '14:00', bookings_count: 0 },
    ];
    const wanted = [{ date: '2026-11-23', start_time: '12:00', end_time: '14:00' }];
    expect(planSlots(existing, wanted, '2026-11-22')).toEqual({ create: [], remove: [4] });
  });

  it('a New request is overdue from its due time on; an answered one never', () => {
    const due = new Date('2026-11-24T18:00:00Z');
    expect(isOverdue('new', due, new Date(due.getTime() - 1))).toBe(false);
    expect(isOverdue('new', due, due)).toBe(true);
    expect(isOverdue('confirmed', due, due)).toBe(false);
    expect(isOverdue('declined', due, new Date('2026-11-25T00:00:00Z'))).toBe(false);
  });

  it("a closed window's ask carries the confirmations already given, comma-separated", () => {
    const closesAt = new Date('2026-11-24T18:00:00Z');
    const ask = bookingConfirmation({ slotId: 7, startsAt: new Date('2026-11-24T19:00:00Z'), closesAt, now: closesAt, overlappingGuestIds: [], confirmation: 'closed:8' });
    expect(ask).toEqual({ id: 'closed:8,closed:7', message: REQUESTS_TEXT.slotClosed, confirm_text: REQUESTS_TEXT.bookAnyway });
  });
});
