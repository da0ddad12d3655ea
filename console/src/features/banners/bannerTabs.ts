/** The tabs of a banner's drawer, in the URL (?banner=3&tab=image). Apart from the drawers so the list screen can read them without loading the drawers. */
export const BANNER_TABS = ['basic', 'image'] as const;
export type BannerTab = (typeof BANNER_TABS)[number];
