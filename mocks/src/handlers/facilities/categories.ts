/** facilities/menus/categories: create, read, update, delete (with its items) and the cover of menu categories. */
import { menuCategoryCreateSchema, menuCategoryUpdateSchema, type MenuCategory, type MenuCategoryWithItems } from '@atoll/contract';
import { bySortOrder, cleanTranslatable, requireReference, sortOrderOrDefault } from '@atoll/contract/domain';
import { coverRoutes, findOfCompany, findOwn, nowIso, publicRow } from '../../content';
import { ok, readValid } from '../../http';
import { del, get, patch, post, type Route } from '../../routes';
import { nextId, type Stored } from '../../store';
import { dropFile } from '../../uploads';
import { itemView, removeItems } from './items';
import { t } from './shared';

const itemsOf = (categoryId: number) => t().items.filter((i) => i.menu_category_id === categoryId);

/** A category with its items by sort_order (docs/api.md: MenuCategoryWithItems). */
export function categoryView(row: Stored<MenuCategory>): MenuCategoryWithItems {
  const items = itemsOf(row.id).sort(bySortOrder);
  return { ...publicRow(row), items_count: items.length, items: items.map(itemView) };
}

/** Categories with their covers and their items. */
export function removeCategories(categories: readonly Stored<MenuCategory>[]): void {
  const gone = new Set(categories.map((c) => c.id));
  removeItems(t().items.filter((i) => gone.has(i.menu_category_id)));
  for (const category of categories) dropFile(category.cover);
  t().categories = t().categories.filter((c) => !gone.has(c.id));
}

export const categoryRoutes: Route[] = [
  post('facilities/menus/categories', async ({ request, companyId }) => {
    const body = await readValid(request, menuCategoryCreateSchema);
    const menu = requireReference(findOfCompany(t().menus, companyId, body.menu_id), 'menu_id');
    const row: Stored<MenuCategory> = {
      id: nextId(),
      company_id: companyId,
      menu_id: menu.id,
      name: cleanTranslatable(body.name),
      sort_order: sortOrderOrDefault(body.sort_order),
      items_count: 0,
      cover: null,
      cover_thumb: null,
      updated: nowIso(),
    };
    t().categories.push(row);
    return ok(categoryView(row), 201);
  }),

  get('facilities/menus/categories/:id', ({ companyId, id }) => ok(categoryView(findOwn(t().categories, companyId, id())))),

  patch('facilities/menus/categories/:id', async ({ request, companyId, id }) => {
    const row = findOwn(t().categories, companyId, id());
    const body = await readValid(request, menuCategoryUpdateSchema);
    Object.assign(row, { name: cleanTranslatable(body.name), sort_order: body.sort_order, updated: nowIso() });
    return ok(categoryView(row));
  }),

  // A category goes with its items: an item always belongs to a category.
  del('facilities/menus/categories/:id', ({ companyId, id }) => {
    removeCategories([findOwn(t().categories, companyId, id())]);
    return ok(null);
  }),

  ...coverRoutes('facilities/menus/categories', () => t().categories, categoryView),
];
