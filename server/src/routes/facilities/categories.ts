/**
 * Menu categories under /facilities/menus/categories: POST, GET/PATCH/DELETE {id},
 * POST/DELETE {id}/cover. Mounted by facilityRoutes (session + manage-hotel-content).
 */
import { Hono, type Context } from 'hono';
import { sql } from 'drizzle-orm';
import { menuCategoryCreateSchema, menuCategoryUpdateSchema } from '@atoll/contract';
import { sortOrderOrDefault } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../../deps';
import { menuCategories } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { body, idParam } from '../../http/validate';
import { cleanTranslatable, mountCover } from '../../services/contentRows';
import { categoryOut, deleteCategory, fieldRef, findCategory, findMenu } from '../../services/facilities';

export function categoryRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);

  app.post('/', async (c) => {
    const own = ownOf(c);
    const input = await body(c, menuCategoryCreateSchema);
    await fieldRef('menu_id', input.menu_id, (id) => findMenu(own, id));
    const [row] = await own
      .insert(menuCategories, { menuId: input.menu_id, name: cleanTranslatable(input.name), sortOrder: sortOrderOrDefault(input.sort_order) })
      .returning();
    return c.json({ data: await categoryOut(own, row.id) }, 201);
  });

  app.get('/:id', async (c) => c.json({ data: await categoryOut(ownOf(c), idParam(c)) }));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    await findCategory(own, id);
    const input = await body(c, menuCategoryUpdateSchema);
    await own.update(menuCategories, id, { name: cleanTranslatable(input.name), sortOrder: input.sort_order, updatedAt: sql`now()` });
    return c.json({ data: await categoryOut(own, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    await findCategory(own, id);
    await db.transaction((tx) => deleteCategory(own.in(tx), id));
    return c.json({ data: null });
  });

  // Same pattern as item covers: DELETE clears the cover and deletes its file.
  mountCover(app, db, {
    find: (own, id) => findCategory(own, id),
    table: menuCategories,
    one: (c, id) => categoryOut(ownOf(c), id),
  });

  return app;
}

