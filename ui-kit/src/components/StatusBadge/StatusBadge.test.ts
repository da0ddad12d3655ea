import { describe, expect, it } from 'vitest';
import { STATUS_COLORS } from '@atoll/contract';
import { contrastRatio, statusColors } from '../../theme';

describe('status colours', () => {
  it.each(STATUS_COLORS)('%s text meets WCAG AA (4.5:1) on its tint', (color) => {
    const { fg, bg } = statusColors[color];
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
