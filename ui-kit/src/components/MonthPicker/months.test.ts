import { expect, it } from 'vitest';
import { compareMonths, monthRange, shiftMonth } from './months';

it('steps months across the year edge', () => {
  expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  expect(shiftMonth('2026-03', -60)).toBe('2021-03');
});

it('compares and lists months, both ends included', () => {
  expect(compareMonths('2025-12', '2026-01')).toBeLessThan(0);
  expect(compareMonths('2026-01', '2026-01')).toBe(0);
  expect(monthRange('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  expect(() => shiftMonth('2026-3', 1)).toThrow();
});
