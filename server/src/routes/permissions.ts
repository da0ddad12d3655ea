/** GET auth/permissions (the catalogue) and POST auth/permissions/update. */
import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import {
  ALL_PERMISSIONS,
  API_TEXT,
  PERMISSION_GROUPS,
  permissionsUpdateSchema,
  type FieldErrors,
  type PermissionGrant,
  type PermissionsMap,
} from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { users } from '../db/schema';
import { requireAdmin, requireAuth } from '../http/auth';
import { validationError } from '../http/errors';
import { body } from '../http/validate';
import { toUser } from '../services/serialize';
import { findCompanyUser } from '../services/users';

const DEFINITIONS = new Map(ALL_PERMISSIONS.map((p) => [p.key as string, p]));

function parseGrant(value: unknown, facilityScoped: boolean): PermissionGrant | 'invalid' {
  if (!value || typeof value !== 'object') return 'invalid';
  const objects = (value as { objects?: unknown }).objects;
  if (objects === 'all') return { objects: 'all' };
  if (facilityScoped && Array.isArray(objects) && objects.every((id) => Number.isInteger(id) && id > 0)) {
    return { objects: [...new Set(objects as number[])] };
  }
  return 'invalid';
}

/**
 * The new map: known keys only; owner-level keys ('company-owner') always keep their
 * stored value, whatever was sent, so nobody can grant or remove them.
 */
function mergePermissions(current: PermissionsMap, requested: Record<string, unknown>): PermissionsMap {
  const errors: FieldErrors = {};
  const next: PermissionsMap = {};
  for (const [key, value] of Object.entries(requested)) {
    const definition = DEFINITIONS.get(key);
    if (!definition) {
      errors[`permissions.${key}`] = [API_TEXT.unknownPermission];
      continue;
    }
    if (definition.owner === 'Owner' || value === null || value === undefined || value === false) continue;
    const grant = parseGrant(value, definition.owner === 'Facility');
    if (grant === 'invalid') {
      errors[`permissions.${key}`] = [definition.owner === 'Facility' ? API_TEXT.facilityGrant : API_TEXT.companyGrant];
      continue;
    }
    next[key] = grant;
  }
  if (Object.keys(errors).length) throw validationError(errors);
  for (const definition of ALL_PERMISSIONS) {
    if (definition.owner === 'Owner' && current[definition.key]) next[definition.key] = current[definition.key];
  }
  return next;
}

export function permissionRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/permissions', requireAuth(db), requireAdmin, (c) => c.json({ data: PERMISSION_GROUPS }));

  app.post('/permissions/update', requireAuth(db), requireAdmin, async (c) => {
    const input = await body(c, permissionsUpdateSchema);
    const { company } = c.get('auth');
    const target = await findCompanyUser(db, company.id, input.user_id);
    const requested = input.permissions as Record<string, unknown>;
    if (Array.isArray(requested)) throw validationError({ permissions: [API_TEXT.permissionsNotObject] });
    const permissions = mergePermissions(target.permissions, requested);
    const [updated] = await db
      .update(users)
      .set({ permissions, updatedAt: sql`now()` })
      .where(and(eq(users.id, target.id), eq(users.companyId, company.id)))
      .returning();
    return c.json({ data: toUser(updated) });
  });

  return app;
}
