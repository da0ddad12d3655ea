/** GET files/{id}: uploaded bytes, public behind an unguessable id, cached forever (ids never change content). */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../deps';
import { files } from '../db/schema';
import { notFound } from '../http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function fileRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) throw notFound();
    const [file] = await deps.db.select().from(files).where(eq(files.id, id.toLowerCase()));
    if (!file) throw notFound();
    return c.body(new Uint8Array(file.data), 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.data.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return app;
}
