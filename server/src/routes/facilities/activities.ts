/**
 * Activities under /facilities/activities: POST, GET/PATCH/DELETE {id}, POST {id}/active,
 * POST/DELETE {id}/cover, POST {id}/gallery, DELETE {id}/gallery/{imageId}. Mounted by
 * facilityRoutes, which checks the session and manage-hotel-content.
 */
import { Hono, type Context } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { activeSchema, activityCreateSchema, activityUpdateSchema } from '@atoll/contract';
import { sortOrderOrDefault } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../../deps';
import { activities, activityGallery } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { body, idParam } from '../../http/validate';
import { bodyWithKeys, cleanRichTranslatable, cleanTranslatable, mountCover } from '../../services/contentRows';
import { activityOut, deleteActivity, fieldRef, findActivity, findFacility } from '../../services/facilities';
import { mountGallery } from './gallery';

export function activityRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);

  app.post('/', async (c) => {
    const own = ownOf(c);
    const input = await body(c, activityCreateSchema);
    await fieldRef('facility_id', input.facility_id, (id) => findFacility(own, id));
    const [row] = await own
      .insert(activities, {
        facilityId: input.facility_id,
        name: cleanTranslatable(input.name),
        priceText: cleanTranslatable(input.price_text),
        description: cleanRichTranslatable(input.description),
        sortOrder: sortOrderOrDefault(input.sort_order),
      })
      .returning();
    return c.json({ data: await activityOut(own, row.id) }, 201);
  });

  app.get('/:id', async (c) => c.json({ data: await activityOut(ownOf(c), idParam(c)) }));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    await findActivity(own, id);
    const { input, sent } = await bodyWithKeys(c, activityUpdateSchema);
    await own.update(activities, id, {
      name: cleanTranslatable(input.name),
      sortOrder: input.sort_order,
      ...(sent('price_text') ? { priceText: cleanTranslatable(input.price_text) } : {}),
      ...(sent('description') ? { description: cleanRichTranslatable(input.description) } : {}),
      updatedAt: sql`now()`,
    });
    return c.json({ data: await activityOut(own, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    await findActivity(own, id);
    await db.transaction((tx) => deleteActivity(own.in(tx), id));
    return c.json({ data: null });
  });

  app.post('/:id/active', async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    await findActivity(own, id);
    const { active } = await body(c, activeSchema);
    await own.update(activities, id, { active, updatedAt: sql`now()` });
    return c.json({ data: await activityOut(own, id) });
  });

  mountCover(app, db, {
    find: (own, id) => findActivity(own, id),
    table: activities,
    one: (c, id) => activityOut(ownOf(c), id),
  });

  mountGallery(app, db, {
    find: (own, id) => findActivity(own, id),
    lock: async (own, id) => (await own.pick({ id: activities.id }, activities, eq(activities.id, id)).for('update')).length > 0,
    add: (own, id, fileId) => own.insertChild(activityGallery, { activityId: id, fileId }),
    remove: async (own, id, fileId) =>
      (await own.delete(activityGallery, and(eq(activityGallery.activityId, id), eq(activityGallery.fileId, fileId))!).returning()).length > 0,
    touch: (own, id) => own.update(activities, id, { updatedAt: sql`now()` }),
    one: (c, id) => activityOut(ownOf(c), id),
  });

  return app;
}
