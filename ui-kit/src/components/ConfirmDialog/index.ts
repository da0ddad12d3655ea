export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmationHost } from './ConfirmationHost';
export { clearConfirmations, requestConfirmation, type ConfirmationRequest } from './confirmationStore';
