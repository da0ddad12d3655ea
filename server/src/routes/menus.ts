/**
 * Menus under /facilities/menus: POST, GET/PATCH/DELETE {id}, POST {id}/active,
 * POST {id}/pdf (file + language_code; one per language, a new one replaces it),
 * DELETE {id}/pdf {language_code}, GET {id}/selectors/categories; categories
 * (POST, GET/PATCH/DELETE categories/{id}, POST/DELETE categories/{id}/cover) and items (POST, GET/PATCH/DELETE items/{id},
 * POST/DELETE items/{id}/cover). Mounted by facilityRoutes (session + manage-hotel-content).
 */
import { Hono, type Context } from 'hono';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  CONTENT_TEXT,
  activeSchema,
  languageCodeSchema,
  menuCategoryCreateSchema,
  menuCategoryUpdateSchema,
  menuCreateSchema,
  menuItemCreateSchema,
  menuItemUpdateSchema,
  menuUpdateSchema,
} from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import type { Db } from '../db/client';
import { menuCategories, menuItems, menuPdfs, menus } from '../db/schema';
import { validationError } from '../http/errors';
import { pdfUploadLimit, readPdfUpload } from '../http/upload';
import { body, idParam } from '../http/validate';
import { bodyWithKeys, cleanTranslatable, mountCover } from '../services/contentRows';
import {
  categoryOut,
  deleteCategory,
  deleteMenu,
  fieldRef,
  findCategory,
  findFacility,
  findItem,
  findMenu,
  menuOut,
  toMenuItem,
  toNamedOptions,
} from '../services/facilities';
import { deleteFiles, savePdf } from '../services/files';

const companyOf = (c: Context<AppEnv>) => c.get('auth').company.id;

/** category_id must be a category of the item's menu. */
async function checkCategory(db: Db, companyId: number, menuId: number, categoryId: number): Promise<void> {
  const [row] = categoryId > 2_147_483_647 ? [] : await db
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(and(eq(menuCategories.id, categoryId), eq(menuCategories.menuId, menuId), eq(menuCategories.companyId, companyId)));
  if (!row) throw validationError({ category_id: [CONTENT_TEXT.categoryOfOtherMenu] });
}

async function itemOut(db: Db, companyId: number, id: number) {
  return toMenuItem(await findItem(db, companyId, id));
}

function categoryRoutes(db: Db) {
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const companyId = companyOf(c);
    const input = await body(c, menuCategoryCreateSchema);
    await fieldRef('menu_id', input.menu_id, (id) => findMenu(db, companyId, id));
    const [row] = await db
      .insert(menuCategories)
      .values({ companyId, menuId: input.menu_id, name: cleanTranslatable(input.name), sortOrder: input.sort_order ?? 0 })
      .returning();
    return c.json({ data: await categoryOut(db, companyId, row.id) }, 201);
  });

  app.get('/:id', async (c) => c.json({ data: await categoryOut(db, companyOf(c), idParam(c)) }));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const companyId = companyOf(c);
    await findCategory(db, companyId, id);
    const input = await body(c, menuCategoryUpdateSchema);
    await db
      .update(menuCategories)
      .set({ name: cleanTranslatable(input.name), sortOrder: input.sort_order, updatedAt: sql`now()` })
      .where(and(eq(menuCategories.id, id), eq(menuCategories.companyId, companyId)));
    return c.json({ data: await categoryOut(db, companyId, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = companyOf(c);
    await findCategory(db, companyId, id);
    await db.transaction((tx) => deleteCategory(tx, companyId, id));
    return c.json({ data: null });
  });

  // Same pattern as item covers: DELETE clears the cover and deletes its file.
  mountCover(app, db, {
    find: (companyId, id) => findCategory(db, companyId, id),
    table: menuCategories,
    one: (c, id) => categoryOut(db, companyOf(c), id),
  });

  return app;
}

