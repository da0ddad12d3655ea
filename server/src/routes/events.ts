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
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);

  app.get('/:id', async (c) => c.json({ data: await one(ownOf(c), idParam(c)) }));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    const existing = await findEvent(own, id);
    const { input, sent } = await bodyWithKeys(c, eventSchema);
    const related = await patchRelated(own, sent, input, existing.relatedType);
    await own.update(recurringEvents, id, {
      name: cleanTranslatable(input.name),
      startTime: input.start_time,
      endTime: input.end_time,
      type: input.type,
      weeklyDays: days(input.weekly_recurring_day),
      ...(sent('description') ? { description: cleanRichTranslatable(input.description) } : {}),
      ...related,
      updatedAt: sql`now()`,
    });
    return c.json({ data: await one(own, id) });
  });

  app.post('/:id/active', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    await findEvent(own, id);
    const { active } = await body(c, activeSchema);
    await own.update(recurringEvents, id, { active, updatedAt: sql`now()` });
    return c.json({ data: await one(own, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    await findEvent(own, id);
    await db.transaction(async (tx) => {
      // RETURNING gives the cover as it is once a concurrent cover upload has committed.
      const [gone] = await own.in(tx).delete(recurringEvents, id).returning({ cover: recurringEvents.coverFileId });
      if (!gone) throw notFound();
      await deleteFiles(own.in(tx), [gone.cover]);
      await detachRelated(own.in(tx), 'event', [id]);
    });
    return c.json({ data: null });
  });

  mountCover(app, db, {
    find: (own, id) => findEvent(own, id),
    table: recurringEvents,
    one: (c, id) => one(ownOf(c), id),
  });

  return app;
}

export function eventRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db), requireHotelContent);

  app.get('/recurring', async (c) => {
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    const rows = await own.select(recurringEvents).orderBy(asc(recurringEvents.id));
    return c.json({ data: await serialize(own, rows) });
  });

  const create = async (c: Context<AppEnv>) => {
    const input = await body(c, eventSchema);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    const related = await checkRelated(own, input);
    const [row] = await own
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
    return c.json({ data: await one(own, row.id) }, 201);
  };
  app.post('/recurring', create);
  app.post('/', create);

  const items = eventItemRoutes(db);
  app.route('/recurring', items);
  app.route('/', items);
  return app;
}
