/**
 * Information cards: GET list, GET {id}, POST, PATCH {id}, DELETE {id},
 * POST {id}/content-text {text}, POST {id}/content-image (file, language_code; several
 * per language), DELETE {id}/content-image/{imageId}, POST {id}/content-pdf (file,
 * language_code; one per language), DELETE {id}/content-pdf {language_code},
 * POST/DELETE {id}/cover, GET selectors/content-types.
 * Content of a kind other than the card's content_type → 422 CONTENT_TEXT.contentTypeMismatch.
 */
import { Hono } from 'hono';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CONTENT_TEXT,
  CONTENT_TYPES,
  informationSchema,
  informationTextSchema,
  languageCodeSchema,
  type ContentType,
  type Information,
} from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import type { Db } from '../db/client';
import { information, informationFiles } from '../db/schema';
import { requireAuth, requireHotelContent } from '../http/auth';
import { notFound, validationError } from '../http/errors';
import { pdfUploadLimit, readImageUpload, readPdfUpload, uploadLimit } from '../http/upload';
import { body, idParam } from '../http/validate';
import { cleanRichTranslatable, cleanTranslatable, fileIdParam, groupBy, mountCover, toLanguageFile, toLanguageImage } from '../services/contentRows';
import { deleteFiles, fileUrl, saveImage, savePdf, thumbUrl } from '../services/files';
import { detachRelated } from '../services/related';

type InformationRow = typeof information.$inferSelect;

const contentTypeLabel = (type: ContentType) => CONTENT_TYPES.find((t) => t.value === type)?.label ?? type;

async function serialize(db: Db, rows: InformationRow[]): Promise<Information[]> {
  if (rows.length === 0) return [];
  const files = await db
    .select()
    .from(informationFiles)
    .where(inArray(informationFiles.informationId, rows.map((r) => r.id)))
    .orderBy(asc(informationFiles.seq));
  const byCard = groupBy(files, (f) => f.informationId);
  return rows.map((row) => {
    const own = byCard.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      content_type: row.contentType,
      content_type_label: contentTypeLabel(row.contentType),
      sort_order: row.sortOrder,
      cover: fileUrl(row.coverFileId),
      cover_thumb: thumbUrl(row.coverFileId),
      content: {
        text: row.contentText,
        images: own.filter((f) => f.kind === 'image').map(toLanguageImage),
        pdf: own.filter((f) => f.kind === 'pdf').map(toLanguageFile),
      },
      updated: row.updatedAt.toISOString(),
    };
  });
}