function itemRoutes(db: Db) {
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const companyId = companyOf(c);
    const input = await body(c, menuItemCreateSchema);
    await fieldRef('menu_id', input.menu_id, (id) => findMenu(db, companyId, id));
    await checkCategory(db, companyId, input.menu_id, input.category_id);
    const [row] = await db
      .insert(menuItems)
      .values({
        companyId,
        menuId: input.menu_id,
        categoryId: input.category_id,
        name: cleanTranslatable(input.name),
        priceText: cleanTranslatable(input.price_text),
        description: cleanTranslatable(input.description),
        sortOrder: input.sort_order ?? 0,
      })
      .returning();
    return c.json({ data: toMenuItem(row) }, 201);
  });

  app.get('/:id', async (c) => c.json({ data: await itemOut(db, companyOf(c), idParam(c)) }));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const companyId = companyOf(c);
    const item = await findItem(db, companyId, id);
    const { input, sent } = await bodyWithKeys(c, menuItemUpdateSchema);
    await checkCategory(db, companyId, item.menuId, input.category_id);
    await db
      .update(menuItems)
      .set({
        name: cleanTranslatable(input.name),
        priceText: cleanTranslatable(input.price_text),
        categoryId: input.category_id,
        sortOrder: input.sort_order,
        ...(sent('description') ? { description: cleanTranslatable(input.description) } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(menuItems.id, id), eq(menuItems.companyId, companyId)));
    return c.json({ data: await itemOut(db, companyId, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = companyOf(c);
    const item = await findItem(db, companyId, id);
    await db.transaction(async (tx) => {
      await tx.delete(menuItems).where(and(eq(menuItems.id, id), eq(menuItems.companyId, companyId)));
      await deleteFiles(tx, companyId, [item.coverFileId]);
    });
    return c.json({ data: null });
  });

  // DELETE removes the cover (the original client re-posted an empty cover instead).
  mountCover(app, db, {
    find: (companyId, id) => findItem(db, companyId, id),
    table: menuItems,
    one: (c, id) => itemOut(db, companyOf(c), id),
  });

  return app;
}

export function menuRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  // Before /:id: 'categories' and 'items' are not menu ids.
  app.route('/categories', categoryRoutes(db));
  app.route('/items', itemRoutes(db));

  app.post('/', async (c) => {
    const companyId = companyOf(c);
    const input = await body(c, menuCreateSchema);
    await fieldRef('facility_id', input.facility_id, (id) => findFacility(db, companyId, id));
    const [row] = await db
      .insert(menus)
      .values({
        companyId,
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
    await db
      .update(menus)
      .set({
        name: cleanTranslatable(input.name),
        type: input.type,
        sortOrder: input.sort_order,
        ...(sent('short_description') ? { shortDescription: cleanTranslatable(input.short_description) } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(menus.id, id), eq(menus.companyId, companyId)));
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
    await db.update(menus).set({ active, updatedAt: sql`now()` }).where(and(eq(menus.id, id), eq(menus.companyId, companyId)));
    return c.json({ data: await menuOut(db, companyId, id) });
  });

  app.post('/:id/pdf', pdfUploadLimit, async (c) => {
    const id = idParam(c);
    const companyId = companyOf(c);
    const menu = await findMenu(db, companyId, id);
    if (menu.type !== 'pdf') throw validationError({ file: [CONTENT_TEXT.pdfOnlyForPdfMenus] }, CONTENT_TEXT.pdfOnlyForPdfMenus);
    const upload = await readPdfUpload(c);
    await db.transaction(async (tx) => {
      const where = and(eq(menuPdfs.menuId, id), eq(menuPdfs.languageCode, upload.languageCode));
      const previous = await tx.select({ fileId: menuPdfs.fileId }).from(menuPdfs).where(where);
      const saved = await savePdf(tx, companyId, upload);
      await tx.delete(menuPdfs).where(where);
      await tx.insert(menuPdfs).values({ menuId: id, languageCode: upload.languageCode, fileId: saved.id });
      await deleteFiles(tx, companyId, previous.map((p) => p.fileId));
      await tx.update(menus).set({ updatedAt: sql`now()` }).where(eq(menus.id, id));
    });
    return c.json({ data: await menuOut(db, companyId, id) });
  });

  app.delete('/:id/pdf', async (c) => {
    const id = idParam(c);
    const companyId = companyOf(c);
    await findMenu(db, companyId, id);
    const { language_code } = await body(c, languageCodeSchema);
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(menuPdfs)
        .where(and(eq(menuPdfs.menuId, id), eq(menuPdfs.languageCode, language_code)))
        .returning({ fileId: menuPdfs.fileId });
      await deleteFiles(tx, companyId, removed.map((p) => p.fileId));
      if (removed.length) await tx.update(menus).set({ updatedAt: sql`now()` }).where(eq(menus.id, id));
    });
    return c.json({ data: await menuOut(db, companyId, id) });
  });

  app.get('/:id/selectors/categories', async (c) => {
    const id = idParam(c);
    await findMenu(db, companyOf(c), id);
    const rows = await db
      .select({ id: menuCategories.id, name: menuCategories.name })
      .from(menuCategories)
      .where(eq(menuCategories.menuId, id))
      .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id));
    return c.json({ data: toNamedOptions(rows) });
  });

  return app;
}
