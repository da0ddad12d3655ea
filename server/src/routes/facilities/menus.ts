/**
 * Menus under /facilities/menus: POST, GET/PATCH/DELETE {id}, POST {id}/active,
 * POST {id}/pdf (file + language_code; one per language, a new one replaces it),
 * DELETE {id}/pdf {language_code}, GET {id}/selectors/categories. Categories and items
 * are their own modules (categories.ts, items.ts). Mounted by facilityRoutes
 * (session + manage-hotel-content).
 */
import { Hono, type Context } from 'hono';
import { and, asc, eq, sql } from 'drizzle-orm';
import { activeSchema, languageCodeSchema, menuCreateSchema, menuUpdateSchema } from '@atoll/contract';
import { requirePdfMenu } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../../deps';
import { menuCategories, menuPdfs, menus } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { pdfUploadLimit, readPdfUpload } from '../../http/upload';
import { body, idParam } from '../../http/validate';
import { bodyWithKeys, cleanTranslatable } from '../../services/contentRows';
import { deleteMenu, fieldRef, findFacility, findMenu, menuOut, toNamedOptions } from '../../services/facilities';
import { deleteFiles, savePdf } from '../../services/files';

const companyOf = (c: Context<AppEnv>) => c.get('auth').company.id;

export function menuRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const companyId = companyOf(c);
    const input = await body(c, menuCreateSchema);
    await fieldRef('facility_id', input.facility_id, (id) => findFacility(db, companyId, id));
    const [row] = await tenant(db, companyId)
      .insert(menus, {
        facilityId: input.facility_id,
        name: cleanTranslatable(input.name),
        type: input.type,
        shortDescription: cleanTranslatable(input.short_description),
        sortOrder: input.sort_order ?? 0,
      })
      .returning();
    return c.json({ data: await menuOut(db, companyId, row.id) }, 201);
  });

  app.get('/:id', async (c) => c.json({ data: await menuOut(db, companyOf(c), idParam(c)) }));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const companyId = companyOf(c);
    await findMenu(db, companyId, id);
    const { input, sent } = await bodyWithKeys(c, menuUpdateSchema);
    await tenant(db, companyId).update(menus, id, {
      name: cleanTranslatable(input.name),
      type: input.type,
      sortOrder: input.sort_order,
      ...(sent('short_description') ? { shortDescription: cleanTranslatable(input.short_description) } : {}),
      updatedAt: sql`now()`,
    });
    return c.json({ data: await menuOut(db, companyId, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = companyOf(c);
    await findMenu(db, companyId, id);
    await db.transaction((tx) => deleteMenu(tx, companyId, id));
    return c.json({ data: null });
  });

  app.post('/:id/active', async (c) => {
    const id = idParam(c);
    const companyId = companyOf(c);
    await findMenu(db, companyId, id);
    const { active } = await body(c, activeSchema);
    await tenant(db, companyId).update(menus, id, { active, updatedAt: sql`now()` });
    return c.json({ data: await menuOut(db, companyId, id) });
  });

  app.post('/:id/pdf', pdfUploadLimit, async (c) => {
    const id = idParam(c);
    const companyId = companyOf(c);
    const menu = await findMenu(db, companyId, id);
    requirePdfMenu(menu);
    const upload = await readPdfUpload(c);
    await db.transaction(async (tx) => {
      const own = tenant(tx, companyId);
      // Uploads to one menu take turns, so each replaces (and deletes) the one before; a delete of the
      // menu either waits for this upload (and removes its file too) or wins, and this is a 404.
      if ((await own.pick({ id: menus.id }, menus, eq(menus.id, id)).for('update')).length === 0) throw notFound();
      const where = and(eq(menuPdfs.menuId, id), eq(menuPdfs.languageCode, upload.languageCode))!;
      const previous = await own.pick({ fileId: menuPdfs.fileId }, menuPdfs, where);
      const saved = await savePdf(tx, companyId, upload);
      await own.delete(menuPdfs, where);
      await own.insertChild(menuPdfs, { menuId: id, languageCode: upload.languageCode, fileId: saved.id });
      await deleteFiles(tx, companyId, previous.map((p) => p.fileId));
      await own.update(menus, id, { updatedAt: sql`now()` });
    });
    return c.json({ data: await menuOut(db, companyId, id) });
  });

  app.delete('/:id/pdf', async (c) => {
    const id = idParam(c);
    const companyId = companyOf(c);
    await findMenu(db, companyId, id);
    const { language_code } = await body(c, languageCodeSchema);
    await db.transaction(async (tx) => {
      const own = tenant(tx, companyId);
      const removed = await own
        .delete(menuPdfs, and(eq(menuPdfs.menuId, id), eq(menuPdfs.languageCode, language_code))!)
        .returning({ fileId: menuPdfs.fileId });
      await deleteFiles(tx, companyId, removed.map((p) => p.fileId));
      if (removed.length) await own.update(menus, id, { updatedAt: sql`now()` });
    });
    return c.json({ data: await menuOut(db, companyId, id) });
  });

  app.get('/:id/selectors/categories', async (c) => {
    const id = idParam(c);
    await findMenu(db, companyOf(c), id);
    const rows = await tenant(db, companyOf(c))
      .pick({ id: menuCategories.id, name: menuCategories.name }, menuCategories, eq(menuCategories.menuId, id))
      .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id));
    return c.json({ data: toNamedOptions(rows) });
  });

  return app;
}
