/** The tabs of a TV's drawer, in the URL (spec section 2: Basic Information only). Apart from the drawers so the list can read them without loading the drawers. */
export const TV_DRAWER_TABS = ['basic'] as const;
export type TvDrawerTab = (typeof TV_DRAWER_TABS)[number];
