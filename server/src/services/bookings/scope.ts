/**
 * The facility scope of the request permissions (slice 3, `requestScope` in the contract's domain)
 * as a drizzle condition: every query of slots, types and bookings adds it, so an object outside the
 * caller's facilities answers 404 (or is missing from a list) like another company's.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PermissionsMap } from '@atoll/contract';
import { requestScope, type FacilityScope } from '@atoll/contract/domain';

/** `column` (a facility_id) within `scope`: undefined for 'all' (no filter), false for none. */
export function facilityCondition(column: PgColumn, scope: FacilityScope): SQL | undefined {
  if (scope === 'all') return undefined;
  if (scope.length === 0) return sql`false`;
  return inArray(column, [...scope]);
}

/** The condition for a user's permissions: 'read' (either request permission) or 'manage'. */
export const scopeCondition = (column: PgColumn, permissions: PermissionsMap | null | undefined, mode: 'read' | 'manage'): SQL | undefined =>
  facilityCondition(column, requestScope(permissions, mode));

/**
 * The same scope as one parameter, for a prepared statement: NULL for 'all', else an int[] literal ('{}' for none,
 * which no facility matches). scopeArrayCondition is its condition.
 */
export function scopeArrayParam(permissions: PermissionsMap | null | undefined, mode: 'read' | 'manage'): string | null {
  const scope = requestScope(permissions, mode);
  return scope === 'all' ? null : `{${scope.join(',')}}`;
}
export const scopeArrayCondition = (column: PgColumn, param: SQL): SQL => sql`(${param}::int[] is null or ${column} = any(${param}::int[]))`;
