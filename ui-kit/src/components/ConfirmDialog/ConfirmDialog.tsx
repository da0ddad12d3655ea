import { useState } from 'react';
import styled from 'styled-components';
import { MSG } from '@atoll/contract';
import { Button } from '../Button';
import { Modal } from '../Modal/Modal';

export interface ConfirmDialogProps {
  /** Controlled open state. */
  isOpen: boolean;
  /** Called with false when the user cancels, presses Escape, or the confirmed action succeeds. */
  onOpenChange: (isOpen: boolean) => void;
  /** The question, e.g. MSG.deleteConfirmTitle. @default MSG.confirmationRequired */
  title?: string;
  /** Details, e.g. MSG.deleteConfirmBody. @default MSG.confirmDefault */
  message?: string;
  /** A line before the message naming what the action touches, e.g. 'Lotus Spa, with 1 menu, will be deleted.' */
  detail?: string;
  /** Text of the confirm button. @default MSG.confirmButton ('Confirm') */
  confirmLabel?: string;
  /** Text of the cancel button. @default 'Cancel' */
  cancelLabel?: string;
  /** 'danger' paints the confirm button red (deletes). @default 'primary' */
  tone?: 'primary' | 'danger';
  /**
   * The confirmed action. While its promise runs the button is pending; on success the dialog
   * closes, on failure it stays open (the caller reports the error, e.g. with a toast).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Called when the user declines (Cancel or Escape). */
  onCancel?: () => void;
}

const Detail = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

/** Asks before an irreversible or server-requested action; an alertdialog, so screen readers announce it at once. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title = MSG.confirmationRequired,
  message = MSG.confirmDefault,
  detail,
  confirmLabel = MSG.confirmButton,
  cancelLabel = 'Cancel',
  tone = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [isPending, setPending] = useState(false);

  const confirm = async () => {
    const result = onConfirm();
    // Only a real promise shows the pending state: a synchronous action closes at once.
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    setPending(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // Stay open so the user can retry or cancel; the caller has reported the failure.
    } finally {
      setPending(false);
    }
  };

  const change = (open: boolean) => {
    if (isPending) return;
    if (!open) onCancel?.();
    onOpenChange(open);
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={change}
      title={title}
      role="alertdialog"
      isDismissable={false}
      showCloseButton={false}
      width={440}
      footer={
        <>
          <Button variant="secondary" onPress={() => change(false)} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onPress={confirm} isPending={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {detail && <Detail>{detail}</Detail>}
      <p style={{ margin: 0 }}>{message}</p>
    </Modal>
  );
}
