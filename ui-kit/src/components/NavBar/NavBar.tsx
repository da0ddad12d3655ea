import { useId, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import { PRODUCT_NAME } from '@atoll/contract';
import { mediaQueries, useMediaQuery } from '../../theme/breakpoints';
import { CountBadge } from '../CountBadge';
import { groupBadge, isGroupCurrent, isItemCurrent, type NavAccount, type NavGroup } from './navModel';
import { NavSheet } from './NavSheet';
import { DeferredMenuTrigger } from './DeferredMenuTrigger';
import { Bar, Groups, Narrow, Wide } from './navStyles';

export type { NavAccount, NavAppearance, NavBadge, NavGroup, NavItem } from './navModel';
export { NavTrigger } from './navStyles';
export { NavMenu, NavMenuItem, NavPopover } from './navMenuStyles';

export interface NavBarProps {
  /** The logo; it links to `homeHref`. @default the product name as text */
  logo?: ReactNode;
  /** Accessible name of the logo link. @default PRODUCT_NAME ('Atoll') */
  logoLabel?: string;
  /** Target of the logo link. @default '/' */
  homeHref?: string;
  /** Menu groups, in order. @default [] */
  groups?: NavGroup[];
  /**
   * The path of the page on screen: its item gets aria-current="page" and its group is marked.
   * An item's own `isCurrent` wins.
   */
  currentPath?: string;
  /** Right-hand slot from a tablet's width up, usually the UserMenu. */
  userMenu?: ReactNode;
  /** Who is signed in, shown with Logout at the foot of the phone's navigation sheet. */
  account?: NavAccount;
  /** Accessible name of the navigation landmark. @default 'Main' */
  label?: string;
  /** Text of the Menu button below a tablet's width. @default 'Menu' */
  menuLabel?: string;
}

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: none;
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

/**
 * The top navigation bar: logo home link, one dropdown menu per group, the user menu on the right.
 * Below a tablet's width (`breakpoints.tablet`) the groups and the user menu fold into a Menu button
 * that opens a navigation sheet.
 */
export function NavBar({
  logo,
  logoLabel = PRODUCT_NAME,
  homeHref = '/',
  groups = [],
  currentPath,
  userMenu,
  account,
  label = 'Main',
  menuLabel = 'Menu',
}: NavBarProps) {
  const visible = groups.filter((group) => group.items.length > 0);
  // Only the half the width shows is built: a phone does not render (and pay for) six menus it hides.
  const wide = useMediaQuery(mediaQueries.fromTablet);
  // A badge describes its button (aria-describedby) rather than renaming it: 'Requests' stays 'Requests'.
  const badgeId = useId();
  return (
    <Bar aria-label={label}>
      <Logo href={homeHref} aria-label={logoLabel}>
        {logo ?? PRODUCT_NAME}
      </Logo>
      {wide ? (
        <Wide>
          <Groups>
            {visible.map((group, index) => {
              const badge = groupBadge(group.items);
              const id = `${badgeId}-${index}`;
              return (
                <li key={group.label}>
                  {/* aria-current="true": this group holds the page on screen (its item says "page"). */}
                  <DeferredMenuTrigger
                    aria-current={isGroupCurrent(group, currentPath)}
                    aria-describedby={badge ? id : undefined}
                    label={group.label}
                    items={group.items.map((item) => ({ id: item.href, label: item.label, href: item.href, current: isItemCurrent(item, currentPath), badge: item.badge }))}
                  >
                    {group.label}
                    {badge && <CountBadge id={id} count={badge.count} label={badge.label} />}
                    <ChevronDown aria-hidden="true" size={16} />
                  </DeferredMenuTrigger>
                </li>
              );
            })}
          </Groups>
          {userMenu}
        </Wide>
      ) : (
        <Narrow>
          <NavSheet
            groups={visible}
            currentPath={currentPath}
            account={account}
            userMenu={account ? undefined : userMenu}
            label={menuLabel}
            badge={groupBadge(visible.flatMap((group) => group.items))}
          />
        </Narrow>
      )}
    </Bar>
  );
}
