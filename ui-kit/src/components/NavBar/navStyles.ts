import { Button as RACButton } from 'react-aria-components';
import styled from 'styled-components';
import { media } from '../../theme/breakpoints';

/** A trigger of the bar: a group's menu button, the user menu, the phone's Menu button. */
export const NavTrigger = styled(RACButton)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textPrimary};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  &[data-hovered], &[data-pressed], &[aria-expanded='true'] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  /* The group of the current page: brand-coloured text and a bar under it. */
  &[aria-current] { color: ${({ theme }) => theme.color.actionPrimaryText}; }
  &[aria-current]::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.space.md};
    right: ${({ theme }) => theme.space.md};
    bottom: -10px;
    height: 3px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.color.actionPrimary};
  }
  svg { flex: none; }
`;

export const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${media.belowTablet} {
    justify-content: space-between;
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

/** Shown from a tablet's width up: the groups' menus and the user menu. */
export const Wide = styled.div`
  display: contents;
  ${media.belowTablet} { display: none; }
`;

/** Shown below a tablet's width: the Menu button that opens the navigation sheet. */
export const Narrow = styled.div`
  display: none;
  ${media.belowTablet} { display: block; }
`;

export const Groups = styled.ul`
  display: flex;
  flex: 1;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
