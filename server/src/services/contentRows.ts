/**
 * Helpers shared by the banner, information, event, quick-action and room-type
 * routes: translatable values as stored, sanitised rich text, partial updates and
 * per-language files as the API returns them.
 */
import type { Context, Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { AnyObjectSchema, InferType } from 'yup';
import type { LanguageFile, LanguageImage } from '@atoll/contract';
import type { Db } from '../db/client';
import { tenant, type CompanyTable, type Tenant } from '../db/tenant';
import type { AppEnv } from '../deps';
import { notFound } from '../http/errors';
import { readImageUpload, uploadLimit } from '../http/upload';
import { idParam, readJson, validate } from '../http/validate';
import { deleteFiles, fileUrl, saveImage, thumbUrl } from './files';

/** Translation and rich-text cleaning are the domain's (one sanitiser for the server and the mocks). */
export { cleanRichTranslatable, cleanTranslatable } from '@atoll/contract/domain';

/**
 * A validated JSON body plus which keys the client actually sent: PATCH changes only
 * those (a schema default must not wipe a field the form did not send).
 */
export async function bodyWithKeys<S extends AnyObjectSchema>(c: Context, schema: S): Promise<{ input: InferType<S>; sent: (key: string) => boolean }> {
  const raw = await readJson(c);
  const input = await validate(schema, raw);
  return { input, sent: (key: string) => Object.prototype.hasOwnProperty.call(raw, key) && raw[key] !== undefined };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file id in a path (…/content-image/{imageId}); anything else is 404. */
export function fileIdParam(c: Context, name: string): string {
  const raw = c.req.param(name) ?? '';
  if (!UUID.test(raw)) throw notFound();
  return raw.toLowerCase();
}

export interface LanguageFileRow {
  fileId: string;
  languageCode: string;
  filename: string;
}

export const toLanguageFile = (row: LanguageFileRow): LanguageFile => ({
  id: row.fileId,
  language_code: row.languageCode,
  filename: row.filename,
  url: fileUrl(row.fileId),
});

export const toLanguageImage = (row: LanguageFileRow): LanguageImage => ({ ...toLanguageFile(row), thumb_url: thumbUrl(row.fileId) });

/** Groups rows by a key, keeping their order. */
export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = keyOf(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** A company table whose rows have a cover: `cover_file_id` and `updated_at` columns. */
export type CoverTable = Extract<CompanyTable, { coverFileId: unknown; updatedAt: unknown }>;

export interface CoverTarget {
  /** The row of the caller's company (404 otherwise). */
  find(own: Tenant, id: number): Promise<{ coverFileId: string | null }>;
  /** Where the cover column lives. */
  table: CoverTable;
  /** The object as the API returns it. */
  one(c: Context<AppEnv>, id: number): Promise<unknown>;
}

/**
 * The current cover, the row locked until the transaction ends, so concurrent uploads take
 * turns and each deletes the cover it replaced; `undefined` when the row is gone (deleted
 * meanwhile: 404, and the transaction is undone).
 */
async function lockedCover(own: Tenant, table: CoverTable, id: number): Promise<string | null | undefined> {
  const [row] = await own.pick({ cover: table.coverFileId }, table, eq(table.id, id)).for('update');
  return row ? (row.cover as string | null) : undefined;
}

async function setCover(own: Tenant, table: CoverTable, id: number, fileId: string | null) {
  // Every cover table has these two columns; the union of their set types is too wide to name.
  await own.update(table, id, { coverFileId: fileId, updatedAt: sql`now()` } as never);
}

/**
 * POST {id}/cover (multipart `file`, an image: re-encoded with its thumb; the previous
 * cover is deleted) and DELETE {id}/cover (clears and deletes it). Both answer the object.
 */
export function mountCover(app: Hono<AppEnv>, db: Db, target: CoverTarget) {
  app.post('/:id/cover', uploadLimit, async (c) => {
    const id = idParam(c);
    const own = tenant(db, c.get('auth').company.id);
    await target.find(own, id);
    const upload = await readImageUpload(c);
    // Only `tx` inside: PGlite has one connection, which the transaction holds.
    await db.transaction(async (tx) => {
      const ownTx = own.in(tx);
      const previous = await lockedCover(ownTx, target.table, id);
      if (previous === undefined) throw notFound();
      const saved = await saveImage(ownTx, upload);
      await setCover(ownTx, target.table, id, saved.id);
      await deleteFiles(ownTx, [previous]);
    });
    return c.json({ data: await target.one(c, id) });
  });

  app.delete('/:id/cover', async (c) => {
    const id = idParam(c);
    const own = tenant(db, c.get('auth').company.id);
    await target.find(own, id);
    await db.transaction(async (tx) => {
      const ownTx = own.in(tx);
      const previous = await lockedCover(ownTx, target.table, id);
      if (previous === undefined) throw notFound();
      await setCover(ownTx, target.table, id, null);
      await deleteFiles(ownTx, [previous]);
    });
    return c.json({ data: await target.one(c, id) });
  });
}
