/**
 * Quick actions: GET list, GET {id}, POST, PATCH {id}, DELETE {id}, GET pages.
 * `payload` is the URL ('url'), the phone number ('call'), the page value ('page')
 * or null ('related', which links an object instead).
 */
import { Hono } from 'hono';
import { asc, sql } from 'drizzle-orm';
import { QUICK_ACTION_PAGES, quickActionSchema } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { quickActions } from '../db/schema';
import { tenant } from '../db/tenant';
import { requireAuth, requireHotelContent } from '../http/auth';
import { body, idParam } from '../http/validate';
import { columns, findAction, one, serialize } from '../services/quickActions';

export function quickActionRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db), requireHotelContent);

  app.get('/pages', (c) => c.json({ data: QUICK_ACTION_PAGES.map((p) => ({ value: p.value, label: p.label })) }));

  app.get('/', async (c) => {
    const companyId = c.get('auth').company.id;
    const rows = await tenant(db, companyId)
      .select(quickActions)
      .orderBy(asc(quickActions.sortOrder), asc(quickActions.id));
    return c.json({ data: await serialize(db, companyId, rows) });
  });

  app.get('/:id', async (c) => c.json({ data: await one(db, c.get('auth').company.id, idParam(c)) }));

  app.post('/', async (c) => {
    const input = await body(c, quickActionSchema);
    const companyId = c.get('auth').company.id;
    const [row] = await tenant(db, companyId)
      .insert(quickActions, await columns(db, companyId, input))
      .returning();
    return c.json({ data: await one(db, companyId, row.id) }, 201);
  });

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findAction(db, companyId, id);
    const input = await body(c, quickActionSchema);
    await tenant(db, companyId).update(quickActions, id, { ...(await columns(db, companyId, input)), updatedAt: sql`now()` });
    return c.json({ data: await one(db, companyId, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findAction(db, companyId, id);
    await tenant(db, companyId).delete(quickActions, id);
    return c.json({ data: null });
  });

  return app;
}
