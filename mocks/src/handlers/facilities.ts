/**
 * facilities/*: facilities, their activities and menus, menu categories and
 * items (spec section 7), answering like the server: contract schemas, 201 on
 * create, the whole object after uploads, 403 without manage-hotel-content,
 * another company's id → 404, derived fields (parent, counts, nested lists,
 * facility names) filled in on every answer, and deletes that leave nothing
 * orphaned.
 */
import { http } from 'msw';
import {
  CONTENT_TEXT,
  PERMISSION,
  activeSchema,
  activityCreateSchema,
  activityUpdateSchema,
  facilityCreateSchema,
  facilityUpdateSchema,
  menuCategoryCreateSchema,
  menuCategoryUpdateSchema,
  menuCreateSchema,
  menuItemCreateSchema,
  menuItemUpdateSchema,
  menuUpdateSchema,
  translationText,
  ALL_PERMISSIONS,
  type Activity,
  type Facility,
  type Menu,
  type MenuCategory,
  type MenuCategoryWithItems,
  type MenuItem,
  type NamedOption,
  type RelatedLink,
  type RelatedType,
} from '@atoll/contract';
import {
  authorizeContent,
  bySortOrder,
  dropFile,
  findOwn,
  nowIso,
  publicRow,
  readLanguageCode,
  receiveLanguagePdf,
  receiveNamedImage,
} from '../content';
import { apiPath, MockHttpError, notFound, numericId, ok, readValid, validationFailed, withErrors, type ResolverInfo } from '../http';
import { authorize } from '../session';
import { mockDb, nextId, type Stored } from '../store';
import { receiveImage } from '../uploads';

type Tables = typeof mockDb.content;
const t = (): Tables => mockDb.content;

const named = (row: { id: number; name: Facility['name'] }): NamedOption => ({ id: row.id, name: translationText(row.name) });

// Views: the stored row plus what the server derives ----------------------------------------

function facilityView(row: Stored<Facility>, detail: boolean): Facility {
  const parent = row.parent_id ? t().facilities.find((f) => f.id === row.parent_id && f.company_id === row.company_id) : undefined;
  const activities = t().activities.filter((a) => a.facility_id === row.id).sort(bySortOrder);
  const menus = t().menus.filter((m) => m.facility_id === row.id).sort(bySortOrder);
  return {
    ...publicRow(row),
    parent_id: parent ? parent.id : null,
    parent: parent ? named(parent) : null,
    activities: detail
      ? activities.map((a) => ({ id: a.id, name: structuredClone(a.name), price_text: structuredClone(a.price_text), sort_order: a.sort_order, active: a.active, cover_thumb: a.cover_thumb }))
      : [],
    menus: detail ? menus.map((m) => ({ id: m.id, name: structuredClone(m.name), type: m.type, sort_order: m.sort_order, active: m.active })) : [],
    activities_count: activities.length,
    menus_count: menus.length,
  };
}

function facilityNamed(id: number): NamedOption {
  const facility = t().facilities.find((f) => f.id === id);
  return facility ? named(facility) : { id, name: '' };
}

const activityView = (row: Stored<Activity>): Activity => ({ ...publicRow(row), facility: facilityNamed(row.facility_id) });

const itemsOfCategory = (categoryId: number) => t().items.filter((i) => i.menu_category_id === categoryId);

const itemView = (row: Stored<MenuItem>): MenuItem => publicRow(row);

/** A category with its items by sort_order (docs/api.md: MenuCategoryWithItems). */
function categoryView(row: Stored<MenuCategory>): MenuCategoryWithItems {
  const items = itemsOfCategory(row.id).sort(bySortOrder);
  return { ...publicRow(row), items_count: items.length, items: items.map(itemView) };
}

