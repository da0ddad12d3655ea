/**
 * What the store hands to thunks and RTK Query's base query (thunk extra
 * argument). Injected so tests can replace side effects a browser test cannot
 * survive, such as a full page reload.
 */
export interface StoreExtra {
  /** Section 4: an invalid session logs out and reloads the page. */
  reloadPage: () => void;
}

export const browserStoreExtra: StoreExtra = {
  reloadPage: () => window.location.reload(),
};
