/**
 * React Aria announces a pending Button through its shared live region with an
 * aria-labelledby that points at the button. When a story ends before that
 * announcement expires (~7 s), the next story starts with a message pointing at
 * a button that no longer exists, which axe reports (role-img-alt). Stories that
 * make buttons pending clear the region before they render.
 */
export function clearLiveAnnouncer(): void {
  document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
}
