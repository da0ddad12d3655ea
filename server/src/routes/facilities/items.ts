/**
 * Menu items under /facilities/menus/items: POST, GET/PATCH/DELETE {id}, POST/DELETE
 * {id}/cover. Mounted by facilityRoutes (session + manage-hotel-content).
 */
import { Hono, type Context } from 'hono';
import { sql } from 'drizzle-orm';
import { menuItemCreateSchema, menuItemUpdateSchema } from '@atoll/contract';
import { sortOrderOrDefault } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../../deps';
import { menuItems } from '../../db/schema';
import { tenant, type Tenant } from '../../db/tenant';
import { body, idParam } from '../../http/validate';
import { bodyWithKeys, cleanTranslatable, mountCover } from '../../services/contentRows';
import { checkCategory, deleteItem, fieldRef, findItem, findMenu, toMenuItem } from '../../services/facilities';

async function itemOut(own: Tenant, id: number) {
  return toMenuItem(await findItem(own, id));
}

export function itemRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);

  app.post('/', async (c) => {
    const own = ownOf(c);
    const input = await body(c, menuItemCreateSchema);
    await fieldRef('menu_id', input.menu_id, (id) => findMenu(own, id));
    await checkCategory(own, input.menu_id, input.category_id);
    const [row] = await own
      .insert(menuItems, {
        menuId: input.menu_id,
        categoryId: input.category_id,
        name: cleanTranslatable(input.name),
        priceText: cleanTranslatable(input.price_text),
        description: cleanTranslatable(input.description),
        sortOrder: sortOrderOrDefault(input.sort_order),
      })
      .returning();
    return c.json({ data: toMenuItem(row) }, 201);
  });

  app.get('/:id', async (c) => c.json({ data: await itemOut(ownOf(c), idParam(c)) }));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    const item = await findItem(own, id);
    const { input, sent } = await bodyWithKeys(c, menuItemUpdateSchema);
    await checkCategory(own, item.menuId, input.category_id);
    await own.update(menuItems, id, {
      name: cleanTranslatable(input.name),
      priceText: cleanTranslatable(input.price_text),
      categoryId: input.category_id,
      sortOrder: input.sort_order,
      ...(sent('description') ? { description: cleanTranslatable(input.description) } : {}),
      updatedAt: sql`now()`,
    });
    return c.json({ data: await itemOut(own, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    await findItem(own, id);
    await db.transaction((tx) => deleteItem(own.in(tx), id));
    return c.json({ data: null });
  });

  // DELETE removes the cover (the original client re-posted an empty cover instead).
  mountCover(app, db, {
    find: (own, id) => findItem(own, id),
    table: menuItems,
    one: (c, id) => itemOut(ownOf(c), id),
  });

  return app;
}

