import { useSyncExternalStore } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmationStore } from './confirmationStore';

/** Shows the confirmations requested with `requestConfirmation`. Mount once, near the root. */
export function ConfirmationHost() {
  const request = useSyncExternalStore(confirmationStore.subscribe, confirmationStore.current, confirmationStore.current);
  if (!request) return null;
  return (
    <ConfirmDialog
      // A new key per request: each one starts with fresh pending state.
      key={request.id}
      isOpen
      title={request.title}
      message={request.message}
      confirmLabel={request.confirmLabel}
      tone={request.tone}
      onConfirm={() => confirmationStore.answer(request.id, true)}
      onOpenChange={(open) => {
        if (!open) confirmationStore.answer(request.id, false);
      }}
    />
  );
}
