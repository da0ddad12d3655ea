/** auth/permissions: the catalogue, and per-user permission updates by a company administrator. */
import { http } from 'msw';
import { API_TEXT, PERMISSION_GROUPS, mergePermissionGrants, permissionsUpdateSchema } from '@atoll/contract';
import { apiPath, notFound, ok, readValid, validationFailed, withErrors } from '../http';
import { authorizeAdmin } from '../session';
import { publicUser, userInCompany } from '../store';

/** Not spec texts; the same words as the server's (contract API_TEXT). */
export const PERMISSION_MESSAGES = {
  unknown: API_TEXT.unknownPermission,
  facility: API_TEXT.facilityGrant,
  company: API_TEXT.companyGrant,
} as const;

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
    const { permissions, errors } = mergePermissionGrants(user.permissions, body.permissions);
    if (Object.keys(errors).length) return validationFailed(errors);
    user.permissions = permissions;
    user.updated = new Date().toISOString();
    return ok(publicUser(user));
  })),
];
