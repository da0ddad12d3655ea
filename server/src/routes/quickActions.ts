/**
 * Quick actions: GET list, GET {id}, POST, PATCH {id}, DELETE {id}, GET pages.
 * `payload` is the URL ('url'), the phone number ('call'), the page value ('page')
 * or null ('related', which links an object instead).
 */
import { Hono, type Context } from 'hono';
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
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);
  app.use('*', requireAuth(db), requireHotelContent);

  app.get('/pages', (c) => c.json({ data: QUICK_ACTION_PAGES.map((p) => ({ value: p.value, label: p.label })) }));

  app.get('/', async (c) => {
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    const rows = await own
      .select(quickActions)
      .orderBy(asc(quickActions.sortOrder), asc(quickActions.id));
    return c.json({ data: await serialize(own, rows) });
  });

  app.get('/:id', async (c) => c.json({ data: await one(ownOf(c), idParam(c)) }));

  app.post('/', async (c) => {
    const input = await body(c, quickActionSchema);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    const [row] = await own
      .insert(quickActions, await columns(own, input))
      .returning();
    return c.json({ data: await one(own, row.id) }, 201);
  });

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    await findAction(own, id);
    const input = await body(c, quickActionSchema);
    await own.update(quickActions, id, { ...(await columns(own, input)), updatedAt: sql`now()` });
    return c.json({ data: await one(own, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    await findAction(own, id);
    await own.delete(quickActions, id);
    return c.json({ data: null });
  });

  return app;
}
