/** The tabs of an information card's drawer, in the URL (?information=3&tab=content). Apart from the drawers so the list screen can read them without loading the drawers. */
export const INFORMATION_TABS = ['basic', 'cover', 'content'] as const;
export type InformationTab = (typeof INFORMATION_TABS)[number];
