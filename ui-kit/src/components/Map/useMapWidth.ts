import { useLayoutEffect, useState } from 'react';

/**
 * The width of the element the map fills, from a ResizeObserver. 0 until the first layout: the map
 * draws nothing before it knows its width (pigeon-maps would start at a width of -1 and measure itself
 * with a window listener). A collapsed or hidden container keeps the last real width. A callback ref,
 * so the measured element may mount later than the hook.
 */
export function useMapWidth() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const apply = (measured: number) => {
      if (measured > 0) setWidth(Math.floor(measured));
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
