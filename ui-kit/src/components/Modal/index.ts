export { Modal, ModalFooter, type ModalProps } from './Modal';
export { CloseButton, type CloseButtonProps } from './CloseButton';
