/** GET auth/admins: whom a user without permissions should ask (issue 18): the company's active administrators, by name. */
import { Hono } from 'hono';
import { asc, eq, sql } from 'drizzle-orm';
import { isCompanyAdmin, type CompanyAdmin } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../../deps';
import { users } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { requireAuth } from '../../http/auth';

export function adminRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/admins', requireAuth(db), async (c) => {
    const rows = await tenant(db, c.get('auth').company.id)
      .select(users, eq(users.status, 'active'))
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
    const data: CompanyAdmin[] = rows
      .filter((user) => isCompanyAdmin(user.permissions))
      .map((user) => ({ id: user.id, name: user.name, designation: user.designation }));
    return c.json({ data });
  });

  return app;
}
