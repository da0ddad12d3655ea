/** The tabs of a task type's or category's drawer, in the URL. Apart from the drawers so the list screen can read them without loading the drawers. */
export const TASK_DRAWER_TABS = ['basic'] as const;
export type TaskDrawerTab = (typeof TASK_DRAWER_TABS)[number];
