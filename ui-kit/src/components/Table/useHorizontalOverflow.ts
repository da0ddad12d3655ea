import { useEffect, useState } from 'react';

/**
 * Whether an element's content is wider than the element (it scrolls sideways). The table marks its
 * frozen first column with an edge only then; on a wide screen the edge would be a line for nothing.
 * A callback ref, so an element that appears later (the table after an error card) is measured too.
 */
export function useHorizontalOverflow<E extends HTMLElement>() {
  const [element, setElement] = useState<E | null>(null);
  const [isOverflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!element) return undefined;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The content (the table) changes width with its rows, not only the frame with the window.
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, isOverflowing };
}
