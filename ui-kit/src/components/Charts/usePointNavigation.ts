import { useState, type KeyboardEvent } from 'react';

export interface PointNavigation {
  /** The point being shown (focused by keyboard or hovered), or null. */
  active: number | null;
  /** True when the keyboard chose `active`: its text is then announced through the live region. */
  byKeyboard: boolean;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: () => void;
  onBlur: () => void;
  /** A pointer moved onto point `index` (null: off every point). */
  hover: (index: number | null) => void;
}

/**
 * Arrow-key navigation over a chart's points, the chart being one focusable element (one tab stop,
 * like a listbox or grid): Left/Right step, Home/End jump to the first and last, and with `columns`
 * (a grid of rows × columns, the bubble chart) Up/Down move a row. Escape hides the tooltip.
 */
export function usePointNavigation(count: number, columns?: number): PointNavigation {
  const [active, setActive] = useState<number | null>(null);
  const [byKeyboard, setByKeyboard] = useState(false);
  const clamp = (index: number) => Math.min(count - 1, Math.max(0, index));
  const current = active === null ? null : clamp(active);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count === 0) return;
    const from = current ?? -1;
    let next: number | null;
    switch (event.key) {
      case 'ArrowRight':
        next = from < 0 ? 0 : from + 1;
        break;
      case 'ArrowLeft':
        next = from < 0 ? 0 : from - 1;
        break;
      case 'ArrowDown':
        next = columns ? (from < 0 ? 0 : from + columns) : null;
        break;
      case 'ArrowUp':
        next = columns ? (from < 0 ? 0 : from - columns) : null;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = count - 1;
        break;
      case 'Escape':
        if (current === null) return;
        event.preventDefault();
        setActive(null);
        return;
      default:
        next = null;
    }
    if (next === null) return;
    event.preventDefault();
    // Up/Down past the first or last row stay on the point (no wrap: a screen reader user keeps their place).
    if (next < 0 || next >= count) next = from < 0 ? 0 : from;
    setActive(next);
    setByKeyboard(true);
  };

  return {
    active: current,
    byKeyboard,
    onKeyDown,
    onFocus: () => {
      setByKeyboard(true);
      setActive((previous) => previous ?? (count > 0 ? 0 : null));
    },
    onBlur: () => setActive(null),
    hover: (index) => {
      setByKeyboard(false);
      setActive(index);
    },
  };
}
