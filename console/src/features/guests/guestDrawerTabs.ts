/** The tabs of a guest's drawer, in the URL. Apart from the drawers so the list screen can read them without loading the drawers. */
export const GUEST_DRAWER_TABS = ['basic', 'requests'] as const;
export type GuestDrawerTab = (typeof GUEST_DRAWER_TABS)[number];
