/** GET auth/permissions (the catalogue) and POST auth/permissions/update. */
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { API_TEXT, PERMISSION_GROUPS, mergePermissionGrants, permissionsUpdateSchema } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../../deps';
import { facilities, users } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { requireAdmin, requireAuth } from '../../http/auth';
import { validationError } from '../../http/errors';
import { body } from '../../http/validate';
import { toUser } from '../../services/serialize';
import { findCompanyUser } from '../../services/users';
import { publishSessionInvalidation } from '../../cluster/sessions';

export function permissionRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/permissions', requireAuth(db), requireAdmin, (c) => c.json({ data: PERMISSION_GROUPS }));

  app.post('/permissions/update', requireAuth(db), requireAdmin, async (c) => {
    const input = await body(c, permissionsUpdateSchema);
    const own = tenant(db, c.get('auth').company.id);
    const target = await findCompanyUser(own, input.user_id);
    const requested = input.permissions as Record<string, unknown>;
    if (Array.isArray(requested)) throw validationError({ permissions: [API_TEXT.permissionsNotObject] });
    // Facility-scoped grants may name only the company's own facilities.
    const facilityIds = (await own.pick({ id: facilities.id }, facilities)).map((f) => f.id);
    const { permissions, errors } = mergePermissionGrants(target.permissions, requested, facilityIds);
    if (Object.keys(errors).length) throw validationError(errors);
    const [updated] = await own.update(users, target.id, { permissions, updatedAt: sql`now()` }).returning();
    publishSessionInvalidation(db, { userId: target.id });
    return c.json({ data: toUser(updated) });
  });

  return app;
}
