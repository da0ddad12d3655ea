/** The tabs of a tracking group's drawer, in the URL. Apart from the drawers so the list screen reads them without loading the drawers. */
export const TRACKING_DRAWER_TABS = ['basic', 'trackers'] as const;
export type TrackingDrawerTab = (typeof TRACKING_DRAWER_TABS)[number];
