/**
 * Quick actions: GET list, GET {id}, POST, PATCH {id}, DELETE {id}, GET pages.
 * `payload` is the URL ('url'), the phone number ('call'), the page value ('page')
 * or null ('related', which links an object instead).
 */
import { Hono } from 'hono';
import { and, asc, eq, sql } from 'drizzle-orm';
import { iconUrl, QUICK_ACTION_PAGES, quickActionSchema, type QuickAction, type QuickActionPayload } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import type { Db } from '../db/client';
import { quickActions } from '../db/schema';
import { requireAuth, requireHotelContent } from '../http/auth';
import { notFound } from '../http/errors';
import { body, idParam } from '../http/validate';
import { cleanTranslatable } from '../services/contentRows';
import { checkRelated, relatedTexts, toRelatedLink, type RelatedColumns } from '../services/related';

type QuickActionRow = typeof quickActions.$inferSelect;

function payloadText(row: QuickActionRow, relatedText: string | null): string {
  if (row.type === 'page') return QUICK_ACTION_PAGES.find((p) => p.value === row.payload)?.label ?? row.payload ?? '';
  if (row.type === 'related') return relatedText ?? '';
  return row.payload ?? '';
}

async function serialize(db: Db, companyId: number, rows: QuickActionRow[]): Promise<QuickAction[]> {
  if (rows.length === 0) return [];
  const texts = await relatedTexts(db, companyId, rows);
  return rows.map((row) => {
    const link = toRelatedLink(row, texts);
    return {
      id: row.id,
      name: row.name,
      sort_order: row.sortOrder,
      type: row.type,
      payload: row.payload,
      payload_text: payloadText(row, link.related_text),
      icon: row.icon,
      icon_url: iconUrl(row.icon),
      ...link,
      updated: row.updatedAt.toISOString(),
    };
  });
}

async function findAction(db: Db, companyId: number, id: number): Promise<QuickActionRow> {
  const [row] = await db.select().from(quickActions).where(and(eq(quickActions.id, id), eq(quickActions.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

async function one(db: Db, companyId: number, id: number): Promise<QuickAction> {
  const [action] = await serialize(db, companyId, [await findAction(db, companyId, id)]);
  return action;
}

/** The stored columns: only a 'related' action links an object, only the others have a payload. */
async function columns(db: Db, companyId: number, input: QuickActionPayload) {
  const isRelated = input.type === 'related';
  const related: RelatedColumns = isRelated
    ? await checkRelated(db, companyId, input)
    : { relatedType: null, relatedId: null, relatedDirect: false };
  return {
    name: cleanTranslatable(input.name),
    sortOrder: input.sort_order,
    type: input.type,
    payload: isRelated ? null : (input.payload ?? null),
    icon: input.icon,
    ...related,
  };
}

export function quickActionRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db), requireHotelContent);

  app.get('/pages', (c) => c.json({ data: QUICK_ACTION_PAGES.map((p) => ({ value: p.value, label: p.label })) }));

  app.get('/', async (c) => {
    const companyId = c.get('auth').company.id;
    const rows = await db
      .select()
      .from(quickActions)
      .where(eq(quickActions.companyId, companyId))
      .orderBy(asc(quickActions.sortOrder), asc(quickActions.id));
    return c.json({ data: await serialize(db, companyId, rows) });
  });

  app.get('/:id', async (c) => c.json({ data: await one(db, c.get('auth').company.id, idParam(c)) }));

  app.post('/', async (c) => {
    const input = await body(c, quickActionSchema);
    const companyId = c.get('auth').company.id;
    const [row] = await db
      .insert(quickActions)
      .values({ companyId, ...(await columns(db, companyId, input)) })
      .returning();
    return c.json({ data: await one(db, companyId, row.id) }, 201);
  });

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findAction(db, companyId, id);
    const input = await body(c, quickActionSchema);
    await db
      .update(quickActions)
      .set({ ...(await columns(db, companyId, input)), updatedAt: sql`now()` })
      .where(and(eq(quickActions.id, id), eq(quickActions.companyId, companyId)));
    return c.json({ data: await one(db, companyId, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findAction(db, companyId, id);
    await db.delete(quickActions).where(and(eq(quickActions.id, id), eq(quickActions.companyId, companyId)));
    return c.json({ data: null });
  });

  return app;
}
