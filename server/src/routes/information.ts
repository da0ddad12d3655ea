/**
 * Information cards: GET list, GET {id}, POST, PATCH {id}, DELETE {id},
 * POST {id}/content-text {text}, POST {id}/content-image (file, language_code; several
 * per language), DELETE {id}/content-image/{imageId}, POST {id}/content-pdf (file,
 * language_code; one per language), DELETE {id}/content-pdf {language_code},
 * POST/DELETE {id}/cover, GET selectors/content-types.
 * Content of a kind other than the card's content_type → 422 CONTENT_TEXT.contentTypeMismatch.
 */
import { Hono, type Context } from 'hono';
import { and, asc, eq, sql } from 'drizzle-orm';
import { CONTENT_TYPES, informationSchema, informationTextSchema, languageCodeSchema } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { information, informationFiles } from '../db/schema';
import { tenant } from '../db/tenant';
import { requireAuth, requireHotelContent } from '../http/auth';
import { notFound } from '../http/errors';
import { pdfUploadLimit, readImageUpload, readPdfUpload, uploadLimit } from '../http/upload';
import { body, idParam } from '../http/validate';
import { cleanRichTranslatable, cleanTranslatable, fileIdParam, mountCover } from '../services/contentRows';
import { deleteFiles, saveImage, savePdf } from '../services/files';
import { findCard, lockCard, one, requireContentType, serialize, touch } from '../services/information';
import { detachRelated } from '../services/related';

export function informationRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);
  app.use('*', requireAuth(db), requireHotelContent);

  app.get('/selectors/content-types', (c) => c.json({ data: CONTENT_TYPES.map((t) => ({ value: t.value, label: t.label })) }));

  app.get('/', async (c) => {
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    const rows = await own.select(information).orderBy(asc(information.sortOrder), asc(information.id));
    return c.json({ data: await serialize(own, rows) });
  });

  app.get('/:id', async (c) => c.json({ data: await one(ownOf(c), idParam(c)) }));

  app.post('/', async (c) => {
    const input = await body(c, informationSchema);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    const [row] = await own
      .insert(information, {
        name: cleanTranslatable(input.name),
        description: cleanTranslatable(input.description),
        contentType: input.content_type,
        sortOrder: input.sort_order,
      })
      .returning();
    return c.json({ data: await one(own, row.id) }, 201);
  });

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    await findCard(own, id);
    const input = await body(c, informationSchema);
    // Content of another kind is kept: switching back shows it again.
    await own.update(information, id, {
      name: cleanTranslatable(input.name),
      description: cleanTranslatable(input.description),
      contentType: input.content_type,
      sortOrder: input.sort_order,
      updatedAt: sql`now()`,
    });
    return c.json({ data: await one(own, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    await findCard(own, id);
    await db.transaction(async (tx) => {
      // Locked first: an upload still running finishes before its file is listed here.
      const ownTx = own.in(tx);
      const [card] = await ownTx.pick({ cover: information.coverFileId }, information, eq(information.id, id)).for('update');
      if (!card) throw notFound();
      const files = await ownTx.pick({ fileId: informationFiles.fileId }, informationFiles, eq(informationFiles.informationId, id));
      await ownTx.delete(information, id);
      await deleteFiles(ownTx, [card.cover, ...files.map((f) => f.fileId)]);
      await detachRelated(ownTx, 'information', [id]);
    });
    return c.json({ data: null });
  });

  app.post('/:id/content-text', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    const card = await findCard(own, id);
    const input = await body(c, informationTextSchema);
    requireContentType(card, 'text', 'text');
    await own.update(information, id, { contentText: cleanRichTranslatable(input.text), updatedAt: sql`now()` });
    return c.json({ data: await one(own, id) });
  });

  app.post('/:id/content-image', uploadLimit, async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    requireContentType(await findCard(own, id), 'image', 'file');
    const upload = await readImageUpload(c, { languageCode: true });
    await db.transaction(async (tx) => {
      const ownTx = own.in(tx);
      await lockCard(ownTx, id);
      const saved = await saveImage(ownTx, upload);
      await ownTx.insertChild(informationFiles, { fileId: saved.id, informationId: id, kind: 'image', languageCode: upload.languageCode, filename: upload.filename });
      await touch(ownTx, id);
    });
    return c.json({ data: await one(own, id) });
  });

  app.delete('/:id/content-image/:imageId', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    await findCard(own, id);
    const imageId = fileIdParam(c, 'imageId');
    await db.transaction(async (tx) => {
      const ownTx = own.in(tx);
      const removed = await ownTx
        .delete(informationFiles, and(eq(informationFiles.informationId, id), eq(informationFiles.fileId, imageId), eq(informationFiles.kind, 'image'))!)
        .returning({ fileId: informationFiles.fileId });
      if (removed.length === 0) throw notFound();
      await deleteFiles(ownTx, [imageId]);
      await touch(ownTx, id);
    });
    return c.json({ data: await one(own, id) });
  });

  app.post('/:id/content-pdf', pdfUploadLimit, async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    requireContentType(await findCard(own, id), 'pdf', 'file');
    const upload = await readPdfUpload(c);
    await db.transaction(async (tx) => {
      // Concurrent uploads to one card take turns, so each replaces (and deletes) the one before.
      const ownTx = own.in(tx);
      await lockCard(ownTx, id);
      const previous = await ownTx
        .delete(informationFiles, and(eq(informationFiles.informationId, id), eq(informationFiles.kind, 'pdf'), eq(informationFiles.languageCode, upload.languageCode))!)
        .returning({ fileId: informationFiles.fileId });
      const saved = await savePdf(ownTx, upload);
      await ownTx.insertChild(informationFiles, { fileId: saved.id, informationId: id, kind: 'pdf', languageCode: upload.languageCode, filename: upload.filename });
      await deleteFiles(ownTx, previous.map((p) => p.fileId));
      await touch(ownTx, id);
    });
    return c.json({ data: await one(own, id) });
  });

  app.delete('/:id/content-pdf', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    await findCard(own, id);
    const { language_code: languageCode } = await body(c, languageCodeSchema);
    await db.transaction(async (tx) => {
      const ownTx = own.in(tx);
      const removed = await ownTx
        .delete(informationFiles, and(eq(informationFiles.informationId, id), eq(informationFiles.kind, 'pdf'), eq(informationFiles.languageCode, languageCode))!)
        .returning({ fileId: informationFiles.fileId });
      if (removed.length) {
        await deleteFiles(ownTx, removed.map((r) => r.fileId));
        await touch(ownTx, id);
      }
    });
    return c.json({ data: await one(own, id) });
  });

  mountCover(app, db, {
    find: (own, id) => findCard(own, id),
    table: information,
    one: (c, id) => one(ownOf(c), id),
  });

  return app;
}
