import { ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';

/** The dimmed backdrop shared by Modal, ConfirmDialog and Drawer. No transitions: screenshots stay stable. */
export const Backdrop = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.overlay};
`;
