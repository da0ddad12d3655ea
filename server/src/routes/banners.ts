/**
 * Banners (banners): GET list, POST, GET/PATCH/DELETE {id}, POST {id}/image
 * (file + language_code; one image per language, a new one replaces it), DELETE
 * {id}/image {language_code}. manage-hotel-content; the caller's company only.
 */
import { Hono, type Context } from 'hono';
import { and, asc, eq, sql } from 'drizzle-orm';
import { languageCodeSchema, bannerCreateSchema, bannerUpdateSchema } from '@atoll/contract';
import { sortOrderOrDefault } from '@atoll/contract/domain';
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
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);
  app.use('*', requireAuth(db), requireHotelContent);

  app.get('/', async (c) => {
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    const rows = await own
      .select(banners)
      .orderBy(asc(banners.sortOrder), asc(banners.id));
    return c.json({ data: await serialize(own, rows) });
  });

  app.get('/:id', async (c) => c.json({ data: await one(ownOf(c), idParam(c)) }));

  app.post('/', async (c) => {
    const input = await body(c, bannerCreateSchema);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    const related = await checkRelated(own, input);
    const [row] = await own
      .insert(banners, {
        name: input.name,
        sortOrder: sortOrderOrDefault(input.sort_order),
        showOnTv: input.show_on_tv ?? false,
        showOnApp: input.show_on_app ?? false,
        description: cleanRichTranslatable(input.description),
        ...related,
      })
      .returning();
    return c.json({ data: await one(own, row.id) }, 201);
  });

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    const existing = await findBanner(own, id);
    const { input, sent } = await bodyWithKeys(c, bannerUpdateSchema);
    const related = await patchRelated(own, sent, input, existing.relatedType);
    await own.update(banners, id, {
      name: input.name,
      sortOrder: input.sort_order,
      ...(sent('show_on_tv') ? { showOnTv: input.show_on_tv } : {}),
      ...(sent('show_on_app') ? { showOnApp: input.show_on_app } : {}),
      ...(sent('description') ? { description: cleanRichTranslatable(input.description) } : {}),
      ...related,
      updatedAt: sql`now()`,
    });
    return c.json({ data: await one(own, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    await findBanner(own, id);
    await db.transaction(async (tx) => {
      // Locked first: an upload still running finishes before its file is listed here.
      const ownTx = own.in(tx);
      await lockBanner(ownTx, id);
      const images = await ownTx.pick({ fileId: bannerImages.fileId }, bannerImages, eq(bannerImages.bannerId, id));
      await ownTx.delete(banners, id);
      await deleteFiles(ownTx, images.map((i) => i.fileId));
    });
    return c.json({ data: null });
  });

  app.post('/:id/image', uploadLimit, async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    await findBanner(own, id);
    const upload = await readImageUpload(c, { languageCode: true });
    await db.transaction(async (tx) => {
      // Concurrent uploads to one banner take turns, so each replaces (and deletes) the one before.
      const ownTx = own.in(tx);
      await lockBanner(ownTx, id);
      const sameLanguage = and(eq(bannerImages.bannerId, id), eq(bannerImages.languageCode, upload.languageCode))!;
      const previous = await ownTx.pick({ fileId: bannerImages.fileId }, bannerImages, sameLanguage);
      await ownTx.delete(bannerImages, sameLanguage);
      const saved = await saveImage(ownTx, upload);
      await ownTx.insertChild(bannerImages, { fileId: saved.id, bannerId: id, languageCode: upload.languageCode, filename: upload.filename });
      await ownTx.update(banners, id, { updatedAt: sql`now()` });
      await deleteFiles(ownTx, previous.map((p) => p.fileId));
    });
    return c.json({ data: await one(own, id) });
  });

  app.delete('/:id/image', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    await findBanner(own, id);
    const { language_code: languageCode } = await body(c, languageCodeSchema);
    await db.transaction(async (tx) => {
      const ownTx = own.in(tx);
      const removed = await ownTx
        .delete(bannerImages, and(eq(bannerImages.bannerId, id), eq(bannerImages.languageCode, languageCode))!)
        .returning({ fileId: bannerImages.fileId });
      if (removed.length) {
        await ownTx.update(banners, id, { updatedAt: sql`now()` });
        await deleteFiles(ownTx, removed.map((r) => r.fileId));
      }
    });
    return c.json({ data: await one(own, id) });
  });

  return app;
}
