/**
 * Menu categories under /facilities/menus/categories: POST, GET/PATCH/DELETE {id},
 * POST/DELETE {id}/cover. Mounted by facilityRoutes (session + manage-hotel-content).
 */
import { Hono, type Context } from 'hono';
import { sql } from 'drizzle-orm';
import { menuCategoryCreateSchema, menuCategoryUpdateSchema } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../../deps';
import { menuCategories } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { body, idParam } from '../../http/validate';
import { cleanTranslatable, mountCover } from '../../services/contentRows';
import { categoryOut, deleteCategory, fieldRef, findCategory, findMenu } from '../../services/facilities';

const companyOf = (c: Context<AppEnv>) => c.get('auth').company.id;

export function categoryRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const companyId = companyOf(c);
    const input = await body(c, menuCategoryCreateSchema);
    await fieldRef('menu_id', input.menu_id, (id) => findMenu(db, companyId, id));
    const [row] = await tenant(db, companyId)
      .insert(menuCategories, { menuId: input.menu_id, name: cleanTranslatable(input.name), sortOrder: input.sort_order ?? 0 })
      .returning();
    return c.json({ data: await categoryOut(db, companyId, row.id) }, 201);
  });

  app.get('/:id', async (c) => c.json({ data: await categoryOut(db, companyOf(c), idParam(c)) }));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const companyId = companyOf(c);
    await findCategory(db, companyId, id);
    const input = await body(c, menuCategoryUpdateSchema);
    await tenant(db, companyId).update(menuCategories, id, { name: cleanTranslatable(input.name), sortOrder: input.sort_order, updatedAt: sql`now()` });
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

