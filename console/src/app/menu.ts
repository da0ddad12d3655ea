/** The NavBar menu, derived from the route table and the user's permissions. */
import { can, type PermissionsMap } from '@atoll/contract';
import { MENU_GROUPS, ROUTES, type AppRoute, type MenuGroup } from './routes';

export interface MenuItem {
  label: string;
  href: string;
}
export interface MenuSection {
  group: MenuGroup;
  items: MenuItem[];
}

export function isRouteAllowed(route: Pick<AppRoute, 'permissions' | 'permissionMode'>, permissions: PermissionsMap | undefined): boolean {
  if (!route.permissions?.length) return true;
  return can(permissions, route.permissions, { mode: route.permissionMode ?? 'or' });
}

/** The groups in menu order, each with the items the user may see; empty groups are left out. */
export function buildMenu(permissions: PermissionsMap | undefined, routes: AppRoute[] = ROUTES): MenuSection[] {
  return MENU_GROUPS.map((group) => ({
    group,
    items: routes
      .filter((r) => r.menuGroup === group && isRouteAllowed(r, permissions))
      .map((r) => ({ label: r.title, href: r.path })),
  })).filter((section) => section.items.length > 0);
}
