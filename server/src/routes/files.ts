/**
 * GET files/{id}[?variant=thumb]: uploaded bytes, public behind an unguessable id, cached
 * forever (ids never change content). `variant=thumb` is the resized image for cards and
 * lists (the original when the image was small already). Images are served inline, anything
 * else as an attachment, always under a sandboxing Content-Security-Policy (docs/server.md).
 */
import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../deps';
import { files } from '../db/schema';
import { notFound } from '../http/errors';
import { UPLOAD_CSP } from '../http/securityHeaders';
import { queryParam } from '../http/validate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Images a browser shows as images; anything else (PDFs) is downloaded, never rendered as a page. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * `inline` for the image types uploads accept, `attachment` for everything else, then
 * `; filename="ascii fallback"; filename*=UTF-8''…` (RFC 6266 / 5987) when the file has a name.
 */
export function contentDisposition(contentType: string, filename?: string | null): string {
  const disposition = INLINE_TYPES.has(contentType.toLowerCase()) ? 'inline' : 'attachment';
  if (!filename) return disposition;
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function fileRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) throw notFound();
    const variant = queryParam(c, 'variant');
    if (variant !== undefined && variant !== 'thumb') throw notFound();
    // Public behind an unguessable id (an <img> sends no token): no company to scope by.
    // eslint-disable-next-line tenancy/company-rows -- see above
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
      // Even if a browser is made to render it (HTML behind %PDF-), the document can do nothing.
      'Content-Security-Policy': UPLOAD_CSP,
      'Content-Disposition': contentDisposition(file.contentType, file.filename),
    });
  });
  return app;
}
