/**
 * Asks before a dirty form is left for another screen (issue 3: the unsaved-changes guard). Kit
 * forms report their dirty state to the nearest UnsavedChangesScope; the shell wraps its pages in
 * one and mounts this guard inside it. In-app navigation is held with react-router's useBlocker
 * (the app uses a data router, see router.tsx) and the same kit question is asked; a reload, a
 * closed tab or a typed address get the browser's own beforeunload prompt.
 *
 * A change of path is guarded, and so is Back or Forward within a screen: list screens keep their
 * drawers and tabs in the query string, so going back in history closes or swaps a drawer. The
 * screen's own drawer moves (open, switch tab, close) push or replace entries and are not held
 * here: the drawer asks for itself before it closes.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { NavigationType, useBlocker, type BlockerFunction } from 'react-router';
import { useHasUnsavedChanges } from '@atoll/ui-kit';
import { PATHS } from './paths';

// The question's code (the kit's modal) is fetched once a form is dirty, not with every page.
const loadDialog = () => import('@atoll/ui-kit/UnsavedChangesDialog');
const UnsavedChangesDialog = lazy(() => loadDialog().then((module) => ({ default: module.UnsavedChangesDialog })));

export function RouteLeaveGuard() {
  const isDirty = useHasUnsavedChanges();

  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation, historyAction }) =>
    isDirty &&
    (currentLocation.pathname !== nextLocation.pathname ||
      (historyAction === NavigationType.Pop && currentLocation.search !== nextLocation.search)) &&
    // Logging out (or an expired session) must always reach the login screen. Today the shell
    // unmounts before SessionGate redirects; this keeps it true if that order ever changes.
    nextLocation.pathname !== PATHS.login;
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (isDirty) loadDialog().catch(() => undefined);
  }, [isDirty]);

  // Once asked, the dialog stays mounted so that its closing (focus return) is React Aria's.
  const isBlocked = blocker.state === 'blocked';
  const [asked, setAsked] = useState(false);
  if (isBlocked && !asked) setAsked(true);

  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium versions still need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  if (!asked) return null;
  return (
    // A chunk that cannot be fetched throws to the route's error card (Network Error, Retry).
    <Suspense fallback={null}>
      <UnsavedChangesDialog isOpen={isBlocked} onDiscard={() => blocker.proceed?.()} onKeepEditing={() => blocker.reset?.()} />
    </Suspense>
  );
}
