/**
 * The region's props, shared by ToastRegion and the list it loads with the first toast (ToastList):
 * kept apart so neither module imports the other.
 */
export interface ToastRegionProps {
  /** Accessible name of the notifications landmark (F6 jumps to it). @default 'Notifications' */
  label?: string;
  /** Accessible name of each toast's close button. @default 'Dismiss' */
  dismissLabel?: string;
}
