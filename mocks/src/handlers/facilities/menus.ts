/**
 * facilities/menus: create, read, update, delete, activate, the PDF per
 * language (PDF menus only) and the category selector.
 */
import { menuCreateSchema, menuUpdateSchema, type Menu } from '@atoll/contract';
import { bySortOrder, cleanTranslatable, requirePdfMenu, requireReference, sortOrderOrDefault } from '@atoll/contract/domain';
import { detachRelated, findOfCompany, findOwn, nowIso, publicRow } from '../../content';
import { ok, readValid, readValidSent } from '../../http';
import { del, get, patch, post, type Route } from '../../routes';
import { nextId, type Stored } from '../../store';
import { dropFile, readLanguageCode, receiveLanguagePdf } from '../../uploads';
import { categoryView, removeCategories } from './categories';
import { activeRoute, facilityNamed, named, t } from './shared';

export function menuView(row: Stored<Menu>): Menu {
  const categories = t().categories.filter((c) => c.menu_id === row.id).sort(bySortOrder);
  return {
    ...publicRow(row),
    facility: facilityNamed(row.facility_id),
    categories: categories.map(categoryView),
    pdf: [...row.pdf].sort((a, b) => a.language_code.localeCompare(b.language_code)),
    categories_count: categories.length,
    items_count: t().items.filter((i) => i.menu_id === row.id).length,
  };
}

/** Menus with their categories, items and PDFs; links to them let go. */
export function removeMenus(companyId: number, menus: readonly Stored<Menu>[]): void {
  const gone = new Set(menus.map((m) => m.id));
  removeCategories(t().categories.filter((c) => gone.has(c.menu_id)));
  for (const menu of menus) for (const pdf of menu.pdf) dropFile(pdf.url);
  t().menus = t().menus.filter((m) => !gone.has(m.id));
  detachRelated(companyId, 'menu', [...gone]);
}

const own = (companyId: number, id: number) => findOwn(t().menus, companyId, id);

export const menuRoutes: Route[] = [
  post('facilities/menus', async ({ request, companyId }) => {
    const body = await readValid(request, menuCreateSchema);
    const facility = requireReference(findOfCompany(t().facilities, companyId, body.facility_id), 'facility_id');
    const row: Stored<Menu> = {
      id: nextId(),
      company_id: companyId,
      facility_id: facility.id,
      facility: named(facility),
      name: cleanTranslatable(body.name),
      type: body.type,
      short_description: cleanTranslatable(body.short_description),
      sort_order: sortOrderOrDefault(body.sort_order),
      active: true,
      pdf: [],
      categories: [],
      categories_count: 0,
      items_count: 0,
      updated: nowIso(),
    };
    t().menus.push(row);
    return ok(menuView(row), 201);
  }),

  get('facilities/menus/:id', ({ companyId, id }) => ok(menuView(own(companyId, id())))),

  patch('facilities/menus/:id', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    const { body, sent } = await readValidSent(request, menuUpdateSchema);
    Object.assign(row, {
      name: cleanTranslatable(body.name),
      type: body.type,
      sort_order: body.sort_order,
      ...(sent('short_description') ? { short_description: cleanTranslatable(body.short_description) } : {}),
      updated: nowIso(),
    });
    return ok(menuView(row));
  }),

  del('facilities/menus/:id', ({ companyId, id }) => {
    removeMenus(companyId, [own(companyId, id())]);
    return ok(null);
  }),

  activeRoute('facilities/menus', () => t().menus, menuView),

  // One PDF per language: a new upload replaces that language's file.
  post('facilities/menus/:id/pdf', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    requirePdfMenu(row);
    const pdf = await receiveLanguagePdf(request);
    for (const old of row.pdf.filter((p) => p.language_code === pdf.language_code)) dropFile(old.url);
    row.pdf = [...row.pdf.filter((p) => p.language_code !== pdf.language_code), pdf];
    row.updated = nowIso();
    return ok(menuView(row));
  }),

  del('facilities/menus/:id/pdf', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    const code = await readLanguageCode(request);
    // No PDF in that language: nothing changes.
    const pdf = row.pdf.find((p) => p.language_code === code);
    if (pdf) {
      dropFile(pdf.url);
      row.pdf = row.pdf.filter((p) => p !== pdf);
      row.updated = nowIso();
    }
    return ok(menuView(row));
  }),

  get('facilities/menus/:id/selectors/categories', ({ companyId, id }) => {
    const row = own(companyId, id());
    return ok(t().categories.filter((c) => c.menu_id === row.id).sort(bySortOrder).map(named));
  }),
];
