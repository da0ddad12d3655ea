/**
 * Weekly recurring events, mounted at /events:
 * GET recurring (list), GET/PATCH/DELETE recurring/{id}, POST recurring, POST
 * recurring/{id}/active {active}, POST/DELETE recurring/{id}/cover.
 * Section 7 words the item calls as "GET {id}; POST; PATCH {id}…" after
 * "GET events/recurring", so the same calls also answer under /events/{id}
 * (and POST /events): both spellings reach the same handlers.
 */
import { Hono, type Context } from 'hono';
import { and, asc, eq, sql } from 'drizzle-orm';
import { activeSchema, describeWeekly, EVENT_TYPES, eventSchema, type EventType, type RecurringEvent } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import type { Db } from '../db/client';
import { recurringEvents } from '../db/schema';
import { requireAuth, requireHotelContent } from '../http/auth';
import { notFound } from '../http/errors';
import { body, idParam } from '../http/validate';
import { bodyWithKeys, cleanRichTranslatable, cleanTranslatable, mountCover } from '../services/contentRows';
import { deleteFiles, fileUrl, thumbUrl } from '../services/files';
import { checkRelated, detachRelated, relatedTexts, toRelatedLink } from '../services/related';

type EventRow = typeof recurringEvents.$inferSelect;

const typeText = (type: EventType) => EVENT_TYPES.find((t) => t.value === type)?.label ?? type;

async function serialize(db: Db, companyId: number, rows: EventRow[]): Promise<RecurringEvent[]> {
  if (rows.length === 0) return [];
  const texts = await relatedTexts(db, companyId, rows);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    start_time: row.startTime,
    end_time: row.endTime,
    type: row.type,
    type_text: typeText(row.type),
    type_description: describeWeekly(row.weeklyDays, row.startTime, row.endTime),
    weekly_recurring_day: row.weeklyDays,
    description: row.description,
    active: row.active,
    cover: fileUrl(row.coverFileId),
    cover_thumb: thumbUrl(row.coverFileId),
    ...toRelatedLink(row, texts),
    updated: row.updatedAt.toISOString(),
  }));
}

async function findEvent(db: Db, companyId: number, id: number): Promise<EventRow> {
  const [row] = await db.select().from(recurringEvents).where(and(eq(recurringEvents.id, id), eq(recurringEvents.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

async function one(db: Db, companyId: number, id: number): Promise<RecurringEvent> {
  const [event] = await serialize(db, companyId, [await findEvent(db, companyId, id)]);
  return event;
}

/** Days once each, ascending (1 = Sunday). */
const days = (list: readonly number[]) => [...new Set(list)].sort((a, b) => a - b);

/** The item routes (GET/PATCH/DELETE {id}, POST {id}/active, cover), mounted twice. */
function eventItemRoutes(db: Db) {
  const app = new Hono<AppEnv>();

  app.get('/:id', async (c) => c.json({ data: await one(db, c.get('auth').company.id, idParam(c)) }));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const existing = await findEvent(db, companyId, id);
    const { input, sent } = await bodyWithKeys(c, eventSchema);
    const related = sent('related_type')
      ? await checkRelated(db, companyId, input)
      : sent('related_direct') && existing.relatedType
        ? { relatedDirect: input.related_direct ?? false }
        : {};
    await db
      .update(recurringEvents)
      .set({
        name: cleanTranslatable(input.name),
        startTime: input.start_time,
        endTime: input.end_time,
        type: input.type,
        weeklyDays: days(input.weekly_recurring_day),
        ...(sent('description') ? { description: cleanRichTranslatable(input.description) } : {}),
        ...related,
        updatedAt: sql`now()`,
      })
      .where(and(eq(recurringEvents.id, id), eq(recurringEvents.companyId, companyId)));
    return c.json({ data: await one(db, companyId, id) });
  });

  app.post('/:id/active', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findEvent(db, companyId, id);
    const { active } = await body(c, activeSchema);
    await db.update(recurringEvents).set({ active, updatedAt: sql`now()` }).where(eq(recurringEvents.id, id));
    return c.json({ data: await one(db, companyId, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findEvent(db, companyId, id);
    await db.transaction(async (tx) => {
      // RETURNING gives the cover as it is once a concurrent cover upload has committed.
      const [gone] = await tx
        .delete(recurringEvents)
        .where(and(eq(recurringEvents.id, id), eq(recurringEvents.companyId, companyId)))
        .returning({ cover: recurringEvents.coverFileId });
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
    const rows = await db.select().from(recurringEvents).where(eq(recurringEvents.companyId, companyId)).orderBy(asc(recurringEvents.id));
    return c.json({ data: await serialize(db, companyId, rows) });
  });

  const create = async (c: Context<AppEnv>) => {
    const input = await body(c, eventSchema);
    const companyId = c.get('auth').company.id;
    const related = await checkRelated(db, companyId, input);
    const [row] = await db
      .insert(recurringEvents)
      .values({
        companyId,
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
