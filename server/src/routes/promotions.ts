/**
 * Banners (promotions): GET list, POST, GET/PATCH/DELETE {id}, POST {id}/image
 * (file + language_code; one image per language, a new one replaces it), DELETE
 * {id}/image {language_code}. manage-hotel-content; the caller's company only.
 */
import { Hono } from 'hono';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { languageCodeSchema, promotionCreateSchema, promotionUpdateSchema, type Promotion } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import type { Db } from '../db/client';
import { promotionImages, promotions } from '../db/schema';
import { requireAuth, requireHotelContent } from '../http/auth';
import { notFound } from '../http/errors';
import { readImageUpload, uploadLimit } from '../http/upload';
import { body, idParam } from '../http/validate';
import { bodyWithKeys, cleanRichTranslatable, groupBy, toLanguageImage } from '../services/contentRows';
import { deleteFiles, saveImage } from '../services/files';
import { checkRelated, relatedTexts, toRelatedLink } from '../services/related';

type PromotionRow = typeof promotions.$inferSelect;

async function serialize(db: Db, companyId: number, rows: PromotionRow[]): Promise<Promotion[]> {
  if (rows.length === 0) return [];
  const [images, texts] = await Promise.all([
    db
      .select()
      .from(promotionImages)
      .where(inArray(promotionImages.promotionId, rows.map((r) => r.id)))
      .orderBy(asc(promotionImages.seq)),
    relatedTexts(db, companyId, rows),
  ]);
  const byPromotion = groupBy(images, (i) => i.promotionId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    sort_order: row.sortOrder,
    show_on_tv: row.showOnTv,
    show_on_app: row.showOnApp,
    description: row.description,
    ...toRelatedLink(row, texts),
    image: (byPromotion.get(row.id) ?? []).map(toLanguageImage),
    updated: row.updatedAt.toISOString(),
  }));
}

async function findPromotion(db: Db, companyId: number, id: number): Promise<PromotionRow> {
  const [row] = await db.select().from(promotions).where(and(eq(promotions.id, id), eq(promotions.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

async function one(db: Db, companyId: number, id: number): Promise<Promotion> {
  const [promotion] = await serialize(db, companyId, [await findPromotion(db, companyId, id)]);
  return promotion;
}

export function promotionRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db), requireHotelContent);

  app.get('/', async (c) => {
    const companyId = c.get('auth').company.id;
    const rows = await db
      .select()
      .from(promotions)
      .where(eq(promotions.companyId, companyId))
      .orderBy(asc(promotions.sortOrder), asc(promotions.id));
    return c.json({ data: await serialize(db, companyId, rows) });
  });

  app.get('/:id', async (c) => c.json({ data: await one(db, c.get('auth').company.id, idParam(c)) }));

  app.post('/', async (c) => {
    const input = await body(c, promotionCreateSchema);
    const companyId = c.get('auth').company.id;
    const related = await checkRelated(db, companyId, input);
    const [row] = await db
      .insert(promotions)
      .values({
        companyId,
        name: input.name,
        sortOrder: input.sort_order ?? 0,
        showOnTv: input.show_on_tv ?? false,
        showOnApp: input.show_on_app ?? false,
        description: cleanRichTranslatable(input.description),
        ...related,
      })
      .returning();
    return c.json({ data: await one(db, companyId, row.id) }, 201);
  });

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const existing = await findPromotion(db, companyId, id);
    const { input, sent } = await bodyWithKeys(c, promotionUpdateSchema);
    const related = sent('related_type')
      ? await checkRelated(db, companyId, input)
      : sent('related_direct') && existing.relatedType
        ? { relatedDirect: input.related_direct ?? false }
        : {};
    await db
      .update(promotions)
      .set({
        name: input.name,
        sortOrder: input.sort_order,
        ...(sent('show_on_tv') ? { showOnTv: input.show_on_tv } : {}),
        ...(sent('show_on_app') ? { showOnApp: input.show_on_app } : {}),
        ...(sent('description') ? { description: cleanRichTranslatable(input.description) } : {}),
        ...related,
        updatedAt: sql`now()`,
      })
      .where(and(eq(promotions.id, id), eq(promotions.companyId, companyId)));
    return c.json({ data: await one(db, companyId, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findPromotion(db, companyId, id);
    await db.transaction(async (tx) => {
      // Locked first: an upload still running finishes before its file is listed here.
      const [locked] = await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, id)).for('update');
      if (!locked) throw notFound();
      const images = await tx.select({ fileId: promotionImages.fileId }).from(promotionImages).where(eq(promotionImages.promotionId, id));
      await tx.delete(promotions).where(and(eq(promotions.id, id), eq(promotions.companyId, companyId)));
      await deleteFiles(tx, companyId, images.map((i) => i.fileId));
    });
    return c.json({ data: null });
  });

  app.post('/:id/image', uploadLimit, async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findPromotion(db, companyId, id);
    const upload = await readImageUpload(c, { languageCode: true });
    await db.transaction(async (tx) => {
      // Concurrent uploads to one banner take turns, so each replaces (and deletes) the one before.
      const [locked] = await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, id)).for('update');
      if (!locked) throw notFound();
      const previous = await tx
        .select({ fileId: promotionImages.fileId })
        .from(promotionImages)
        .where(and(eq(promotionImages.promotionId, id), eq(promotionImages.languageCode, upload.languageCode)));
      await tx.delete(promotionImages).where(and(eq(promotionImages.promotionId, id), eq(promotionImages.languageCode, upload.languageCode)));
      const saved = await saveImage(tx, companyId, upload);
      await tx.insert(promotionImages).values({ fileId: saved.id, promotionId: id, languageCode: upload.languageCode, filename: upload.filename });
      await tx.update(promotions).set({ updatedAt: sql`now()` }).where(eq(promotions.id, id));
      await deleteFiles(tx, companyId, previous.map((p) => p.fileId));
    });
    return c.json({ data: await one(db, companyId, id) });
  });

  app.delete('/:id/image', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findPromotion(db, companyId, id);
    const { language_code: languageCode } = await body(c, languageCodeSchema);
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(promotionImages)
        .where(and(eq(promotionImages.promotionId, id), eq(promotionImages.languageCode, languageCode)))
        .returning({ fileId: promotionImages.fileId });
      if (removed.length) {
        await tx.update(promotions).set({ updatedAt: sql`now()` }).where(eq(promotions.id, id));
        await deleteFiles(tx, companyId, removed.map((r) => r.fileId));
      }
    });
    return c.json({ data: await one(db, companyId, id) });
  });

  return app;
}
