import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { confirmationStore } from './confirmationStore';

const loadDialog = () => import('./ConfirmDialog');

/**
 * Shows the confirmations requested with `requestConfirmation`. Mount once, near the root.
 *
 * The dialog's code (React Aria's modal, focus scope) loads with the first request, not with every
 * page. If it cannot be fetched (offline, or a new build removed it), the request is answered as
 * declined: nothing the user has not confirmed is done.
 */
export function ConfirmationHost() {
  const request = useSyncExternalStore(confirmationStore.subscribe, confirmationStore.current, confirmationStore.current);
  const [Dialog, setDialog] = useState<ComponentType<ConfirmDialogProps> | null>(null);
  const waiting = request && !Dialog ? request.id : undefined;
  useEffect(() => {
    if (waiting === undefined) return undefined;
    let live = true;
    loadDialog().then(
      ({ ConfirmDialog }) => live && setDialog(() => ConfirmDialog),
      () => confirmationStore.answer(waiting, false),
    );
    return () => {
      live = false;
    };
  }, [waiting]);
  if (!request || !Dialog) return null;
  return (
    <Dialog
      // A new key per request: each one starts with fresh pending state.
      key={request.id}
      isOpen
      title={request.title}
      message={request.message}
      confirmLabel={request.confirmLabel}
      cancelLabel={request.cancelLabel}
      tone={request.tone}
      onConfirm={() => confirmationStore.answer(request.id, true)}
      onOpenChange={(open) => {
        if (!open) confirmationStore.answer(request.id, false);
      }}
    />
  );
}
