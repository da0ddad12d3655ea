import { Dialog, Heading, Modal } from 'react-aria-components';
import styled from 'styled-components';
import { Backdrop } from '../Modal/overlayStyles';

/** The backdrop, with the panel pushed to the right edge. */
export const DrawerBackdrop = styled(Backdrop)`
  justify-content: flex-end;
  align-items: stretch;
  padding: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
`;

// No slide animation: closing during an entering animation lost focus restoration, and shots must be stable.
export const Panel = styled(Modal)`
  display: flex;
  height: 100%;
  max-width: 100vw;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

export const Sheet = styled(Dialog)`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-height: 0;
  outline: none;
`;

export const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Title = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  overflow-wrap: anywhere;
`;

export const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
`;
