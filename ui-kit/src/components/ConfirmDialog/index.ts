export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmationHost } from './ConfirmationHost';
export { requestConfirmation, type ConfirmationRequest } from './confirmationStore';
