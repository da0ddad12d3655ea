/** Slots in the domain: the generation window, the Add Booking picker's order, path dates and a slot's checks at their edges. */
import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS, REQUESTS_TEXT } from '../bookings';
import { broken } from './brokenRule.testing';
import { addDays, byStartTime, checkNewSlot, checkSlotEdit, isCalendarDate, slotWindow } from './index';

const TODAY = '2026-11-01';
// The horizon's last day: today + BOOKING_LIMITS.horizonDays − 1.
const UNTIL = addDays(TODAY, BOOKING_LIMITS.horizonDays - 1);

describe('slotWindow', () => {
  it('extends only the days after generated_until, up to the horizon, removing nothing', () => {
    expect(slotWindow('extend', addDays(UNTIL, -1), TODAY)).toEqual({ from: UNTIL, days: 1, until: UNTIL, remove: false });
    expect(slotWindow('extend', TODAY, TODAY)).toEqual({ from: addDays(TODAY, 1), days: BOOKING_LIMITS.horizonDays - 1, until: UNTIL, remove: false });
  });

  it('does nothing once generated_until reaches the horizon', () => {
    expect(slotWindow('extend', UNTIL, TODAY)).toBeNull();
    expect(slotWindow('extend', addDays(UNTIL, 5), TODAY)).toBeNull();
  });

  it('extends from today when generated_until is before today, or never set', () => {
    const fromToday = { from: TODAY, days: BOOKING_LIMITS.horizonDays, until: UNTIL, remove: false };
    expect(slotWindow('extend', addDays(TODAY, -1), TODAY)).toEqual(fromToday);
    expect(slotWindow('extend', addDays(TODAY, -12), TODAY)).toEqual(fromToday);
    expect(slotWindow('extend', null, TODAY)).toEqual(fromToday);
  });

  it('reshapes from today over the whole horizon, removing, wherever generated_until is', () => {
    const reshape = { from: TODAY, days: BOOKING_LIMITS.horizonDays, until: UNTIL, remove: true };
    expect(slotWindow('reshape', addDays(TODAY, 10), TODAY)).toEqual(reshape);
    expect(slotWindow('reshape', UNTIL, TODAY)).toEqual(reshape);
    expect(slotWindow('reshape', null, TODAY)).toEqual(reshape);
  });
});

describe('byStartTime', () => {
  it("orders a type's slots of one date by start, then end, then id", () => {
    const slot = (id: number, start_time: string, end_time: string) => ({ id, date: TODAY, start_time, end_time });
    const slots = [slot(3, '10:00', '11:00'), slot(2, '09:00', '12:00'), slot(1, '10:00', '11:00'), slot(4, '10:00', '10:30')];
    expect([...slots].sort(byStartTime).map((s) => s.id)).toEqual([2, 4, 1, 3]);
  });
});

describe('isCalendarDate', () => {
  it('takes a real day written YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-11-02')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });

  it('refuses impossible days and every other way of writing a date', () => {
    for (const value of ['2026-02-29', '2026-13-01', '2026-1-02', '2026', '2026-11', '+012026-11-02', '2026-11-02T10:00', ' 2026-11-02', '']) {
      expect(isCalendarDate(value), value).toBe(false);
    }
  });
});

describe('checkNewSlot', () => {
  const manual = { recurring_type: 'manual' as const, pax_required: true };
  const body = { date: TODAY, start_time: '10:00', end_time: '11:00', pax_max: 4 };

  it('takes a slot for today itself', () => {
    expect(checkNewSlot({ type: manual, body, today: TODAY, sameType: [] })).toEqual({ pax_max: 4 });
  });

  it('refuses the day before today with 422 slotPast on date', () => {
    expect(broken(() => checkNewSlot({ type: manual, body, today: addDays(TODAY, 1), sameType: [] })).errors).toEqual({ date: [REQUESTS_TEXT.slotPast] });
  });

  it('requires pax_max, null as much as missing, when the type takes pax; ignores it (0, no limit) otherwise', () => {
    const error = broken(() => checkNewSlot({ type: manual, body: { ...body, pax_max: null }, today: TODAY, sameType: [] }));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ pax_max: [REQUESTS_TEXT.paxRequired] });
    expect(checkNewSlot({ type: { ...manual, pax_required: false }, body: { ...body, pax_max: null }, today: TODAY, sameType: [] })).toEqual({ pax_max: 0 });
  });
});

describe('checkSlotEdit', () => {
  const slot = { id: 8, date: TODAY, pax_max: 10, booked_pax: 3 };
  const edit = (pax_max: number | null | undefined, pax_required = true) =>
    checkSlotEdit({ slot, type: { pax_required }, body: { start_time: '12:00', end_time: '13:00', pax_max }, sameType: [] });

  it('lowers pax_max down to what is booked, or lifts the limit with 0', () => {
    expect(edit(3)).toEqual({ start_time: '12:00', end_time: '13:00', pax_max: 3 });
    expect(edit(0)).toEqual({ start_time: '12:00', end_time: '13:00', pax_max: 0 });
  });

  it('refuses pax_max below what is booked, and a missing one, when the type takes pax', () => {
    expect(broken(() => edit(2)).errors).toEqual({ pax_max: [REQUESTS_TEXT.maxBelowBooked(3)] });
    expect(broken(() => edit(null)).errors).toEqual({ pax_max: [REQUESTS_TEXT.paxRequired] });
    expect(broken(() => edit(undefined)).errors).toEqual({ pax_max: [REQUESTS_TEXT.paxRequired] });
  });

  it("keeps the slot's maximum for a type without pax, whatever is sent", () => {
    expect(edit(1, false)).toEqual({ start_time: '12:00', end_time: '13:00', pax_max: 10 });
    expect(edit(null, false)).toEqual({ start_time: '12:00', end_time: '13:00', pax_max: 10 });
  });
});
