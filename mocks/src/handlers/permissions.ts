/** auth/permissions: the catalogue, and per-user permission updates by a company administrator. */
import { http } from 'msw';
import {
  ALL_PERMISSIONS,
  MSG,
  PERMISSION,
  PERMISSION_GROUPS,
  permissionsUpdateSchema,
  type PermissionGrant,
  type PermissionsMap,
} from '@atoll/contract';
import { apiPath, notFound, ok, readValid, validationFailed, withErrors } from '../http';
import { authorize } from '../session';
import { publicUser, userInCompany } from '../store';

function isGrant(value: unknown): value is PermissionGrant {
  if (!value || typeof value !== 'object') return false;
  const objects = (value as { objects?: unknown }).objects;
  return objects === 'all' || (Array.isArray(objects) && objects.every((id) => Number.isInteger(id)));
}

/**
 * The new map: editable permissions from the request, owner-level ones kept as
 * they were (nobody edits them). Company-wide permissions only cover 'all'.
 */
function mergePermissions(current: PermissionsMap, requested: Record<string, unknown>) {
  const errors: Record<string, string[]> = {};
  const next: PermissionsMap = {};
  for (const definition of ALL_PERMISSIONS) {
    if (definition.owner === 'Owner') {
      if (current[definition.key]) next[definition.key] = current[definition.key];
      continue;
    }
    const grant = requested[definition.key];
    if (grant === undefined || grant === null || grant === false) continue;
    if (!isGrant(grant) || (definition.owner === 'Company' && grant.objects !== 'all')) {
      errors[`permissions.${definition.key}`] = [MSG.fieldRequired];
      continue;
    }
    next[definition.key] = { objects: grant.objects === 'all' ? 'all' : [...grant.objects] };
  }
  return { next, errors };
}

export const permissionHandlers = [
  http.get(apiPath('auth/permissions'), withErrors(({ request }) => {
    authorize(request, PERMISSION.companyAdministrator);
    return ok(PERMISSION_GROUPS);
  })),

  http.post(apiPath('auth/permissions/update'), withErrors(async ({ request }) => {
    const { company } = authorize(request, PERMISSION.companyAdministrator);
    const body = await readValid(request, permissionsUpdateSchema, { stripUnknown: false });
    const user = userInCompany(company.id, body.user_id);
    if (!user) return notFound();
    const { next, errors } = mergePermissions(user.permissions, body.permissions as Record<string, unknown>);
    if (Object.keys(errors).length) return validationFailed(errors);
    user.permissions = next;
    user.updated = new Date().toISOString();
    return ok(publicUser(user));
  })),
];
