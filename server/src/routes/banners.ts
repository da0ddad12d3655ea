/**
 * Banners (banners): GET list, POST, GET/PATCH/DELETE {id}, POST {id}/image
 * (file + language_code; one image per language, a new one replaces it), DELETE
 * {id}/image {language_code}. manage-hotel-content; the caller's company only.
 */
import { Hono } from 'hono';
import { and, asc, eq, sql } from 'drizzle-orm';
import { languageCodeSchema, bannerCreateSchema, bannerUpdateSchema } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { bannerImages, banners } from '../db/schema';
import { tenant } from '../db/tenant';
import { requireAuth, requireHotelContent } from '../http/auth';
import { readImageUpload, uploadLimit } from '../http/upload';
import { body, idParam } from '../http/validate';
import { findBanner, lockBanner, one, serialize } from '../services/banners';
import { bodyWithKeys, cleanRichTranslatable } from '../services/contentRows';
import { deleteFiles, saveImage } from '../services/files';
import { checkRelated, patchRelated } from '../services/related';

export function bannerRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db), requireHotelContent);

  app.get('/', async (c) => {
    const companyId = c.get('auth').company.id;
    const rows = await tenant(db, companyId)
      .select(banners)
      .orderBy(asc(banners.sortOrder), asc(banners.id));
    return c.json({ data: await serialize(db, companyId, rows) });
  });

  app.get('/:id', async (c) => c.json({ data: await one(db, c.get('auth').company.id, idParam(c)) }));

  app.post('/', async (c) => {
    const input = await body(c, bannerCreateSchema);
    const companyId = c.get('auth').company.id;
    const related = await checkRelated(db, companyId, input);
    const [row] = await tenant(db, companyId)
      .insert(banners, {
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
    const related = await patchRelated(db, companyId, sent, input, existing.relatedType);
    await tenant(db, companyId).update(banners, id, {
      name: input.name,
      sortOrder: input.sort_order,
      ...(sent('show_on_tv') ? { showOnTv: input.show_on_tv } : {}),
      ...(sent('show_on_app') ? { showOnApp: input.show_on_app } : {}),
      ...(sent('description') ? { description: cleanRichTranslatable(input.description) } : {}),
      ...related,
      updatedAt: sql`now()`,
    });
    return c.json({ data: await one(db, companyId, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findBanner(db, companyId, id);
    await db.transaction(async (tx) => {
      // Locked first: an upload still running finishes before its file is listed here.
      const own = tenant(tx, companyId);
      await lockBanner(own, id);
      const images = await own.pick({ fileId: bannerImages.fileId }, bannerImages, eq(bannerImages.bannerId, id));
      await own.delete(banners, id);
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
      const own = tenant(tx, companyId);
      await lockBanner(own, id);
      const sameLanguage = and(eq(bannerImages.bannerId, id), eq(bannerImages.languageCode, upload.languageCode))!;
      const previous = await own.pick({ fileId: bannerImages.fileId }, bannerImages, sameLanguage);
      await own.delete(bannerImages, sameLanguage);
      const saved = await saveImage(tx, companyId, upload);
      await own.insertChild(bannerImages, { fileId: saved.id, bannerId: id, languageCode: upload.languageCode, filename: upload.filename });
      await own.update(banners, id, { updatedAt: sql`now()` });
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
      const own = tenant(tx, companyId);
      const removed = await own
        .delete(bannerImages, and(eq(bannerImages.bannerId, id), eq(bannerImages.languageCode, languageCode))!)
        .returning({ fileId: bannerImages.fileId });
      if (removed.length) {
        await own.update(banners, id, { updatedAt: sql`now()` });
        await deleteFiles(tx, companyId, removed.map((r) => r.fileId));
      }
    });
    return c.json({ data: await one(db, companyId, id) });
  });

  return app;
}
