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
import { requirePdfMenu, sortOrderOrDefault } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../../deps';
import { menuCategories, menuPdfs, menus } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { pdfUploadLimit, readPdfUpload } from '../../http/upload';
import { body, idParam } from '../../http/validate';
import { bodyWithKeys, cleanTranslatable } from '../../services/contentRows';
import { deleteMenu, fieldRef, findFacility, findMenu, menuOut, toNamedOptions } from '../../services/facilities';
import { deleteFiles, savePdf } from '../../services/files';

export function menuRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);

  app.post('/', async (c) => {
    const own = ownOf(c);
    const input = await body(c, menuCreateSchema);
    await fieldRef('facility_id', input.facility_id, (id) => findFacility(own, id));
    const [row] = await own
      .insert(menus, {
        facilityId: input.facility_id,
        name: cleanTranslatable(input.name),
        type: input.type,
        shortDescription: cleanTranslatable(input.short_description),
        sortOrder: sortOrderOrDefault(input.sort_order),
      })
      .returning();
    return c.json({ data: await menuOut(own, row.id) }, 201);
  });

  app.get('/:id', async (c) => c.json({ data: await menuOut(ownOf(c), idParam(c)) }));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    await findMenu(own, id);
    const { input, sent } = await bodyWithKeys(c, menuUpdateSchema);
    await own.update(menus, id, {
      name: cleanTranslatable(input.name),
      type: input.type,
      sortOrder: input.sort_order,
      ...(sent('short_description') ? { shortDescription: cleanTranslatable(input.short_description) } : {}),
      updatedAt: sql`now()`,
    });
    return c.json({ data: await menuOut(own, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    await findMenu(own, id);
    await db.transaction((tx) => deleteMenu(own.in(tx), id));
    return c.json({ data: null });
  });

  app.post('/:id/active', async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    await findMenu(own, id);
    const { active } = await body(c, activeSchema);
    await own.update(menus, id, { active, updatedAt: sql`now()` });
    return c.json({ data: await menuOut(own, id) });
  });

  app.post('/:id/pdf', pdfUploadLimit, async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    const menu = await findMenu(own, id);
    requirePdfMenu(menu);
    const upload = await readPdfUpload(c);
    await db.transaction(async (tx) => {
      const ownTx = own.in(tx);
      // Uploads to one menu take turns, so each replaces (and deletes) the one before; a delete of the
      // menu either waits for this upload (and removes its file too) or wins, and this is a 404.
      if ((await ownTx.pick({ id: menus.id }, menus, eq(menus.id, id)).for('update')).length === 0) throw notFound();
      const where = and(eq(menuPdfs.menuId, id), eq(menuPdfs.languageCode, upload.languageCode))!;
      const previous = await ownTx.pick({ fileId: menuPdfs.fileId }, menuPdfs, where);
      const saved = await savePdf(ownTx, upload);
      await ownTx.delete(menuPdfs, where);
      await ownTx.insertChild(menuPdfs, { menuId: id, languageCode: upload.languageCode, fileId: saved.id });
      await deleteFiles(ownTx, previous.map((p) => p.fileId));
      await ownTx.update(menus, id, { updatedAt: sql`now()` });
    });
    return c.json({ data: await menuOut(own, id) });
  });

  app.delete('/:id/pdf', async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    await findMenu(own, id);
    const { language_code } = await body(c, languageCodeSchema);
    await db.transaction(async (tx) => {
      const ownTx = own.in(tx);
      const removed = await ownTx
        .delete(menuPdfs, and(eq(menuPdfs.menuId, id), eq(menuPdfs.languageCode, language_code))!)
        .returning({ fileId: menuPdfs.fileId });
      await deleteFiles(ownTx, removed.map((p) => p.fileId));
      if (removed.length) await ownTx.update(menus, id, { updatedAt: sql`now()` });
    });
    return c.json({ data: await menuOut(own, id) });
  });

  app.get('/:id/selectors/categories', async (c) => {
    const id = idParam(c);
    await findMenu(ownOf(c), id);
    const rows = await ownOf(c)
      .pick({ id: menuCategories.id, name: menuCategories.name }, menuCategories, eq(menuCategories.menuId, id))
      .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id));
    return c.json({ data: toNamedOptions(rows) });
  });

  return app;
}
