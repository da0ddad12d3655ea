import type { ReactNode } from 'react';
import { Button as RACButton, Link, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { PRODUCT_NAME } from '@atoll/contract';

export interface NavItem {
  /** Text of the menu item. */
  label: string;
  /** Where it goes; navigates through RAC's RouterProvider when the app provides one. */
  href: string;
}

export interface NavGroup {
  /** Text of the menu button, e.g. 'Hotel'. */
  label: string;
  /** The (already permission-filtered) items; a group without items is not rendered. */
  items: NavItem[];
}

export interface NavBarProps {
  /** The logo; it links to `homeHref`. @default the product name as text */
  logo?: ReactNode;
  /** Accessible name of the logo link. @default PRODUCT_NAME ('Atoll') */
  logoLabel?: string;
  /** Target of the logo link. @default '/' */
  homeHref?: string;
  /** Menu groups, in order. @default [] */
  groups?: NavGroup[];
  /** Right-hand slot, usually the UserMenu. */
  userMenu?: ReactNode;
  /** Accessible name of the navigation landmark. @default 'Main' */
  label?: string;
}

const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: none;
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

const Groups = styled.ul`
  display: flex;
  flex: 1;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NavTrigger = styled(RACButton)`
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
  cursor: pointer;
  &[data-hovered], &[data-pressed] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

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
`;

const Chevron = () => <span aria-hidden="true">▾</span>;

/** The top navigation bar: logo home link, one dropdown menu per group, the user menu on the right. */
export function NavBar({ logo, logoLabel = PRODUCT_NAME, homeHref = '/', groups = [], userMenu, label = 'Main' }: NavBarProps) {
  const visible = groups.filter((group) => group.items.length > 0);
  return (
    <Bar aria-label={label}>
      <Logo href={homeHref} aria-label={logoLabel}>
        {logo ?? PRODUCT_NAME}
      </Logo>
      <Groups>
        {visible.map((group) => (
          <li key={group.label}>
            <MenuTrigger>
              <NavTrigger>
                {group.label} <Chevron />
              </NavTrigger>
              <NavPopover placement="bottom start">
                <NavMenu aria-label={group.label}>
                  {group.items.map((item) => (
                    <NavMenuItem key={item.href} id={item.href} href={item.href} textValue={item.label}>
                      {item.label}
                    </NavMenuItem>
                  ))}
                </NavMenu>
              </NavPopover>
            </MenuTrigger>
          </li>
        ))}
      </Groups>
      {userMenu}
    </Bar>
  );
}
