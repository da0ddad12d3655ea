import { Header, Menu, MenuItem, Popover, Separator } from 'react-aria-components';
import styled from 'styled-components';

/*
 * The open part of the bar's menus: popover, menu and items. Kept apart from navStyles.ts because
 * React Aria's Menu and Popover (collections, positioning, focus scope) load on a menu's first open
 * (DeferredMenuTrigger), not with the bar.
 */

export const NavPopover = styled(Popover)`
  min-width: 200px;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  z-index: ${({ theme }) => theme.zIndex.popover};
`;

export const NavMenu = styled(Menu)`
  outline: none;
`;

export const NavMenuItem = styled(MenuItem)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.color.textPrimary};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  &[data-focused] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: -2px; }
  /* A choice's item: the check's room is kept whether it shows or not, so the labels line up. */
  /* An item with a count: the badge at the end of the row. */
  &[data-badge] { display: flex; align-items: center; justify-content: space-between; gap: ${({ theme }) => theme.space.md}; }
  &[data-choice] { display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; }
  &[data-choice] svg { flex-shrink: 0; visibility: hidden; }
  &[data-choice] svg[data-checked] { visibility: visible; color: ${({ theme }) => theme.color.actionPrimaryText}; }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.actionPrimaryText};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

/** A choice's heading inside the menu (e.g. Appearance). */
export const NavMenuHeader = styled(Header)`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const NavMenuSeparator = styled(Separator)`
  height: 1px;
  margin: ${({ theme }) => `${theme.space.xs} 0`};
  border: none;
  background: ${({ theme }) => theme.color.borderSubtle};
`;
