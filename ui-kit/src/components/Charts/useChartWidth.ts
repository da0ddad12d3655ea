import { useLayoutEffect, useState } from 'react';

/** The narrowest a chart draws: below it the axes' labels would overlap. */
export const MIN_CHART_WIDTH = 240;

/**
 * The width of the element the chart fills, kept up to date with a ResizeObserver. It starts at
 * `initialWidth` (the server and the first paint have no layout to measure) and never reports 0 or a
 * negative width: a hidden or collapsed container keeps the last real width, so scales never get an
 * empty range (the '-1 width' warnings of chart libraries). A callback ref, because the plot mounts
 * and unmounts with the frame's states and the table view.
 */
export function useChartWidth(initialWidth: number) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(Math.max(MIN_CHART_WIDTH, initialWidth));
  useLayoutEffect(() => {
    if (!element) return undefined;
    const apply = (measured: number) => {
      if (measured > 0) setWidth(Math.max(MIN_CHART_WIDTH, Math.floor(measured)));
    };
    apply(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) apply(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width] as const;
}
