/**
 * What POST auth/permissions/update may change: known keys only; a Facility
 * permission covers 'all' or a list of facility ids, a Company one 'all';
 * owner-level keys ('company-owner') always keep their stored value, whatever
 * was sent, so nobody can grant or remove them. The server and the mocks apply
 * this same rule.
 */
import { API_TEXT } from './apiTexts';
import type { FieldErrors } from './errors';
import { ALL_PERMISSIONS, type PermissionGrant, type PermissionsMap } from './permissions';

const DEFINITIONS = new Map(ALL_PERMISSIONS.map((p) => [p.key as string, p]));

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
 * The user's new permissions map, or per-field errors keyed 'permissions.<key>'.
 * `companyFacilityIds`: the company's facilities; a facility-scoped grant naming any
 * other id (another company's, or none) is refused.
 */
export function mergePermissionGrants(
  current: PermissionsMap,
  requested: Record<string, unknown>,
  companyFacilityIds: readonly number[],
): { permissions: PermissionsMap; errors: FieldErrors } {
  const own = new Set(companyFacilityIds);
  const errors: FieldErrors = {};
  const permissions: PermissionsMap = {};
  for (const [key, value] of Object.entries(requested)) {
    const definition = DEFINITIONS.get(key);
    if (!definition) {
      errors[`permissions.${key}`] = [API_TEXT.unknownPermission];
      continue;
    }
    if (definition.owner === 'Owner' || value === null || value === undefined || value === false) continue;
    const grant = parseGrant(value, definition.owner === 'Facility');
    if (!grant) {
      errors[`permissions.${key}`] = [definition.owner === 'Facility' ? API_TEXT.facilityGrant : API_TEXT.companyGrant];
      continue;
    }
    if (grant.objects !== 'all' && !grant.objects.every((id) => own.has(id))) {
      errors[`permissions.${key}`] = [API_TEXT.unknownFacility];
      continue;
    }
    permissions[key] = grant;
  }
  for (const definition of ALL_PERMISSIONS) {
    if (definition.owner === 'Owner' && current[definition.key]) permissions[definition.key] = current[definition.key];
  }
  return { permissions, errors };
}
