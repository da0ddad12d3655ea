/**
 * Which permissions of a user an administrator may change (spec section 6:
 * "owner-level ones are not editable"; "permissions with owner Facility can be
 * limited to chosen facilities").
 */
import type { PermissionDefinition, PermissionGrant, PermissionsMap, User } from '@atoll/contract';

/**
 * 'Owner' permissions belong to whoever signed the company up and are never editable.
 * The owner (is_owner) holds every permission on every object from sign-up, and none of
 * them can be taken away: an owner's permissions are all owner-level.
 */
export function isOwnerLevel(definition: PermissionDefinition, user: Pick<User, 'is_owner'>): boolean {
  return definition.owner === 'Owner' || user.is_owner;
}

export const isFacilityScoped = (definition: PermissionDefinition) => definition.owner === 'Facility';

/** Grants compare by what they cover, not by object identity (a switch turned off and on again is no change). */
export function sameGrant(a: PermissionGrant | undefined, b: PermissionGrant | undefined): boolean {
  if (!a || !b) return !a && !b;
  if (a.objects === 'all' || b.objects === 'all') return a.objects === b.objects;
  return a.objects.length === b.objects.length && [...a.objects].sort().join() === [...b.objects].sort().join();
}

/** The map to send: only the permissions that are on. */
export function grantedOnly(permissions: PermissionsMap | undefined): PermissionsMap {
  return Object.fromEntries(Object.entries(permissions ?? {}).filter(([, grant]) => grant !== undefined));
}
