/**
 * GET ui/related-types (RELATED_TYPES as Choice[]) and GET ui/related-object/{type}
 * (NamedOption[] of the caller's company; an unknown type → 404). Reference routes:
 * a session is enough (the pickers that use them are behind manage-hotel-content).
 */
import { Hono, type Context } from 'hono';
import { RELATED_TYPES } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../../deps';
import { tenant } from '../../db/tenant';
import { requireAuth } from '../../http/auth';
import { notFound } from '../../http/errors';
import { isRelatedType, relatedOptions } from '../../services/related';

export function uiRelatedRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);
  app.get('/related-types', requireAuth(db), (c) => c.json({ data: RELATED_TYPES.map((t) => ({ value: t.value, label: t.label })) }));
  app.get('/related-object/:type', requireAuth(db), async (c) => {
    const type = c.req.param('type');
    if (!isRelatedType(type)) throw notFound();
    return c.json({ data: await relatedOptions(ownOf(c), type) });
  });
  return app;
}
