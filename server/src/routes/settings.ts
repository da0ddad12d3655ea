/** GET/POST user/settings and the property logo and default image uploads. */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { settingsSchema } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import type { Db } from '../db/client';
import { companies, files } from '../db/schema';
import { requireAdmin, requireAuth } from '../http/auth';
import { body } from '../http/validate';
import { readImageUpload } from '../http/upload';
import { uploadLimit } from '../http/upload';
import { toSettings } from '../services/serialize';

const IMAGE_SLOTS = {
  'property-image': 'propertyLogoFileId',
  'default-image': 'defaultImageFileId',
} as const;

async function deleteFile(db: Db, companyId: number, id: string | null) {
  if (id) await db.delete(files).where(and(eq(files.id, id), eq(files.companyId, companyId)));
}

export function settingsRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db));

  app.get('/', (c) => c.json({ data: toSettings(c.get('auth').company) }));

  app.post('/', requireAdmin, async (c) => {
    const input = await body(c, settingsSchema);
    const [updated] = await db
      .update(companies)
      .set({ propertyName: input.property_name, primaryColor: input.primary_color.toUpperCase(), updatedAt: sql`now()` })
      .where(eq(companies.id, c.get('auth').company.id))
      .returning();
    return c.json({ data: toSettings(updated) });
  });

  for (const [path, column] of Object.entries(IMAGE_SLOTS)) {
    app.post(`/${path}`, requireAdmin, uploadLimit, async (c) => {
      const upload = await readImageUpload(c);
      const companyId = c.get('auth').company.id;
      const id = randomUUID();
      const updated = await db.transaction(async (tx) => {
        const [previous] = await tx.select().from(companies).where(eq(companies.id, companyId));
        await tx.insert(files).values({ id, companyId, contentType: upload.contentType, size: upload.bytes.byteLength, data: upload.bytes });
        const [row] = await tx
          .update(companies)
          .set({ [column]: id, updatedAt: sql`now()` })
          .where(eq(companies.id, companyId))
          .returning();
        await deleteFile(tx, companyId, previous[column]);
        return row;
      });
      return c.json({ data: toSettings(updated) });
    });

    app.delete(`/${path}`, requireAdmin, async (c) => {
      const company = c.get('auth').company;
      const [updated] = await db
        .update(companies)
        .set({ [column]: null, updatedAt: sql`now()` })
        .where(eq(companies.id, company.id))
        .returning();
      await deleteFile(db, company.id, company[column]);
      return c.json({ data: toSettings(updated) });
    });
  }

  return app;
}