function menuView(row: Stored<Menu>): Menu {
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

// Look-ups ----------------------------------------------------------------------------------

type Info = ResolverInfo;
const idOf = (info: Info, name = 'id') => numericId(info.params[name]);

/** A facility, activity, menu… of the caller's company named by the route, with the caller. */
function own<K extends 'facilities' | 'activities' | 'menus' | 'categories' | 'items'>(info: Info, table: K) {
  const caller = authorizeContent(info.request);
  const row = findOwn(t()[table] as Array<Tables[K][number]>, caller.company.id, idOf(info));
  return { caller, row: row as Tables[K][number] };
}

/** A body's reference to another row of the company: 422 on `field` when it is not there. */
function ownReference<T extends { id: number; company_id: number }>(rows: T[], companyId: number, id: number, field: string, message: string = CONTENT_TEXT.chooseFromList): T {
  const row = rows.find((r) => r.id === id && r.company_id === companyId);
  if (!row) throw new MockHttpError(validationFailed({ [field]: [message] }));
  return row;
}

/** A parent must be another facility of the company, and not one of its own descendants. */
function checkParent(companyId: number, facilityId: number | null, parentId: number | null | undefined): number | null {
  if (!parentId) return null;
  if (parentId === facilityId) throw new MockHttpError(validationFailed({ parent_id: [CONTENT_TEXT.parentIsSelf] }));
  let cursor: Stored<Facility> | undefined = ownReference(t().facilities, companyId, parentId, 'parent_id');
  for (let guard = 0; cursor && guard < 1000; guard += 1) {
    if (cursor.id === facilityId) throw new MockHttpError(validationFailed({ parent_id: [CONTENT_TEXT.parentIsSelf] }));
    const next: number | null = cursor.parent_id;
    cursor = next ? t().facilities.find((f) => f.id === next) : undefined;
  }
  return parentId;
}

// Deleting: nothing orphaned ----------------------------------------------------------------

/** Banners, events and quick actions pointing at a deleted object lose the link. */
function clearLinks(companyId: number, type: RelatedType, ids: number[]) {
  if (!ids.length) return;
  const linked: Array<RelatedLink & { company_id: number }> = [...t().banners, ...t().events, ...t().quickActions];
  for (const row of linked) {
    if (row.company_id === companyId && row.related_type === type && row.related_id !== null && ids.includes(row.related_id)) {
      row.related_type = null;
      row.related_id = null;
      row.related_text = null;
    }
  }
}

function removeItems(items: Stored<MenuItem>[]) {
  for (const item of items) dropFile(item.cover);
  const gone = new Set(items.map((i) => i.id));
  t().items = t().items.filter((i) => !gone.has(i.id));
}

function removeMenus(companyId: number, menus: Stored<Menu>[]) {
  const gone = new Set(menus.map((m) => m.id));
  removeItems(t().items.filter((i) => gone.has(i.menu_id)));
  for (const category of t().categories) if (gone.has(category.menu_id)) dropFile(category.cover);
  t().categories = t().categories.filter((c) => !gone.has(c.menu_id));
  for (const menu of menus) for (const pdf of menu.pdf) dropFile(pdf.url);
  t().menus = t().menus.filter((m) => !gone.has(m.id));
  clearLinks(companyId, 'menu', [...gone]);
}

function removeActivities(companyId: number, activities: Stored<Activity>[]) {
  for (const a of activities) {
    dropFile(a.cover);
    for (const image of a.gallery) dropFile(image.url);
  }
  const gone = new Set(activities.map((a) => a.id));
  t().activities = t().activities.filter((a) => !gone.has(a.id));
  clearLinks(companyId, 'activity', [...gone]);
}

const FACILITY_PERMISSIONS = ALL_PERMISSIONS.filter((p) => p.owner === 'Facility').map((p) => p.key as string);

function removeFacility(row: Stored<Facility>) {
  const companyId = row.company_id;
  removeActivities(companyId, t().activities.filter((a) => a.facility_id === row.id));
  removeMenus(companyId, t().menus.filter((m) => m.facility_id === row.id));
  dropFile(row.cover);
  for (const image of row.gallery) dropFile(image.url);
  t().facilities = t().facilities.filter((f) => f.id !== row.id);
  for (const child of t().facilities) if (child.parent_id === row.id) child.parent_id = null;
  clearLinks(companyId, 'facility', [row.id]);
  // Facility-scoped permissions no longer name the deleted facility.
  for (const user of mockDb.users) {
    if (user.company_id !== companyId) continue;
    for (const key of FACILITY_PERMISSIONS) {
      const grant = user.permissions[key];
      if (grant && grant.objects !== 'all') grant.objects = grant.objects.filter((id) => id !== row.id);
    }
  }
}

// Shared handler builders ------------------------------------------------------------------

type Covered = { cover: string | null; cover_thumb: string | null; updated: string };

/** POST and DELETE …/cover of a table: answer the whole object. */
function coverHandlers<K extends 'facilities' | 'activities' | 'categories' | 'items'>(path: string, table: K, view: (row: Tables[K][number]) => unknown) {
  return [
    http.post(apiPath(`${path}/:id/cover`), withErrors(async (info) => {
      const { row } = own(info, table);
      const image = await receiveImage(info.request);
      const target = row as Covered;
      dropFile(target.cover);
      target.cover = image.data_url;
      target.cover_thumb = image.data_url;
      target.updated = nowIso();
      return ok(view(row));
    })),
    http.delete(apiPath(`${path}/:id/cover`), withErrors((info) => {
      const { row } = own(info, table);
      const target = row as Covered;
      dropFile(target.cover);
      target.cover = null;
      target.cover_thumb = null;
      target.updated = nowIso();
      return ok(view(row));
    })),
  ];
}

type WithGallery = { gallery: Facility['gallery']; updated: string };

function galleryHandlers<K extends 'facilities' | 'activities'>(path: string, table: K, view: (row: Tables[K][number]) => unknown) {
  return [
    http.post(apiPath(`${path}/:id/gallery`), withErrors(async (info) => {
      const { row } = own(info, table);
      const { file, filename } = await receiveNamedImage(info.request);
      const target = row as WithGallery;
      target.gallery.push({ id: file.id, filename, url: file.data_url, thumb_url: file.data_url });
      target.updated = nowIso();
      return ok(view(row));
    })),
    http.delete(apiPath(`${path}/:id/gallery/:imageId`), withErrors((info) => {
      const { row } = own(info, table);
      const target = row as WithGallery;
      const image = target.gallery.find((g) => g.id === String(info.params.imageId));
      if (!image) return notFound();
      dropFile(image.url);
      mockDb.files.delete(image.id);
      target.gallery = target.gallery.filter((g) => g !== image);
      target.updated = nowIso();
      return ok(view(row));
    })),
  ];
}

function activeHandler<K extends 'facilities' | 'activities' | 'menus'>(path: string, table: K, view: (row: Tables[K][number]) => unknown) {
  return http.post(apiPath(`${path}/:id/active`), withErrors(async (info) => {
    const { row } = own(info, table);
    const { active } = await readValid(info.request, activeSchema);
    const target = row as { active: boolean; updated: string };
    target.active = active;
    target.updated = nowIso();
    return ok(view(row));
  }));
}

const sortOrderOr = (value: number | undefined, fallback: number) => (value === undefined || value === null ? fallback : value);

// Facilities ------------------------------------------------------------------------------

const facilityHandlers = [
  http.get(apiPath('facilities'), withErrors(({ request }) => {
    const { company } = authorizeContent(request);
    return ok(t().facilities.filter((f) => f.company_id === company.id).sort(bySortOrder).map((f) => facilityView(f, false)));
  })),

  // Admin › Users chooses facilities for facility-scoped permissions from this list too.
  http.get(apiPath('facilities/selectors/names'), withErrors(({ request }) => {
    const { company } = authorize(request, [PERMISSION.manageHotelContent, PERMISSION.companyAdministrator, PERMISSION.companyOwner]);
    return ok(t().facilities.filter((f) => f.company_id === company.id).sort(bySortOrder).map(named));
  })),

  http.post(apiPath('facilities'), withErrors(async ({ request }) => {
    const { company } = authorizeContent(request);
    const body = await readValid(request, facilityCreateSchema);
    const parentId = checkParent(company.id, null, body.parent_id);
    const row: Stored<Facility> = {
      id: nextId(),
      company_id: company.id,
      name: body.name,
      description: body.description ?? [],
      sort_order: sortOrderOr(body.sort_order, 0),
      show_app_home: body.show_app_home ?? false,
      parent_id: parentId,
      parent: null,
      active: true,
      cover: null,
      cover_thumb: null,
      gallery: [],
      menus: [],
      activities: [],
      menus_count: 0,
      activities_count: 0,
      updated: nowIso(),
    };
    t().facilities.push(row);
    return ok(facilityView(row, true), 201);
  })),

  http.get(apiPath('facilities/:id'), withErrors((info) => ok(facilityView(own(info, 'facilities').row, true)))),

  http.patch(apiPath('facilities/:id'), withErrors(async (info) => {
    const { caller, row } = own(info, 'facilities');
    const body = await readValid(info.request, facilityUpdateSchema);
    row.name = body.name;
    row.sort_order = body.sort_order;
    if (body.description !== undefined) row.description = body.description;
    if (body.show_app_home !== undefined) row.show_app_home = body.show_app_home;
    if (body.parent_id !== undefined) row.parent_id = checkParent(caller.company.id, row.id, body.parent_id);
    row.updated = nowIso();
    return ok(facilityView(row, true));
  })),

  http.delete(apiPath('facilities/:id'), withErrors((info) => {
    removeFacility(own(info, 'facilities').row);
    return ok(null);
  })),

  activeHandler('facilities', 'facilities', (row) => facilityView(row, true)),
  ...coverHandlers('facilities', 'facilities', (row) => facilityView(row, true)),
  ...galleryHandlers('facilities', 'facilities', (row) => facilityView(row, true)),

  http.get(apiPath('facilities/:id/selectors/activity'), withErrors((info) => {
    const { row } = own(info, 'facilities');
    return ok(t().activities.filter((a) => a.facility_id === row.id).sort(bySortOrder).map(named));
  })),
  http.get(apiPath('facilities/:id/selectors/menu'), withErrors((info) => {
    const { row } = own(info, 'facilities');
    return ok(t().menus.filter((m) => m.facility_id === row.id).sort(bySortOrder).map(named));
  })),
];

// Activities ------------------------------------------------------------------------------

const activityHandlers = [
  http.post(apiPath('facilities/activities'), withErrors(async ({ request }) => {
    const { company } = authorizeContent(request);
    const body = await readValid(request, activityCreateSchema);
    const facility = ownReference(t().facilities, company.id, body.facility_id, 'facility_id');
    const row: Stored<Activity> = {
      id: nextId(),
      company_id: company.id,
      facility_id: facility.id,
      facility: named(facility),
      name: body.name,
      price_text: body.price_text ?? [],
      description: body.description ?? [],
      sort_order: sortOrderOr(body.sort_order, 0),
      active: true,
      cover: null,
      cover_thumb: null,
      gallery: [],
      booking_type: null,
      updated: nowIso(),
    };
    t().activities.push(row);
    return ok(activityView(row), 201);
  })),

  http.get(apiPath('facilities/activities/:id'), withErrors((info) => ok(activityView(own(info, 'activities').row)))),

  http.patch(apiPath('facilities/activities/:id'), withErrors(async (info) => {
    const { row } = own(info, 'activities');
    const body = await readValid(info.request, activityUpdateSchema);
    row.name = body.name;
    row.sort_order = body.sort_order;
    if (body.price_text !== undefined) row.price_text = body.price_text;
    if (body.description !== undefined) row.description = body.description;
    row.updated = nowIso();
    return ok(activityView(row));
  })),

  http.delete(apiPath('facilities/activities/:id'), withErrors((info) => {
    const { caller, row } = own(info, 'activities');
    removeActivities(caller.company.id, [row]);
    return ok(null);
  })),

  activeHandler('facilities/activities', 'activities', activityView),
  ...coverHandlers('facilities/activities', 'activities', activityView),
  ...galleryHandlers('facilities/activities', 'activities', activityView),
];

// Menus -------------------------------------------------------------------------------------

const menuHandlers = [
  http.post(apiPath('facilities/menus'), withErrors(async ({ request }) => {
    const { company } = authorizeContent(request);
    const body = await readValid(request, menuCreateSchema);
    const facility = ownReference(t().facilities, company.id, body.facility_id, 'facility_id');
    const row: Stored<Menu> = {
      id: nextId(),
      company_id: company.id,
      facility_id: facility.id,
      facility: named(facility),
      name: body.name,
      type: body.type,
      short_description: body.short_description ?? [],
      sort_order: sortOrderOr(body.sort_order, 0),
      active: true,
      pdf: [],
      categories: [],
      categories_count: 0,
      items_count: 0,
      updated: nowIso(),
    };
    t().menus.push(row);
    return ok(menuView(row), 201);
  })),

  http.get(apiPath('facilities/menus/:id'), withErrors((info) => ok(menuView(own(info, 'menus').row)))),

  http.patch(apiPath('facilities/menus/:id'), withErrors(async (info) => {
    const { row } = own(info, 'menus');
    const body = await readValid(info.request, menuUpdateSchema);
    row.name = body.name;
    row.type = body.type;
    row.sort_order = body.sort_order;
    if (body.short_description !== undefined) row.short_description = body.short_description;
    row.updated = nowIso();
    return ok(menuView(row));
  })),

  http.delete(apiPath('facilities/menus/:id'), withErrors((info) => {
    const { caller, row } = own(info, 'menus');
    removeMenus(caller.company.id, [row]);
    return ok(null);
  })),

  activeHandler('facilities/menus', 'menus', menuView),

  http.post(apiPath('facilities/menus/:id/pdf'), withErrors(async (info) => {
    const { row } = own(info, 'menus');
    if (row.type !== 'pdf') throw new MockHttpError(validationFailed({ file: [CONTENT_TEXT.pdfOnlyForPdfMenus] }));
    const pdf = await receiveLanguagePdf(info.request);
    for (const old of row.pdf.filter((p) => p.language_code === pdf.language_code)) dropFile(old.url);
    row.pdf = [...row.pdf.filter((p) => p.language_code !== pdf.language_code), pdf];
    row.updated = nowIso();
    return ok(menuView(row));
  })),

  http.delete(apiPath('facilities/menus/:id/pdf'), withErrors(async (info) => {
    const { row } = own(info, 'menus');
    const code = await readLanguageCode(info.request);
    // No PDF in that language: nothing changes.
    const pdf = row.pdf.find((p) => p.language_code === code);
    if (pdf) {
      dropFile(pdf.url);
      row.pdf = row.pdf.filter((p) => p !== pdf);
      row.updated = nowIso();
    }
    return ok(menuView(row));
  })),

  http.get(apiPath('facilities/menus/:id/selectors/categories'), withErrors((info) => {
    const { row } = own(info, 'menus');
    return ok(t().categories.filter((c) => c.menu_id === row.id).sort(bySortOrder).map(named));
  })),
];

// Categories and items ------------------------------------------------------------------------

const categoryHandlers = [
  http.post(apiPath('facilities/menus/categories'), withErrors(async ({ request }) => {
    const { company } = authorizeContent(request);
    const body = await readValid(request, menuCategoryCreateSchema);
    const menu = ownReference(t().menus, company.id, body.menu_id, 'menu_id');
    const row: Stored<MenuCategory> = {
      id: nextId(),
      company_id: company.id,
      menu_id: menu.id,
      name: body.name,
      sort_order: sortOrderOr(body.sort_order, 0),
      items_count: 0,
      cover: null,
      cover_thumb: null,
      updated: nowIso(),
    };
    t().categories.push(row);
    return ok(categoryView(row), 201);
  })),

  http.get(apiPath('facilities/menus/categories/:id'), withErrors((info) => ok(categoryView(own(info, 'categories').row)))),

  http.patch(apiPath('facilities/menus/categories/:id'), withErrors(async (info) => {
    const { row } = own(info, 'categories');
    const body = await readValid(info.request, menuCategoryUpdateSchema);
    row.name = body.name;
    row.sort_order = body.sort_order;
    row.updated = nowIso();
    return ok(categoryView(row));
  })),

  // A category goes with its items: an item always belongs to a category.
  http.delete(apiPath('facilities/menus/categories/:id'), withErrors((info) => {
    const { row } = own(info, 'categories');
    removeItems(itemsOfCategory(row.id));
    dropFile(row.cover);
    t().categories = t().categories.filter((c) => c.id !== row.id);
    return ok(null);
  })),

  ...coverHandlers('facilities/menus/categories', 'categories', categoryView),
];

function checkCategory(companyId: number, menuId: number, categoryId: number): number {
  const category = ownReference(t().categories, companyId, categoryId, 'category_id');
  if (category.menu_id !== menuId) throw new MockHttpError(validationFailed({ category_id: [CONTENT_TEXT.categoryOfOtherMenu] }));
  return category.id;
}

const itemHandlers = [
  http.post(apiPath('facilities/menus/items'), withErrors(async ({ request }) => {
    const { company } = authorizeContent(request);
    const body = await readValid(request, menuItemCreateSchema);
    const menu = ownReference(t().menus, company.id, body.menu_id, 'menu_id');
    const row: Stored<MenuItem> = {
      id: nextId(),
      company_id: company.id,
      menu_id: menu.id,
      menu_category_id: checkCategory(company.id, menu.id, body.category_id),
      name: body.name,
      price_text: body.price_text,
      description: body.description ?? [],
      sort_order: sortOrderOr(body.sort_order, 0),
      cover: null,
      cover_thumb: null,
      updated: nowIso(),
    };
    t().items.push(row);
    return ok(itemView(row), 201);
  })),

  http.get(apiPath('facilities/menus/items/:id'), withErrors((info) => ok(itemView(own(info, 'items').row)))),

  http.patch(apiPath('facilities/menus/items/:id'), withErrors(async (info) => {
    const { caller, row } = own(info, 'items');
    const body = await readValid(info.request, menuItemUpdateSchema);
    row.menu_category_id = checkCategory(caller.company.id, row.menu_id, body.category_id);
    row.name = body.name;
    row.price_text = body.price_text;
    row.sort_order = body.sort_order;
    if (body.description !== undefined) row.description = body.description;
    row.updated = nowIso();
    return ok(itemView(row));
  })),

  http.delete(apiPath('facilities/menus/items/:id'), withErrors((info) => {
    removeItems([own(info, 'items').row]);
    return ok(null);
  })),

  ...coverHandlers('facilities/menus/items', 'items', itemView),
];

/**
 * Fixed paths first (facilities/selectors/names, facilities/menus/categories…), so
 * a `:id` pattern never swallows them.
 */
export const facilityContentHandlers = [...itemHandlers, ...categoryHandlers, ...menuHandlers, ...activityHandlers, ...facilityHandlers];
