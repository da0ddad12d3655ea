/**
 * What the list says to a screen reader while an item moves (WAI-ARIA APG's sortable-list advice:
 * say what was picked up, where it is now of how many, and how to drop or cancel). One place, so the
 * stories and the console's tests read the same words the list announces.
 */
export const REORDER_TEXT = {
  /** The drag handle's accessible name. */
  handle: (label: string) => `Reorder ${label}`,
  /** Read after the handle's name (aria-describedby). */
  instructions: 'Press Space or Enter to pick up, the arrow keys to move, Space or Enter to drop, Escape to cancel.',
  pickedUp: (label: string, position: number, count: number) =>
    `Picked up ${label}, position ${position} of ${count}. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.`,
  moved: (label: string, position: number, count: number) => `Moved ${label} to position ${position} of ${count}`,
  dropped: (label: string, position: number, count: number) => `Dropped ${label} at position ${position} of ${count}`,
  cancelled: (label: string, position: number, count: number) => `Move cancelled. ${label} is back at position ${position} of ${count}`,
} as const;
