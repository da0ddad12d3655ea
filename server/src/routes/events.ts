/**
 * Weekly recurring events, mounted at /events:
 * GET recurring (list), GET/PATCH/DELETE recurring/{id}, POST recurring, POST
 * recurring/{id}/active {active}, POST/DELETE recurring/{id}/cover.
 * Section 7 words the item calls as "GET {id}; POST; PATCH {id}…" after
 * "GET events/recurring", so the same calls also answer under /events/{id}
 * (and POST /events): both spellings reach the same handlers.
 */
import { Hono, type Context } from 'hono';
import { asc, sql } from 'drizzle-orm';
import { activeSchema, eventSchema } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import type { Db } from '../db/client';
import { recurringEvents } from '../db/schema';
import { tenant } from '../db/tenant';
import { requireAuth, requireHotelContent } from '../http/auth';
import { notFound } from '../http/errors';
import { body, idParam } from '../http/validate';
import { bodyWithKeys, cleanRichTranslatable, cleanTranslatable, mountCover } from '../services/contentRows';
import { days, findEvent, one, serialize } from '../services/events';
import { deleteFiles } from '../services/files';
import { checkRelated, detachRelated, patchRelated } from '../services/related';

/** The item routes (GET/PATCH/DELETE {id}, POST {id}/active, cover), mounted twice. */
function eventItemRoutes(db: Db) {
  const app = new Hono<AppEnv>();

  app.get('/:id', async (c) => c.json({ data: await one(db, c.get('auth').company.id, idParam(c)) }));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const existing = await findEvent(db, companyId, id);
    const { input, sent } = await bodyWithKeys(c, eventSchema);
    const related = await patchRelated(db, companyId, sent, input, existing.relatedType);
    await tenant(db, companyId).update(recurringEvents, id, {
      name: cleanTranslatable(input.name),
      startTime: input.start_time,
      endTime: input.end_time,
      type: input.type,
      weeklyDays: days(input.weekly_recurring_day),
      ...(sent('description') ? { description: cleanRichTranslatable(input.description) } : {}),
      ...related,
      updatedAt: sql`now()`,
    });
    return c.json({ data: await one(db, companyId, id) });
  });

  app.post('/:id/active', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findEvent(db, companyId, id);
    const { active } = await body(c, activeSchema);
    await tenant(db, companyId).update(recurringEvents, id, { active, updatedAt: sql`now()` });
    return c.json({ data: await one(db, companyId, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findEvent(db, companyId, id);
    await db.transaction(async (tx) => {
      // RETURNING gives the cover as it is once a concurrent cover upload has committed.
      const [gone] = await tenant(tx, companyId).delete(recurringEvents, id).returning({ cover: recurringEvents.coverFileId });
      if (!gone) throw notFound();
      await deleteFiles(tx, companyId, [gone.cover]);
      await detachRelated(tx, companyId, 'event', [id]);
    });
    return c.json({ data: null });
  });

  mountCover(app, db, {
    find: (companyId, id) => findEvent(db, companyId, id),
    table: recurringEvents,
    one: (c, id) => one(db, c.get('auth').company.id, id),
  });

  return app;
}

export function eventRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db), requireHotelContent);

  app.get('/recurring', async (c) => {
    const companyId = c.get('auth').company.id;
    const rows = await tenant(db, companyId).select(recurringEvents).orderBy(asc(recurringEvents.id));
    return c.json({ data: await serialize(db, companyId, rows) });
  });

  const create = async (c: Context<AppEnv>) => {
    const input = await body(c, eventSchema);
    const companyId = c.get('auth').company.id;
    const related = await checkRelated(db, companyId, input);
    const [row] = await tenant(db, companyId)
      .insert(recurringEvents, {
        name: cleanTranslatable(input.name),
        startTime: input.start_time,
        endTime: input.end_time,
        type: input.type,
        weeklyDays: days(input.weekly_recurring_day),
        description: cleanRichTranslatable(input.description),
        active: true,
        ...related,
      })
      .returning();
    return c.json({ data: await one(db, companyId, row.id) }, 201);
  };
  app.post('/recurring', create);
  app.post('/', create);

  const items = eventItemRoutes(db);
  app.route('/recurring', items);
  app.route('/', items);
  return app;
}
