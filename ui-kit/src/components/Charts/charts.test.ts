import { describe, expect, it } from 'vitest';
import { CHART, STATUS_COLORS } from '@atoll/contract';
import { contrastRatio, darkColors, darkStatusColors, baseColors, statusColors } from '../../theme';
import { hourGrid, summarizeDailyCounts, summarizeSliceCounts } from './chartData';
import { countTicks, dayLabel, dayName, hourSpan, tickPositions } from './chartText';

describe('chart axes (spec section 9: 10 y ticks, 15 x ticks, Sun..Sat with 1 = Sunday)', () => {
  it('labels at most 15 of a 31-day month, the first day first', () => {
    const ticks = tickPositions(31);
    expect(ticks.length).toBeLessThanOrEqual(CHART.xTicks);
    expect(ticks[0]).toBe(0);
    expect(tickPositions(24)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22]);
    expect(tickPositions(10)).toHaveLength(10);
  });

  it('gives about 10 whole-number y intervals, reaching the largest count', () => {
    expect(countTicks(47)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50]);
    expect(countTicks(100)).toHaveLength(CHART.yTicks + 1);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    // A real zero still draws an axis: 0 and 1.
    expect(countTicks(0)).toEqual([0, 1]);
    for (const max of [1, 7, 13, 99, 1234]) {
      const ticks = countTicks(max);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length - 1).toBeLessThanOrEqual(CHART.yTicks);
    }
  });

  it('names days 1 = Sunday … 7 = Saturday and hours as spans', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(dayName)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(hourSpan(9)).toBe('09:00–10:00');
    expect(dayLabel('2026-03-01')).toBe('Sun 01-Mar-26');
  });
});

describe('summaries', () => {
  it('tells a real zero from data', () => {
    expect(summarizeDailyCounts([{ date: '2026-02-01', count: 0 }, { date: '2026-02-02', count: 0 }])).toBe('0 on each of the 2 days.');
    expect(summarizeDailyCounts([{ date: '2026-02-01', count: 1 }, { date: '2026-02-02', count: 3 }])).toBe(
      '4 in total over 2 days; the busiest day was Mon 02-Feb-26 with 3.',
    );
    expect(summarizeSliceCounts([{ label: 'A', color: 'red', count: 1 }, { label: 'B', color: 'blue', count: 3 }])).toBe('B 3 (75%), A 1 (25%); 4 in total.');
  });

  it('fills the week by hour with zeros, Sunday midnight first', () => {
    const grid = hourGrid([{ day: 7, hour: 23, count: 2 }]);
    expect(grid).toHaveLength(168);
    expect(grid[0]).toEqual({ day: 1, hour: 0, count: 0 });
    expect(grid[167]).toEqual({ day: 7, hour: 23, count: 2 });
  });
});

// Slices take a status's text colour (chartProps.sliceColor): a graphic needs 3:1 against the surface (WCAG 1.4.11).
describe('slice colours', () => {
  it.each(STATUS_COLORS)('%s reaches 3:1 on the surface in light and dark', (color) => {
    expect(contrastRatio(statusColors[color].fg, baseColors.surface)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(darkStatusColors[color].fg, darkColors.surface)).toBeGreaterThanOrEqual(3);
  });
});
