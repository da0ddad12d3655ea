/** The tabs of a quick action's drawer, in the URL (?action=3). Apart from the drawers so the list screen can read them without loading the drawers. */
export const QUICK_ACTION_TABS = ['basic'] as const;
export type QuickActionTab = (typeof QUICK_ACTION_TABS)[number];
