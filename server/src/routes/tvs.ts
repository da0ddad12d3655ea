/**
 * Map › TVs (spec section 7: GET list, GET {id}, POST, PATCH {id}; issue 20: POST {id}/link makes a new
 * display link, the old one stops at once). No delete: the spec has none (as Task Types). Every handler
 * needs manage-map; every statement goes through the company's seam. Each TV answers with its link,
 * `${PUBLIC_URL}/tv/<token>` (the origin e-mailed links use).
 */
import { Hono, type Context } from 'hono';
import { PERMISSION, tvListQuerySchema, tvSchema } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { tenant } from '../db/tenant';
import { tvs as tvTable } from '../db/schema';
import { requireAuth, requirePermission } from '../http/auth';
import { body, idParam, validQuery } from '../http/validate';
import * as tvs from '../services/tvs';

export function tvRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db), requirePermission(PERMISSION.manageMap));
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);
  const ctx = (): tvs.TvContext => ({ db, publicUrl: deps.publicUrl, now: new Date(deps.now?.() ?? Date.now()) });

  app.get('/', async (c) => c.json(await tvs.listTvs(ownOf(c), ctx(), await validQuery(c, tvListQuerySchema))));
  app.get('/:id', async (c) => c.json({ data: await tvs.oneTv(ownOf(c), ctx(), idParam(c)) }));
  app.post('/', async (c) => {
    const own = ownOf(c);
    const id = await tvs.createTv(own, db, await body(c, tvSchema));
    return c.json({ data: await tvs.oneTv(own, ctx(), id) }, 201);
  });
  app.patch('/:id', async (c) => {
    const own = ownOf(c);
    const id = idParam(c);
    await own.find(tvTable, id);
    await tvs.updateTv(own, id, await body(c, tvSchema));
    return c.json({ data: await tvs.oneTv(own, ctx(), id) });
  });
  app.post('/:id/link', async (c) => {
    const own = ownOf(c);
    const id = idParam(c);
    await own.find(tvTable, id);
    await tvs.regenerateLink(own, db, id);
    return c.json({ data: await tvs.oneTv(own, ctx(), id) });
  });

  return app;
}
