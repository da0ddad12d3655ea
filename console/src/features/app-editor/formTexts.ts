/**
 * The App Editor forms' own texts beside the screen's (texts.ts): reordering a slider's or an action row's
 * items and paging the saved versions. Ours, not the spec's; a move is announced with the screen's
 * `moved` line, as the component list does.
 */
export const APP_EDITOR_FORM_TEXT = {
  /** An item's Move up / Move down buttons, by its name (editorFields' itemName). */
  moveUp: (name: string) => `Move up ${name}`,
  moveDown: (name: string) => `Move down ${name}`,
  /** A facility a layout still names that has been deleted since: untick it to save. */
  goneFacility: 'A facility that no longer exists',
  /** Versions: the next page of the history. */
  showMore: 'Show more',
  shown: (shown: number, total: number) => `${shown} of ${total} versions`,
} as const;
