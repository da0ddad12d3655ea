/** GET/POST user/settings and the property logo and default image uploads. */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { sql } from 'drizzle-orm';
import { settingsSchema } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { files } from '../db/schema';
import { tenant } from '../db/tenant';
import { requireAdmin, requireAuth } from '../http/auth';
import { body } from '../http/validate';
import { readImageUpload } from '../http/upload';
import { uploadLimit } from '../http/upload';
import { deleteFiles } from '../services/files';
import { toSettings } from '../services/serialize';

const IMAGE_SLOTS = {
  'property-image': 'propertyLogoFileId',
  'default-image': 'defaultImageFileId',
} as const;


export function settingsRoutes(deps: AppDeps) {
  const { db } = deps;
  const autoTranslate = Boolean(deps.translator);
  const app = new Hono<AppEnv>();
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);
  app.use('*', requireAuth(db));

  app.get('/', (c) => c.json({ data: toSettings(c.get('auth').company, autoTranslate) }));

  app.post('/', requireAdmin, async (c) => {
    const input = await body(c, settingsSchema);
    const [updated] = await ownOf(c)
      .updateCompany({ propertyName: input.property_name, primaryColor: input.primary_color.toUpperCase(), updatedAt: sql`now()` })
      .returning();
    return c.json({ data: toSettings(updated, autoTranslate) });
  });

  for (const [path, column] of Object.entries(IMAGE_SLOTS)) {
    app.post(`/${path}`, requireAdmin, uploadLimit, async (c) => {
      const upload = await readImageUpload(c);
      const companyId = c.get('auth').company.id;
      const own = tenant(db, companyId);
      const id = randomUUID();
      const updated = await db.transaction(async (tx) => {
        const ownTx = own.in(tx);
        const previous = await ownTx.company();
        await ownTx.insert(files, { id, contentType: upload.contentType, size: upload.bytes.byteLength, data: upload.bytes });
        const [row] = await ownTx.updateCompany({ [column]: id, updatedAt: sql`now()` }).returning();
        await deleteFiles(ownTx, [previous[column]]);
        return row;
      });
      return c.json({ data: toSettings(updated, autoTranslate) });
    });

    app.delete(`/${path}`, requireAdmin, async (c) => {
      const company = c.get('auth').company;
      const own = tenant(db, company.id);
      const [updated] = await own.updateCompany({ [column]: null, updatedAt: sql`now()` }).returning();
      await deleteFiles(own, [company[column]]);
      return c.json({ data: toSettings(updated, autoTranslate) });
    });
  }

  return app;
}
