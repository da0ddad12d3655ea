import { Button as RACButton, Dialog, Heading, Modal } from 'react-aria-components';
import styled from 'styled-components';
import { media } from '../../theme/breakpoints';
import { Backdrop } from '../Modal/overlayStyles';

/** The backdrop, with the panel pushed to the right edge. */
export const DrawerBackdrop = styled(Backdrop)`
  justify-content: flex-end;
  align-items: stretch;
  padding: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
`;

// No slide animation: closing during an entering animation lost focus restoration, and shots must be stable.
// The width comes in as --drawer-width (a prop); on phones the panel is a full-screen sheet.
export const Panel = styled(Modal)`
  display: flex;
  width: var(--drawer-width, 600px);
  height: 100%;
  max-width: 100vw;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  ${media.belowPhone} {
    width: 100vw;
    box-shadow: none;
  }
`;

export const Sheet = styled(Dialog)`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-height: 0;
  outline: none;
`;

/**
 * Title, actions, close. On phones the actions move to a row of their own under the title, so the
 * title keeps the width it needs and never wraps inside a word.
 */
export const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${media.belowPhone} {
    flex-wrap: wrap;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    & > [data-part='actions'] { order: 1; flex-basis: 100%; }
    & > [data-part='actions']:empty { display: none; }
  }
`;

export const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

// Wraps between words only; a word longer than the line ends in an ellipsis, and at most three lines show.
export const Title = styled(Heading)`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  line-height: 1.25;
  overflow-wrap: normal;
  word-break: normal;
  text-overflow: ellipsis;
  ${media.belowPhone} { font-size: ${({ theme }) => theme.typography.size.lg}; }
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

/** 'Back to <parent>' above the title of a drawer opened from another drawer. */
export const Back = styled(RACButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 100%;
  min-height: 24px;
  margin: 0 0 ${({ theme }) => theme.space.xs} -${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.actionPrimaryText};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  cursor: pointer;
  span { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
  svg { flex: none; }
  &[data-hovered] { text-decoration: underline; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

export const Body = styled.div`
  flex: 1;
  min-width: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  ${media.belowPhone} { padding: ${({ theme }) => theme.space.lg}; }
`;

/** Under the body: where the SaveBars of the drawer's forms render (SaveBarSlotContext). */
export const SaveBarSlot = styled.div`
  flex: none;
  &:empty { display: none; }
  /* Above a phone's home indicator. */
  padding-bottom: env(safe-area-inset-bottom);
`;
