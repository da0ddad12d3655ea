/**
 * A user without any permission (issue 18 item 10): Home says so and names whom to ask — the company's
 * administrators, from GET auth/admins (any signed-in user) — instead of showing an empty page.
 */
import { can, PERMISSION, type PermissionsMap } from './permissions';

/** GET auth/admins: the active users of the caller's company who can grant permissions. */
export interface CompanyAdmin {
  id: number;
  name: string;
  designation: string | null;
}

/** Who grants permissions: company administrators and the owner. */
export const isCompanyAdmin = (permissions: PermissionsMap | undefined) => can(permissions, [PERMISSION.companyAdministrator, PERMISSION.companyOwner]);

/** True when the user holds no permission at all (the owner always holds one). */
export const hasNoPermissions = (permissions: PermissionsMap | undefined) => Object.keys(permissions ?? {}).length === 0;

export const NO_PERMISSIONS_TEXT = {
  title: 'You have no permissions yet',
  body: 'An administrator of your company decides what you can see and do here. Ask one of them to give you permissions:',
  /** When the company's administrators could not be listed. */
  askAdministrator: 'Ask an administrator of your company to give you permissions.',
  after: 'Once they have, the menu shows what you can use (log in again if it does not).',
} as const;
