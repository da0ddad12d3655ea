import { describe, expect, it } from 'vitest';
import { bookingPaxError, menuLinesError, mergeMenuLines, recurringText, REQUESTS_TEXT } from './index';

const menu = { attached_type: 'Menu' as const, menu_multiple: true };

describe('booking body checks (main entry: the Add Booking form and the domain share them)', () => {
  it('merges lines: 0 removes, repeats add up, capped', () => {
    expect(mergeMenuLines([{ id: 1, quantity: 2 }, { id: 2, quantity: 0 }, { id: 1, quantity: 3 }])).toEqual([{ id: 1, quantity: 5 }]);
    expect(mergeMenuLines([{ id: 1, quantity: 5000 }])).toEqual([{ id: 1, quantity: 999 }]);
  });

  it('menu lines: required for a menu, one unless menu_multiple, none for an activity', () => {
    expect(menuLinesError([], menu)).toBe(REQUESTS_TEXT.paxRequired);
    expect(menuLinesError([{ id: 1, quantity: 1 }], menu)).toBeNull();
    expect(menuLinesError([{ id: 1, quantity: 1 }, { id: 2, quantity: 1 }], { ...menu, menu_multiple: false })).toBe(REQUESTS_TEXT.oneItemOnly);
    expect(menuLinesError([{ id: 1, quantity: 1 }], { attached_type: 'Activity', menu_multiple: false })).toBe(REQUESTS_TEXT.notMenuType);
    expect(menuLinesError([], { attached_type: 'Activity', menu_multiple: false })).toBeNull();
  });

  it('pax: required when the type takes pax', () => {
    expect(bookingPaxError(undefined, true)).toBe(REQUESTS_TEXT.paxRequired);
    expect(bookingPaxError(null, true)).toBe(REQUESTS_TEXT.paxRequired);
    expect(bookingPaxError(2, true)).toBeNull();
    expect(bookingPaxError(undefined, false)).toBeNull();
  });

  it('recurring text', () => {
    expect(recurringText('weekly')).toBe('Weekly');
    expect(recurringText('manual')).toBe('Manual');
  });
});
