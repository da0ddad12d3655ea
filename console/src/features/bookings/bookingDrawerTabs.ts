/** The tabs of a booking's drawer, in the URL (?booking=7&tab=timeline). Apart from the drawers so the list screen can read them without loading the drawers. */
export const BOOKING_DRAWER_TABS = ['basic', 'timeline'] as const;
export type BookingDrawerTab = (typeof BOOKING_DRAWER_TABS)[number];
