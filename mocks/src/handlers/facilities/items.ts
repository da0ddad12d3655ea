/** facilities/menus/items: create, read, update, delete and the cover of menu items. */
import { menuItemCreateSchema, menuItemUpdateSchema, type MenuItem } from '@atoll/contract';
import { cleanTranslatable, requireCategoryOfMenu, requireReference, sortOrderOrDefault } from '@atoll/contract/domain';
import { coverRoutes, findOfCompany, findOwn, nowIso, publicRow } from '../../content';
import { ok, readValid, readValidSent } from '../../http';
import { del, get, patch, post, type Route } from '../../routes';
import { nextId, type Stored } from '../../store';
import { dropFile } from '../../uploads';
import { t } from './shared';

export const itemView = (row: Stored<MenuItem>): MenuItem => publicRow(row);

/** Items with their covers. */
export function removeItems(items: readonly Stored<MenuItem>[]): void {
  for (const item of items) dropFile(item.cover);
  const gone = new Set(items.map((i) => i.id));
  t().items = t().items.filter((i) => !gone.has(i.id));
}

/** The category an item names: of the company and of the item's menu (domain: requireCategoryOfMenu). */
const categoryOf = (companyId: number, menuId: number, categoryId: number) =>
  requireCategoryOfMenu(findOfCompany(t().categories, companyId, categoryId), menuId).id;

export const itemRoutes: Route[] = [
  post('facilities/menus/items', async ({ request, companyId }) => {
    const body = await readValid(request, menuItemCreateSchema);
    const menu = requireReference(findOfCompany(t().menus, companyId, body.menu_id), 'menu_id');
    const row: Stored<MenuItem> = {
      id: nextId(),
      company_id: companyId,
      menu_id: menu.id,
      menu_category_id: categoryOf(companyId, menu.id, body.category_id),
      name: cleanTranslatable(body.name),
      price_text: cleanTranslatable(body.price_text),
      description: cleanTranslatable(body.description),
      sort_order: sortOrderOrDefault(body.sort_order),
      cover: null,
      cover_thumb: null,
      updated: nowIso(),
    };
    t().items.push(row);
    return ok(itemView(row), 201);
  }),

  get('facilities/menus/items/:id', ({ companyId, id }) => ok(itemView(findOwn(t().items, companyId, id())))),

  patch('facilities/menus/items/:id', async ({ request, companyId, id }) => {
    const row = findOwn(t().items, companyId, id());
    const { body, sent } = await readValidSent(request, menuItemUpdateSchema);
    Object.assign(row, {
      menu_category_id: categoryOf(companyId, row.menu_id, body.category_id),
      name: cleanTranslatable(body.name),
      price_text: cleanTranslatable(body.price_text),
      sort_order: body.sort_order,
      ...(sent('description') ? { description: cleanTranslatable(body.description) } : {}),
      updated: nowIso(),
    });
    return ok(itemView(row));
  }),

  del('facilities/menus/items/:id', ({ companyId, id }) => {
    removeItems([findOwn(t().items, companyId, id())]);
    return ok(null);
  }),

  ...coverRoutes('facilities/menus/items', () => t().items, itemView),
];