async function findCard(db: Db, companyId: number, id: number): Promise<InformationRow> {
  const [row] = await db.select().from(information).where(and(eq(information.id, id), eq(information.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

async function one(db: Db, companyId: number, id: number): Promise<Information> {
  const [card] = await serialize(db, [await findCard(db, companyId, id)]);
  return card;
}

/** 422 unless the card shows this kind of content. */
function requireContentType(card: InformationRow, wanted: ContentType, field: string) {
  if (card.contentType !== wanted) throw validationError({ [field]: [CONTENT_TEXT.contentTypeMismatch(contentTypeLabel(card.contentType))] });
}

/** Locks the card for the transaction; 404 (and the transaction undone) when it was deleted meanwhile. */
async function lockCard(tx: Db, id: number) {
  const [row] = await tx.select({ id: information.id }).from(information).where(eq(information.id, id)).for('update');
  if (!row) throw notFound();
}

const touch = (tx: Db, id: number) => tx.update(information).set({ updatedAt: sql`now()` }).where(eq(information.id, id));

export function informationRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db), requireHotelContent);

  app.get('/selectors/content-types', (c) => c.json({ data: CONTENT_TYPES.map((t) => ({ value: t.value, label: t.label })) }));

  app.get('/', async (c) => {
    const rows = await db
      .select()
      .from(information)
      .where(eq(information.companyId, c.get('auth').company.id))
      .orderBy(asc(information.sortOrder), asc(information.id));
    return c.json({ data: await serialize(db, rows) });
  });

  app.get('/:id', async (c) => c.json({ data: await one(db, c.get('auth').company.id, idParam(c)) }));

  app.post('/', async (c) => {
    const input = await body(c, informationSchema);
    const companyId = c.get('auth').company.id;
    const [row] = await db
      .insert(information)
      .values({
        companyId,
        name: cleanTranslatable(input.name),
        description: cleanTranslatable(input.description),
        contentType: input.content_type,
        sortOrder: input.sort_order,
      })
      .returning();
    return c.json({ data: await one(db, companyId, row.id) }, 201);
  });

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findCard(db, companyId, id);
    const input = await body(c, informationSchema);
    // Content of another kind is kept: switching back shows it again.
    await db
      .update(information)
      .set({
        name: cleanTranslatable(input.name),
        description: cleanTranslatable(input.description),
        contentType: input.content_type,
        sortOrder: input.sort_order,
        updatedAt: sql`now()`,
      })
      .where(and(eq(information.id, id), eq(information.companyId, companyId)));
    return c.json({ data: await one(db, companyId, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findCard(db, companyId, id);
    await db.transaction(async (tx) => {
      // Locked first: an upload still running finishes before its file is listed here.
      const [card] = await tx.select({ cover: information.coverFileId }).from(information).where(eq(information.id, id)).for('update');
      if (!card) throw notFound();
      const files = await tx.select({ fileId: informationFiles.fileId }).from(informationFiles).where(eq(informationFiles.informationId, id));
      await tx.delete(information).where(and(eq(information.id, id), eq(information.companyId, companyId)));
      await deleteFiles(tx, companyId, [card.cover, ...files.map((f) => f.fileId)]);
      await detachRelated(tx, companyId, 'information', [id]);
    });
    return c.json({ data: null });
  });

  app.post('/:id/content-text', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const card = await findCard(db, companyId, id);
    const input = await body(c, informationTextSchema);
    requireContentType(card, 'text', 'text');
    await db
      .update(information)
      .set({ contentText: cleanRichTranslatable(input.text), updatedAt: sql`now()` })
      .where(eq(information.id, id));
    return c.json({ data: await one(db, companyId, id) });
  });

  app.post('/:id/content-image', uploadLimit, async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    requireContentType(await findCard(db, companyId, id), 'image', 'file');
    const upload = await readImageUpload(c, { languageCode: true });
    await db.transaction(async (tx) => {
      await lockCard(tx, id);
      const saved = await saveImage(tx, companyId, upload);
      await tx.insert(informationFiles).values({ fileId: saved.id, informationId: id, kind: 'image', languageCode: upload.languageCode, filename: upload.filename });
      await touch(tx, id);
    });
    return c.json({ data: await one(db, companyId, id) });
  });

  app.delete('/:id/content-image/:imageId', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findCard(db, companyId, id);
    const imageId = fileIdParam(c, 'imageId');
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(informationFiles)
        .where(and(eq(informationFiles.informationId, id), eq(informationFiles.fileId, imageId), eq(informationFiles.kind, 'image')))
        .returning({ fileId: informationFiles.fileId });
      if (removed.length === 0) throw notFound();
      await deleteFiles(tx, companyId, [imageId]);
      await touch(tx, id);
    });
    return c.json({ data: await one(db, companyId, id) });
  });

  app.post('/:id/content-pdf', pdfUploadLimit, async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    requireContentType(await findCard(db, companyId, id), 'pdf', 'file');
    const upload = await readPdfUpload(c);
    await db.transaction(async (tx) => {
      // Concurrent uploads to one card take turns, so each replaces (and deletes) the one before.
      await lockCard(tx, id);
      const previous = await tx
        .delete(informationFiles)
        .where(and(eq(informationFiles.informationId, id), eq(informationFiles.kind, 'pdf'), eq(informationFiles.languageCode, upload.languageCode)))
        .returning({ fileId: informationFiles.fileId });
      const saved = await savePdf(tx, companyId, upload);
      await tx.insert(informationFiles).values({ fileId: saved.id, informationId: id, kind: 'pdf', languageCode: upload.languageCode, filename: upload.filename });
      await deleteFiles(tx, companyId, previous.map((p) => p.fileId));
      await touch(tx, id);
    });
    return c.json({ data: await one(db, companyId, id) });
  });

  app.delete('/:id/content-pdf', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findCard(db, companyId, id);
    const { language_code: languageCode } = await body(c, languageCodeSchema);
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(informationFiles)
        .where(and(eq(informationFiles.informationId, id), eq(informationFiles.kind, 'pdf'), eq(informationFiles.languageCode, languageCode)))
        .returning({ fileId: informationFiles.fileId });
      if (removed.length) {
        await deleteFiles(tx, companyId, removed.map((r) => r.fileId));
        await touch(tx, id);
      }
    });
    return c.json({ data: await one(db, companyId, id) });
  });

  mountCover(app, db, {
    find: (companyId, id) => findCard(db, companyId, id),
    table: information,
    one: (c, id) => one(db, c.get('auth').company.id, id),
  });

  return app;
}
