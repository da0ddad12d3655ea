/**
 * GET files/{id}[?variant=thumb]: uploaded bytes, public behind an unguessable id, cached
 * forever (ids never change content). `variant=thumb` is the resized image for cards and
 * lists (the original when the image was small already).
 */
import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../deps';
import { files } from '../db/schema';
import { notFound } from '../http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `inline; filename="ascii fallback"; filename*=UTF-8''…` (RFC 6266 / 5987). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function fileRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) throw notFound();
    const variant = c.req.query('variant');
    if (variant !== undefined && variant !== 'thumb') throw notFound();
    // Public behind an unguessable id (an <img> sends no token): no company to scope by.
    // eslint-disable-next-line no-restricted-syntax -- see above
    const [file] = await deps.db
      .select({
        contentType: files.contentType,
        filename: files.filename,
        data: variant === 'thumb' ? sql<Uint8Array>`coalesce(${files.thumbData}, ${files.data})` : files.data,
      })
      .from(files)
      .where(eq(files.id, id.toLowerCase()));
    if (!file) throw notFound();
    const data = new Uint8Array(file.data);
    return c.body(data, 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(data.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      ...(file.filename ? { 'Content-Disposition': contentDisposition(file.filename) } : {}),
    });
  });
  return app;
}
