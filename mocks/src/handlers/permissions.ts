/** auth/permissions: the catalogue, and per-user permission updates by a company administrator. */
import { API_TEXT, PERMISSION_GROUPS, mergePermissionGrants, permissionsUpdateSchema } from '@atoll/contract';
import { notFound, ok, readValid, validationFailed } from '../http';
import { ADMIN, get, guarded, post } from '../routes';
import { mockDb, publicUser, userInCompany } from '../store';

/** Not spec texts; the same words as the server's (contract API_TEXT). */
export const PERMISSION_MESSAGES = {
  unknown: API_TEXT.unknownPermission,
  facility: API_TEXT.facilityGrant,
  company: API_TEXT.companyGrant,
} as const;

export const permissionHandlers = guarded(ADMIN, [
  get('auth/permissions', () => ok(PERMISSION_GROUPS)),

  post('auth/permissions/update', async ({ request, companyId }) => {
    const body = await readValid(request, permissionsUpdateSchema);
    const user = userInCompany(companyId, body.user_id);
    if (!user) return notFound();
    // Facility-scoped grants may name only the company's own facilities.
    const own = mockDb.content.facilities.filter((f) => f.company_id === companyId).map((f) => f.id);
    const { permissions, errors } = mergePermissionGrants(user.permissions, body.permissions, own);
    if (Object.keys(errors).length) return validationFailed(errors);
    user.permissions = permissions;
    user.updated = new Date().toISOString();
    return ok(publicUser(user));
  }),
]);
