/**
 * The order tables of the lists (spec section 7: a column's order, then the tie-breakers): which fields each
 * `order_by` key sorts by, and which of them follow the asked direction. The server's ORDER BY and the mocks' sort
 * are both built from these terms, so a term lost or turned here would reorder a list on both backends at once.
 */
import { describe, expect, it } from 'vitest';
import { bookingOrder, slotOrder, sortOrderOrDefault, trackingGroupOrder } from './index';

const terms = (list: { field: string; descending: boolean }[]) => list.map((t) => `${t.field}${t.descending ? ' DESC' : ''}`);

describe('slots (Requests › Slots)', () => {
  it('by date and hours by default, every part in the asked direction', () => {
    expect(terms(slotOrder(undefined))).toEqual(['date', 'start_time', 'end_time']);
    expect(terms(slotOrder('date:DESC'))).toEqual(['date DESC', 'start_time DESC', 'end_time DESC']);
  });

  it('by the type’s name or by booked pax in the asked direction, then date and start ascending', () => {
    expect(terms(slotOrder('type:DESC'))).toEqual(['type_name DESC', 'date', 'start_time']);
    expect(terms(slotOrder('type:ASC'))).toEqual(['type_name', 'date', 'start_time']);
    expect(terms(slotOrder('pax:DESC'))).toEqual(['booked_pax DESC', 'date', 'start_time']);
  });
});

describe('bookings (Requests › Bookings)', () => {
  it('each key one field, in the asked direction; the soonest due first by default', () => {
    expect(terms(bookingOrder(undefined))).toEqual(['due_at']);
    expect(terms(bookingOrder('due:DESC'))).toEqual(['due_at DESC']);
    expect(terms(bookingOrder('number:DESC'))).toEqual(['number DESC']);
    expect(terms(bookingOrder('slot:ASC'))).toEqual(['starts_at']);
    expect(terms(bookingOrder('status:DESC'))).toEqual(['status DESC']);
  });
});

describe('tracking groups (Map › Tracking)', () => {
  it('by name by default; by type, trackers or update in the asked direction, then name ascending', () => {
    expect(terms(trackingGroupOrder(undefined))).toEqual(['name']);
    expect(terms(trackingGroupOrder('name:DESC'))).toEqual(['name DESC']);
    expect(terms(trackingGroupOrder('type:DESC'))).toEqual(['type_text DESC', 'name']);
    expect(terms(trackingGroupOrder('trackers_count:DESC'))).toEqual(['trackers_count DESC', 'name']);
    expect(terms(trackingGroupOrder('updated:DESC'))).toEqual(['updated DESC']);
  });
});

describe('sortOrderOrDefault', () => {
  it('a created row without sort_order gets 0, as the server’s inserts default it; a given one is kept', () => {
    expect(sortOrderOrDefault(undefined)).toBe(0);
    expect(sortOrderOrDefault(null)).toBe(0);
    expect(sortOrderOrDefault(5)).toBe(5);
    expect(sortOrderOrDefault(0)).toBe(0);
  });
});
