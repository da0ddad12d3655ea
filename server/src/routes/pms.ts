/** GET pms: the company's PMS integrations (administrators). */
import { Hono } from 'hono';
import { asc } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../deps';
import { pmsIntegrations } from '../db/schema';
import { tenant } from '../db/tenant';
import { requireAdmin, requireAuth } from '../http/auth';
import { toPms } from '../services/serialize';

export function pmsRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.get('/', requireAuth(db), requireAdmin, async (c) => {
    const rows = await tenant(db, c.get('auth').company.id)
      .select(pmsIntegrations)
      .orderBy(asc(pmsIntegrations.id));
    return c.json({ data: rows.map(toPms) });
  });
  return app;
}
