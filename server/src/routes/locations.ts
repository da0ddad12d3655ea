/**
 * Map › Key Places (/locations, spec section 7): GET list, POST {name, lat, lng, …}, GET/PATCH/DELETE
 * {id}, POST/DELETE {id}/cover, PATCH {id}/icon {icon, icon_color, icon_background}. manage-map;
 * the caller's company only.
 */
import { Hono, type Context } from 'hono';
import { asc, sql } from 'drizzle-orm';
import { PERMISSION, locationCreateSchema, locationIconSchema, locationUpdateSchema } from '@atoll/contract';
import { sortOrderOrDefault } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../deps';
import { locations } from '../db/schema';
import { tenant } from '../db/tenant';
import { requireAuth, requirePermission } from '../http/auth';
import { notFound } from '../http/errors';
import { body, idParam } from '../http/validate';
import { bodyWithKeys, cleanRichTranslatable, mountCover } from '../services/contentRows';
import { deleteFiles } from '../services/files';
import { findLocation, one, serialize } from '../services/locations';
import { checkRelated, patchRelated } from '../services/related';

export function locationRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);
  app.use('*', requireAuth(db), requirePermission(PERMISSION.manageMap));

  app.get('/', async (c) => {
    const own = ownOf(c);
    const rows = await own.select(locations).orderBy(asc(locations.sortOrder), asc(locations.id));
    return c.json({ data: await serialize(own, rows) });
  });

  app.get('/:id', async (c) => c.json({ data: await one(ownOf(c), idParam(c)) }));

  app.post('/', async (c) => {
    const input = await body(c, locationCreateSchema);
    const own = ownOf(c);
    const related = await checkRelated(own, input);
    const [row] = await own
      .insert(locations, {
        name: input.name,
        description: cleanRichTranslatable(input.description),
        lat: input.lat,
        lng: input.lng,
        sortOrder: sortOrderOrDefault(input.sort_order),
        ...related,
      })
      .returning();
    return c.json({ data: await one(own, row.id) }, 201);
  });

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    const existing = await findLocation(own, id);
    const { input, sent } = await bodyWithKeys(c, locationUpdateSchema);
    const related = await patchRelated(own, sent, input, existing.relatedType);
    await own.update(locations, id, {
      name: input.name,
      sortOrder: input.sort_order,
      lat: input.lat,
      lng: input.lng,
      ...(sent('description') ? { description: cleanRichTranslatable(input.description) } : {}),
      ...related,
      updatedAt: sql`now()`,
    });
    return c.json({ data: await one(own, id) });
  });

  app.patch('/:id/icon', async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    await findLocation(own, id);
    const input = await body(c, locationIconSchema);
    await own.update(locations, id, {
      icon: input.icon ?? null,
      iconColor: input.icon_color,
      iconBackground: input.icon_background,
      updatedAt: sql`now()`,
    });
    return c.json({ data: await one(own, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    await findLocation(own, id);
    await db.transaction(async (tx) => {
      // RETURNING gives the cover as it is once a concurrent cover upload has committed.
      const [gone] = await own.in(tx).delete(locations, id).returning({ cover: locations.coverFileId });
      if (!gone) throw notFound();
      await deleteFiles(own.in(tx), [gone.cover]);
    });
    return c.json({ data: null });
  });

  mountCover(app, db, { find: findLocation, table: locations, one: (c, id) => one(ownOf(c), id) });

  return app;
}
