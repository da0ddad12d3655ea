/** A booking's writes at their edges: menu items, remarks, overlapping guests, a PATCH and the expiry sweep. */
import { describe, expect, it } from 'vitest';
import { REQUESTS_TEXT } from '../bookings';
import { broken } from './brokenRule.testing';
import { actionRemarks, BOOKING_LOG, bookingPatch, bookingRemarks, checkMenuItems, expiryPlan, overlappingGuestIds } from './index';

describe('checkMenuItems', () => {
  it("refuses lines when any one of them is not an item of the type's menu", () => {
    expect(() => checkMenuItems([{ id: 1 }, { id: 2 }], new Set([1, 2]))).not.toThrow();
    expect(() => checkMenuItems([], new Set([1]))).not.toThrow();
    const error = broken(() => checkMenuItems([{ id: 1 }, { id: 3 }], new Set([1, 2])));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ menu_items: [REQUESTS_TEXT.itemNotInMenu] });
  });
});

describe('bookingRemarks and actionRemarks', () => {
  it('keeps guest remarks trimmed, none as null, where the type allows remarks', () => {
    expect(bookingRemarks(' Window seat ', true)).toBe('Window seat');
    expect(bookingRemarks(null, true)).toBeNull();
    expect(bookingRemarks(undefined, true)).toBeNull();
    expect(bookingRemarks('Window seat', false)).toBeNull();
  });

  it('keeps the remarks of a status action trimmed; empty or none is null', () => {
    expect(actionRemarks('  Guest called to cancel ')).toBe('Guest called to cancel');
    expect(actionRemarks('   ')).toBeNull();
    expect(actionRemarks('')).toBeNull();
    expect(actionRemarks(null)).toBeNull();
    expect(actionRemarks(undefined)).toBeNull();
  });
});

describe('overlappingGuestIds', () => {
  it('answers every overlapping guest once, by id', () => {
    const slot = { id: 1, date: '2026-11-02', start_time: '18:00', end_time: '20:00' };
    const seat = (guest_id: number, slot_id: number) => ({ slot_id, date: '2026-11-02', start_time: '19:00', end_time: '21:00', status: 'new' as const, guest_id });
    expect(overlappingGuestIds(slot, [5, 9, 12], [seat(12, 2), seat(9, 3), seat(12, 3), seat(5, 2)])).toEqual([5, 9, 12]);
  });
});

describe('bookingPatch', () => {
  const current = { status: 'confirmed' as const, pax: 2, remarks_internal: 'VIP' };
  const nothing = { values: {}, seats: 0, logs: [] };

  it('leaves the internal remarks alone when they are not sent', () => {
    expect(bookingPatch(current, {}, true)).toEqual(nothing);
    expect(bookingPatch(current, { pax: 3 }, true)).toEqual({ values: { pax: 3 }, seats: 1, logs: [BOOKING_LOG.paxChanged(2, 3)] });
  });

  it('clears the internal remarks with null, as with an empty text', () => {
    const cleared = { values: { remarks_internal: null }, seats: 0, logs: [BOOKING_LOG.remarksUpdated] };
    expect(bookingPatch(current, { remarks_internal: null }, true)).toEqual(cleared);
    expect(bookingPatch(current, { remarks_internal: '  ' }, true)).toEqual(cleared);
    expect(bookingPatch(current, { remarks_internal: ' VIP ' }, true)).toEqual(nothing);
  });

  it('changes nothing for the same pax or a null one', () => {
    expect(bookingPatch(current, { pax: 2 }, true)).toEqual(nothing);
    expect(bookingPatch(current, { pax: null }, true)).toEqual(nothing);
  });

  it('gives seats back when pax goes down', () => {
    expect(bookingPatch(current, { pax: 1 }, true)).toEqual({ values: { pax: 1 }, seats: -1, logs: [BOOKING_LOG.paxChanged(2, 1)] });
  });
});

describe('expiryPlan', () => {
  it('expires a New request from the instant its slot starts, not a millisecond before', () => {
    const now = new Date('2026-11-02T09:00:00.000Z');
    const row = { status: 'new' as const, pax: 2, pax_required: true, slot_id: 9 };
    const plan = expiryPlan(
      [
        { ...row, id: 1, starts_at: now },
        { ...row, id: 2, starts_at: '2026-11-02T09:00:00.001Z' },
      ],
      now,
    );
    expect(plan).toEqual({ expire: [1], release: [[9, 2]] });
    expect(expiryPlan([], now)).toEqual({ expire: [], release: [] });
  });
});
