export interface NavItem {
  /** Text of the menu item. */
  label: string;
  /** Where it goes; navigates through RAC's RouterProvider when the app provides one. */
  href: string;
  /** Marks the item as the current page; when left out, `NavBar`'s `currentPath` decides. */
  isCurrent?: boolean;
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
