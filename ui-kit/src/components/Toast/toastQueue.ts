import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastTone = 'success' | 'error' | 'info';

/** What a toast says. */
export interface ToastMessage {
  /** The headline, e.g. MSG.successfullyUpdated. */
  title: string;
  /** Optional second line. */
  description?: string;
  /** Colour and meaning. */
  tone: ToastTone;
  /**
   * One follow-up the toast offers, as a button beside Dismiss, e.g. 'Open booking'. Pressing it
   * runs `onAction` and closes the toast. Keep it optional to the task: the toast may close by
   * itself before anyone reaches it (RAC pauses the timer while the region has focus or hover).
   * @default undefined
   */
  action?: ToastAction;
}

/** A toast's follow-up button. */
export interface ToastAction {
  /** The button's text and accessible name, e.g. 'Open booking'. */
  label: string;
  /** What it does; the toast closes afterwards. */
  onAction: () => void;
}

export interface ShowToastOptions extends ToastMessage {
  /** Milliseconds before the toast closes by itself; 0 keeps it until dismissed. @default 5000 (8000 for errors) */
  timeout?: number;
}

// WCAG 2.2.1: errors stay longer so they can be read; RAC pauses timers while the region is hovered or focused.
const DEFAULT_TIMEOUT: Record<ToastTone, number> = { success: 5000, info: 5000, error: 8000 };

/**
 * One queue for the whole app, at module level, so code outside React (API middleware, the session
 * handler) can raise a toast. `ToastRegion` renders it.
 */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 5 });

/** Shows a toast; returns its key (for `closeToast`). */
export function showToast({ timeout, ...message }: ShowToastOptions): string {
  const ms = timeout ?? DEFAULT_TIMEOUT[message.tone];
  return toastQueue.add(message, ms > 0 ? { timeout: ms } : undefined);
}

/** Closes one toast. */
export function closeToast(key: string): void {
  toastQueue.close(key);
}

/** Closes every toast (e.g. on logout, or between tests). */
export function clearToasts(): void {
  toastQueue.clear();
}
