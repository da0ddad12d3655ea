/**
 * Company-scoped lookups of facilities, activities, menus, categories and items (404 for
 * another company's id), and the reference checks of their bodies (422 on the field).
 * The queries are the server's; the decisions come from @atoll/contract/domain.
 */
import { eq } from 'drizzle-orm';
import { translationText, type NamedOption, type Translatable } from '@atoll/contract';
import { checkParent as parentRule, isStorableId, requireCategoryOfMenu, requireReference } from '@atoll/contract/domain';
import { activities, facilities, menuCategories, menuItems, menus } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { HttpError } from '../../http/errors';

export type FacilityRow = typeof facilities.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;
export type CategoryRow = typeof menuCategories.$inferSelect;
export type ItemRow = typeof menuItems.$inferSelect;

export const named = (row: { id: number; name: Translatable }): NamedOption => ({ id: row.id, name: translationText(row.name) });
export const toNamedOptions = (rows: { id: number; name: Translatable }[]) => rows.map(named);

export const findFacility = (own: Tenant, id: number): Promise<FacilityRow> => own.find(facilities, id);
export const findActivity = (own: Tenant, id: number): Promise<ActivityRow> => own.find(activities, id);
export const findMenu = (own: Tenant, id: number): Promise<MenuRow> => own.find(menus, id);
export const findCategory = (own: Tenant, id: number): Promise<CategoryRow> => own.find(menuCategories, id);
export const findItem = (own: Tenant, id: number): Promise<ItemRow> => own.find(menuItems, id);

/** A referenced parent (facility_id, menu_id…) of another company is "not in the list": 422 on that field. */
export async function fieldRef<T>(field: string, id: number, lookup: (id: number) => Promise<T>): Promise<T> {
  let row: T | undefined;
  try {
    if (isStorableId(id)) row = await lookup(id);
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 404)) throw error;
  }
  return requireReference(row, field);
}

/** parent_id: checked by the domain rule against the company's facility tree. */
export async function checkParent(own: Tenant, facilityId: number | null, parentId: number | null | undefined): Promise<number | null> {
  if (parentId === null || parentId === undefined) return null;
  const all = await own.pick({ id: facilities.id, parentId: facilities.parentId }, facilities);
  return parentRule(new Map(all.map((f) => [f.id, f.parentId])), facilityId, parentId);
}

/** category_id must be a category of the item's menu (looked up among the company's). */
export async function checkCategory(own: Tenant, menuId: number, categoryId: number): Promise<void> {
  const [row] = isStorableId(categoryId)
    ? await own.pick({ menu_id: menuCategories.menuId }, menuCategories, eq(menuCategories.id, categoryId))
    : [];
  requireCategoryOfMenu(row, menuId);
}
