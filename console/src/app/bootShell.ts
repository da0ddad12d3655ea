/**
 * The hand-over from the first paint in index.html (ui-kit/src/theme/bootShell.ts) to the app: while
 * the first screen's code loads, the route shows nothing of its own under the static frame; the root
 * layout (or the error page) removes the static frame in the same commit that paints the real one.
 */
import { useLayoutEffect } from 'react';
import { BOOT_SHELL_ID } from '@atoll/ui-kit';

/** Whether index.html is showing its static frame (a stored session on a logged-in route). */
export function bootShellShown(doc: Document = document): boolean {
  const shell = doc.getElementById(BOOT_SHELL_ID);
  return shell !== null && !shell.hidden;
}

/** Removes the static frame for good: the app's own is on screen from now on. */
export function useDismissBootShell(): void {
  useLayoutEffect(() => {
    document.getElementById(BOOT_SHELL_ID)?.remove();
  }, []);
}
