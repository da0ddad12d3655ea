/**
 * Banners (banners): GET list, POST, GET/PATCH/DELETE {id}, POST {id}/image
 * (file + language_code; one image per language, a new one replaces it), DELETE
 * {id}/image {language_code}. manage-hotel-content; the caller's company only.
 */
import { Hono } from 'hono';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { languageCodeSchema, bannerCreateSchema, bannerUpdateSchema, type Banner } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import type { Db } from '../db/client';
import { bannerImages, banners } from '../db/schema';
import { requireAuth, requireHotelContent } from '../http/auth';
import { notFound } from '../http/errors';
import { readImageUpload, uploadLimit } from '../http/upload';
import { body, idParam } from '../http/validate';
import { bodyWithKeys, cleanRichTranslatable, groupBy, toLanguageImage } from '../services/contentRows';
import { deleteFiles, saveImage } from '../services/files';
import { checkRelated, relatedTexts, toRelatedLink } from '../services/related';

type BannerRow = typeof banners.$inferSelect;

async function serialize(db: Db, companyId: number, rows: BannerRow[]): Promise<Banner[]> {
  if (rows.length === 0) return [];
  const [images, texts] = await Promise.all([
    db
      .select()
      .from(bannerImages)
      .where(inArray(bannerImages.bannerId, rows.map((r) => r.id)))
      .orderBy(asc(bannerImages.seq)),
    relatedTexts(db, companyId, rows),
  ]);
  const byBanner = groupBy(images, (i) => i.bannerId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    sort_order: row.sortOrder,
    show_on_tv: row.showOnTv,
    show_on_app: row.showOnApp,
    description: row.description,
    ...toRelatedLink(row, texts),
    image: (byBanner.get(row.id) ?? []).map(toLanguageImage),
    updated: row.updatedAt.toISOString(),
  }));
}

async function findBanner(db: Db, companyId: number, id: number): Promise<BannerRow> {
  const [row] = await db.select().from(banners).where(and(eq(banners.id, id), eq(banners.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

async function one(db: Db, companyId: number, id: number): Promise<Banner> {
  const [banner] = await serialize(db, companyId, [await findBanner(db, companyId, id)]);
  return banner;
}

export function bannerRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db), requireHotelContent);

  app.get('/', async (c) => {
    const companyId = c.get('auth').company.id;
    const rows = await db
      .select()
      .from(banners)
      .where(eq(banners.companyId, companyId))
      .orderBy(asc(banners.sortOrder), asc(banners.id));
    return c.json({ data: await serialize(db, companyId, rows) });
  });

  app.get('/:id', async (c) => c.json({ data: await one(db, c.get('auth').company.id, idParam(c)) }));

  app.post('/', async (c) => {
    const input = await body(c, bannerCreateSchema);
    const companyId = c.get('auth').company.id;
    const related = await checkRelated(db, companyId, input);
    const [row] = await db
      .insert(banners)
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
    const existing = await findBanner(db, companyId, id);
    const { input, sent } = await bodyWithKeys(c, bannerUpdateSchema);
    const related = sent('related_type')
      ? await checkRelated(db, companyId, input)
      : sent('related_direct') && existing.relatedType
        ? { relatedDirect: input.related_direct ?? false }
        : {};
    await db
      .update(banners)
      .set({
        name: input.name,
        sortOrder: input.sort_order,
        ...(sent('show_on_tv') ? { showOnTv: input.show_on_tv } : {}),
        ...(sent('show_on_app') ? { showOnApp: input.show_on_app } : {}),
        ...(sent('description') ? { description: cleanRichTranslatable(input.description) } : {}),
        ...related,
        updatedAt: sql`now()`,
      })
      .where(and(eq(banners.id, id), eq(banners.companyId, companyId)));
    return c.json({ data: await one(db, companyId, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findBanner(db, companyId, id);
    await db.transaction(async (tx) => {
      // Locked first: an upload still running finishes before its file is listed here.
      const [locked] = await tx.select({ id: banners.id }).from(banners).where(eq(banners.id, id)).for('update');
      if (!locked) throw notFound();
      const images = await tx.select({ fileId: bannerImages.fileId }).from(bannerImages).where(eq(bannerImages.bannerId, id));
      await tx.delete(banners).where(and(eq(banners.id, id), eq(banners.companyId, companyId)));
      await deleteFiles(tx, companyId, images.map((i) => i.fileId));
    });
    return c.json({ data: null });
  });

  app.post('/:id/image', uploadLimit, async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findBanner(db, companyId, id);
    const upload = await readImageUpload(c, { languageCode: true });
    await db.transaction(async (tx) => {
      // Concurrent uploads to one banner take turns, so each replaces (and deletes) the one before.
      const [locked] = await tx.select({ id: banners.id }).from(banners).where(eq(banners.id, id)).for('update');
      if (!locked) throw notFound();
      const previous = await tx
        .select({ fileId: bannerImages.fileId })
        .from(bannerImages)
        .where(and(eq(bannerImages.bannerId, id), eq(bannerImages.languageCode, upload.languageCode)));
      await tx.delete(bannerImages).where(and(eq(bannerImages.bannerId, id), eq(bannerImages.languageCode, upload.languageCode)));
      const saved = await saveImage(tx, companyId, upload);
      await tx.insert(bannerImages).values({ fileId: saved.id, bannerId: id, languageCode: upload.languageCode, filename: upload.filename });
      await tx.update(banners).set({ updatedAt: sql`now()` }).where(eq(banners.id, id));
      await deleteFiles(tx, companyId, previous.map((p) => p.fileId));
    });
    return c.json({ data: await one(db, companyId, id) });
  });

  app.delete('/:id/image', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findBanner(db, companyId, id);
    const { language_code: languageCode } = await body(c, languageCodeSchema);
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(bannerImages)
        .where(and(eq(bannerImages.bannerId, id), eq(bannerImages.languageCode, languageCode)))
        .returning({ fileId: bannerImages.fileId });
      if (removed.length) {
        await tx.update(banners).set({ updatedAt: sql`now()` }).where(eq(banners.id, id));
        await deleteFiles(tx, companyId, removed.map((r) => r.fileId));
      }
    });
    return c.json({ data: await one(db, companyId, id) });
  });

  return app;
}
