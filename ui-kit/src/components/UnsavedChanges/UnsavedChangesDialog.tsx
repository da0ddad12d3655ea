import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { UNSAVED_CHANGES_TEXT } from './UnsavedChangesScope';

export interface UnsavedChangesDialogProps {
  /** Controlled open state. */
  isOpen: boolean;
  /** The user chose 'Discard': leave and lose the changes. */
  onDiscard: () => void;
  /** The user chose 'Keep Editing' (or pressed Escape): stay. */
  onKeepEditing: () => void;
}

/**
 * The one question asked before unsaved changes are lost (UNSAVED_CHANGES_TEXT), used by
 * `Drawer` and by the console's route-leave guard so both ask alike.
 */
export function UnsavedChangesDialog({ isOpen, onDiscard, onKeepEditing }: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      // Discard closes through onConfirm; any other close is the user declining.
      onOpenChange={() => undefined}
      title={UNSAVED_CHANGES_TEXT.title}
      message={UNSAVED_CHANGES_TEXT.body}
      confirmLabel={UNSAVED_CHANGES_TEXT.discard}
      cancelLabel={UNSAVED_CHANGES_TEXT.keepEditing}
      tone="danger"
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    />
  );
}
