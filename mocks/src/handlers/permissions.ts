/** auth/permissions: the catalogue, and per-user permission updates by a company administrator. */
import { http } from 'msw';
import {
  ALL_PERMISSIONS,
  PERMISSION_GROUPS,
  permissionsUpdateSchema,
  type FieldErrors,
  type PermissionGrant,
  type PermissionsMap,
} from '@atoll/contract';
import { apiPath, notFound, ok, readValid, validationFailed, withErrors } from '../http';
import { authorizeAdmin } from '../session';
import { publicUser, userInCompany } from '../store';

const DEFINITIONS = new Map(ALL_PERMISSIONS.map((p) => [p.key as string, p]));

/** Not spec texts; the same words as the server's. */
export const PERMISSION_MESSAGES = {
  unknown: 'Unknown permission',
  facility: "Choose 'all' or a list of facility ids",
  company: "This permission covers 'all' objects",
} as const;

function parseGrant(value: unknown, facilityScoped: boolean): PermissionGrant | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const objects = (value as { objects?: unknown }).objects;
  if (objects === 'all') return { objects: 'all' };
  if (facilityScoped && Array.isArray(objects) && objects.every((id) => Number.isInteger(id) && id > 0)) {
    return { objects: [...new Set(objects as number[])] };
  }
  return undefined;
}

/**
 * The new map: known keys only; owner-level ones ('company-owner') keep their
 * stored value whatever was sent, so nobody can grant or remove them.
 */
function mergePermissions(current: PermissionsMap, requested: Record<string, unknown>) {
  const errors: FieldErrors = {};
  const next: PermissionsMap = {};
  for (const [key, value] of Object.entries(requested)) {
    const definition = DEFINITIONS.get(key);
    if (!definition) {
      errors[`permissions.${key}`] = [PERMISSION_MESSAGES.unknown];
      continue;
    }
    if (definition.owner === 'Owner' || value === null || value === undefined || value === false) continue;
    const grant = parseGrant(value, definition.owner === 'Facility');
    if (!grant) {
      errors[`permissions.${key}`] = [definition.owner === 'Facility' ? PERMISSION_MESSAGES.facility : PERMISSION_MESSAGES.company];
      continue;
    }
    next[key] = grant;
  }
  for (const definition of ALL_PERMISSIONS) {
    if (definition.owner === 'Owner' && current[definition.key]) next[definition.key] = current[definition.key];
  }
  return { next, errors };
}

export const permissionHandlers = [
  http.get(apiPath('auth/permissions'), withErrors(({ request }) => {
    authorizeAdmin(request);
    return ok(PERMISSION_GROUPS);
  })),

  http.post(apiPath('auth/permissions/update'), withErrors(async ({ request }) => {
    const { company } = authorizeAdmin(request);
    const body = await readValid(request, permissionsUpdateSchema);
    const user = userInCompany(company.id, body.user_id);
    if (!user) return notFound();
    const { next, errors } = mergePermissions(user.permissions, body.permissions);
    if (Object.keys(errors).length) return validationFailed(errors);
    user.permissions = next;
    user.updated = new Date().toISOString();
    return ok(publicUser(user));
  })),
];
