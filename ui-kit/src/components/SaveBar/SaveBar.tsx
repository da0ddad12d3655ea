import { useCallback, useContext } from 'react';
import { createPortal } from 'react-dom';
import { Toolbar } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button';
import { SaveBarSlotContext } from './saveBarSlot';

export interface SaveBarProps {
  /** Shows the bar; it appears once a field has changed and hides after a save or a cancel. @default false */
  isVisible?: boolean;
  /** Called when the user presses Save. */
  onSave: () => void;
  /** Called when the user presses Cancel (the form should reset). */
  onCancel: () => void;
  /** Save is in progress: Save shows a pending state and Cancel is disabled. @default false */
  isSaving?: boolean;
  /** Accessible name of the toolbar. @default 'Unsaved changes' */
  label?: string;
  /** Text of the save button. @default 'Save' */
  saveLabel?: string;
  /** Text of the cancel button. @default 'Cancel' */
  cancelLabel?: string;
}

// Sticky, so on a page the bar stays at the bottom of the scrolling container; in a drawer it sits in the drawer's slot.
const Bar = styled(Toolbar)`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadows.bar};
`;

/**
 * Where focus goes when the bar hides while one of its buttons has it (after Save or Cancel):
 * the dialog it sits in (so Escape still closes a drawer), else the first field of its form.
 * Without this the focused button is removed and focus falls to the page.
 */
function focusAfterHiding(bar: HTMLElement) {
  const dialog = bar.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  const field = bar
    .closest('form')
    ?.querySelector<HTMLElement>('input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), [contenteditable="true"], button:not([disabled])');
  (dialog ?? field)?.focus();
}

/**
 * The bar with Save and Cancel that appears after an edit (spec: "save bar"). A toolbar: arrow keys move
 * between its buttons. Inside a Drawer it renders at the drawer's bottom (SaveBarSlotContext); it acts
 * through `onSave`/`onCancel`, not a submit button, so it need not sit inside its form element.
 */
export function SaveBar({
  isVisible = false,
  onSave,
  onCancel,
  isSaving = false,
  label = 'Unsaved changes',
  saveLabel = 'Save',
  cancelLabel = 'Cancel',
}: SaveBarProps) {
  const slot = useContext(SaveBarSlotContext);
  // A ref's cleanup runs before React takes the bar out of the document (a layout effect's cleanup runs after: by then
  // a focused button is gone and focus is already on the page's body), so focus moves on while both are still there.
  // Stable, so it runs only when the bar itself goes.
  const keepFocus = useCallback((element: HTMLDivElement | null) => {
    if (!element) return undefined;
    return () => {
      if (element.contains(document.activeElement)) focusAfterHiding(element);
    };
  }, []);
  if (!isVisible) return null;
  const element = (
    <Bar ref={keepFocus} aria-label={label} data-saving={isSaving || undefined}>
      <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
        {cancelLabel}
      </Button>
      <Button onPress={onSave} isPending={isSaving}>
        {saveLabel}
      </Button>
    </Bar>
  );
  return slot ? createPortal(element, slot) : element;
}
