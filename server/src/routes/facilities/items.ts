/**
 * Menu items under /facilities/menus/items: POST, GET/PATCH/DELETE {id}, POST/DELETE
 * {id}/cover. Mounted by facilityRoutes (session + manage-hotel-content).
 */
import { Hono, type Context } from 'hono';
import { sql } from 'drizzle-orm';
import { menuItemCreateSchema, menuItemUpdateSchema } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../../deps';
import type { Db } from '../../db/client';
import { menuItems } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { body, idParam } from '../../http/validate';
import { bodyWithKeys, cleanTranslatable, mountCover } from '../../services/contentRows';
import { checkCategory, deleteItem, fieldRef, findItem, findMenu, toMenuItem } from '../../services/facilities';

const companyOf = (c: Context<AppEnv>) => c.get('auth').company.id;

async function itemOut(db: Db, companyId: number, id: number) {
  return toMenuItem(await findItem(db, companyId, id));
}

export function itemRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const companyId = companyOf(c);
    const input = await body(c, menuItemCreateSchema);
    await fieldRef('menu_id', input.menu_id, (id) => findMenu(db, companyId, id));
    await checkCategory(db, companyId, input.menu_id, input.category_id);
    const [row] = await tenant(db, companyId)
      .insert(menuItems, {
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
    await tenant(db, companyId).update(menuItems, id, {
      name: cleanTranslatable(input.name),
      priceText: cleanTranslatable(input.price_text),
      categoryId: input.category_id,
      sortOrder: input.sort_order,
      ...(sent('description') ? { description: cleanTranslatable(input.description) } : {}),
      updatedAt: sql`now()`,
    });
    return c.json({ data: await itemOut(db, companyId, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = companyOf(c);
    await findItem(db, companyId, id);
    await db.transaction((tx) => deleteItem(tx, companyId, id));
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

