/**
 * Permissions (section 6). A user's permissions map names a permission and the
 * objects it covers: every object ('all') or a list of ids (facility-scoped ones).
 */
export const PERMISSION = {
  manageHotelContent: 'manage-hotel-content',
  manageCampaigns: 'manage-campaigns',
  manageFacilityRequests: 'manage-facility-requests',
  readFacilityRequests: 'read-facility-requests',
  manageMap: 'manage-map',
  manageTaskTypes: 'manage-task-types',
  appEditor: 'app-editor',
  companyAdministrator: 'company-administrator',
  companyOwner: 'company-owner',
} as const;
export type PermissionKey = (typeof PERMISSION)[keyof typeof PERMISSION];

/**
 * Who a permission belongs to. 'Owner' permissions belong to the company's owner
 * (the user who signed the company up) and cannot be edited by anyone; 'Facility'
 * ones can be limited to chosen facilities; 'Company' ones cover the whole company.
 */
export type PermissionOwner = 'Owner' | 'Company' | 'Facility';

export interface PermissionDefinition {
  key: PermissionKey;
  name: string;
  description: string;
  owner: PermissionOwner;
}

export interface PermissionGroup {
  group: string;
  permissions: PermissionDefinition[];
}

/** The catalogue GET auth/permissions returns, in display order. */
export const PERMISSION_GROUPS: PermissionGroup[] = [
  {
    group: 'Hotel',
    permissions: [
      { key: 'manage-hotel-content', name: 'Manage hotel content', description: 'Facilities, banners, information, quick actions, events and rooms', owner: 'Company' },
    ],
  },
  {
    group: 'Guests',
    permissions: [{ key: 'manage-campaigns', name: 'Manage campaigns', description: 'Send push-notification campaigns to guests', owner: 'Company' }],
  },
  {
    group: 'Requests',
    permissions: [
      { key: 'manage-facility-requests', name: 'Manage facility requests', description: 'Add bookings and act on requests of the chosen facilities', owner: 'Facility' },
      { key: 'read-facility-requests', name: 'Read facility requests', description: 'See requests, slots and analytics of the chosen facilities', owner: 'Facility' },
    ],
  },
  {
    group: 'Map',
    permissions: [{ key: 'manage-map', name: 'Manage map', description: 'Map settings, key places, tracking and TVs', owner: 'Company' }],
  },
  {
    group: 'Tasks',
    permissions: [{ key: 'manage-task-types', name: 'Manage task types', description: 'Task types and task categories', owner: 'Company' }],
  },
  {
    group: 'Admin',
    permissions: [
      { key: 'app-editor', name: 'App editor', description: 'Customise the layout of the guest app', owner: 'Company' },
      { key: 'company-administrator', name: 'Company administrator', description: 'Settings and staff users', owner: 'Company' },
      { key: 'company-owner', name: 'Company owner', description: 'Signed the company up; cannot be removed', owner: 'Owner' },
    ],
  },
];

export const ALL_PERMISSIONS: PermissionDefinition[] = PERMISSION_GROUPS.flatMap((g) => g.permissions);
export const PERMISSION_KEYS = ALL_PERMISSIONS.map((p) => p.key);

export interface PermissionGrant {
  /** 'all', or the ids of the objects (facilities) covered. */
  objects: 'all' | number[];
}
export type PermissionsMap = Partial<Record<string, PermissionGrant>>;

export interface PermissionCheck {
  /** How several names combine. @default 'or' */
  mode?: 'and' | 'or';
  /** When set, the grant must cover this object. */
  objectId?: number;
}

function covers(grant: PermissionGrant | undefined, objectId?: number): boolean {
  if (!grant) return false;
  if (objectId === undefined || grant.objects === 'all') return true;
  return grant.objects.includes(objectId);
}

/** Whether a permissions map allows `names` (one or several, AND or OR). */
export function can(permissions: PermissionsMap | undefined, names: string | string[], check: PermissionCheck = {}): boolean {
  const list = Array.isArray(names) ? names : [names];
  if (list.length === 0) return true;
  const test = (name: string) => covers(permissions?.[name], check.objectId);
  return (check.mode ?? 'or') === 'and' ? list.every(test) : list.some(test);
}

/** Every permission on every object: what the user who signs a company up receives. */
export function ownerPermissions(): PermissionsMap {
  return Object.fromEntries(PERMISSION_KEYS.map((key) => [key, { objects: 'all' as const }]));
}
