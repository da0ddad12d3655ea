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

/** Media queries for styled-components: `${media.belowTablet} { … }`. */
export const media = {
  belowPhone: `@media (max-width: ${breakpoints.phone - 0.02}px)`,
  belowTablet: `@media (max-width: ${breakpoints.tablet - 0.02}px)`,
  fromTablet: `@media (min-width: ${breakpoints.tablet}px)`,
} as const;
