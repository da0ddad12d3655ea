import { useSyncExternalStore } from 'react';

/**
 * Layout breakpoints, in CSS pixels. One width decides the responsive shell: below `tablet` the
 * navigation collapses into a menu button and drawers become full-screen sheets.
 */
export const breakpoints = {
  /** Phones in portrait (390 px and the like) stay below this. */
  phone: 640,
  /** Below this the top navigation collapses into the Menu button and drawers fill the screen. */
  tablet: 900,
} as const;

/** The same conditions as bare media queries, for matchMedia (useMediaQuery). */
export const mediaQueries = {
  belowPhone: `(max-width: ${breakpoints.phone - 0.02}px)`,
  belowTablet: `(max-width: ${breakpoints.tablet - 0.02}px)`,
  fromTablet: `(min-width: ${breakpoints.tablet}px)`,
} as const;

/** Media queries for styled-components: `${media.belowTablet} { … }`. */
export const media = {
  belowPhone: `@media ${mediaQueries.belowPhone}`,
  belowTablet: `@media ${mediaQueries.belowTablet}`,
  fromTablet: `@media ${mediaQueries.fromTablet}`,
} as const;

/**
 * Whether a media query matches now, updated when it changes (a rotated tablet, a resized window).
 * For what CSS cannot do alone: leaving out of the page what a width does not show, so a phone does
 * not build the desktop's menus (and the other way round).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
