export interface NavItem {
  /** Text of the menu item. */
  label: string;
  /** Where it goes; navigates through RAC's RouterProvider when the app provides one. */
  href: string;
  /** Marks the item as the current page; when left out, `NavBar`'s `currentPath` decides. */
  isCurrent?: boolean;
  /**
   * A live count beside the item (e.g. new requests). While the item sits in a closed menu, its group's
   * button (and below a tablet's width the Menu button) shows it too. Nothing shows at 0.
   */
  badge?: NavBadge;
}

/** A count and its accessible name, e.g. `{ count: 3, label: '3 new requests' }`. */
export interface NavBadge {
  count: number;
  label: string;
}

export interface NavGroup {
  /** Text of the menu button, e.g. 'Hotel'. */
  label: string;
  /** The (already permission-filtered) items; a group without items is not rendered. */
  items: NavItem[];
}

import type { ColorSchemePreference } from '../../theme/colorScheme';

/** The Appearance choice the account offers (System, Light, Dark; ADR 0036). */
export interface NavAppearance {
  /** The current choice. */
  value: ColorSchemePreference;
  /** Called with the new choice. */
  onChange: (value: ColorSchemePreference) => void;
}

/** The heading and the choices of Appearance, in the user menu and the phone's sheet alike. */
export const APPEARANCE_TEXT = {
  label: 'Appearance',
  options: [
    { id: 'system', label: 'System' },
    { id: 'light', label: 'Light' },
    { id: 'dark', label: 'Dark' },
  ] satisfies { id: ColorSchemePreference; label: string }[],
} as const;

/** Who is signed in, for the phone's navigation sheet (the wide bar shows `userMenu` instead). */
export interface NavAccount {
  /** The signed-in user's name. */
  name: string;
  /** The user's company. */
  company: string;
  /** Called when the user chooses Logout. */
  onLogout: () => void;
  /** Text of the logout button. @default 'Logout' */
  logoutLabel?: string;
  /** The Appearance choice, offered in the sheet's account area when given. */
  appearance?: NavAppearance;
}

/** An item is current on its own path and on the paths below it (/hotel/facilities/3 is inside Facilities). */
export function isItemCurrent(item: NavItem, currentPath: string | undefined): boolean {
  if (item.isCurrent !== undefined) return item.isCurrent;
  if (!currentPath) return false;
  const href = item.href.replace(/\/+$/, '');
  const path = currentPath.split(/[?#]/)[0].replace(/\/+$/, '');
  return href !== '' && (path === href || path.startsWith(`${href}/`));
}

export function isGroupCurrent(group: NavGroup, currentPath: string | undefined): boolean {
  return group.items.some((item) => isItemCurrent(item, currentPath));
}

/** The badges of a closed menu's items, summed for its button: one item's label, or the items' labels joined. */
export function groupBadge(items: NavItem[]): NavBadge | undefined {
  const badges = items.map((item) => item.badge).filter((badge): badge is NavBadge => !!badge && badge.count > 0);
  if (!badges.length) return undefined;
  return { count: badges.reduce((sum, badge) => sum + badge.count, 0), label: badges.map((badge) => badge.label).join(', ') };
}
