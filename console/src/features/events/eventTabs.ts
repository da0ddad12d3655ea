/** The tabs of an event's drawer, in the URL (?event=3&tab=cover). Apart from the drawers so the list screen can read them without loading the drawers. */
export const EVENT_TABS = ['basic', 'cover'] as const;
export type EventTab = (typeof EVENT_TABS)[number];
