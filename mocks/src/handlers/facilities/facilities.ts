/**
 * facilities: the list, create, read, update, delete (domain:
 * facilityDeletePlan), activate, the cover, the gallery, and the activity and
 * menu selectors of one facility.
 */
import { facilityCreateSchema, facilityUpdateSchema, type Facility } from '@atoll/contract';
import {
  bySortOrder,
  checkParent,
  cleanRichTranslatable,
  cleanTranslatable,
  facilityDeletePlan,
  sortOrderOrDefault,
  withoutFacilityGrants,
} from '@atoll/contract/domain';
import { coverRoutes, detachRelated, findOwn, nowIso, publicRow } from '../../content';
import { ok, readValid, readValidSent } from '../../http';
import { del, get, patch, post, type Route } from '../../routes';
import { mockDb, nextId, type Stored } from '../../store';
import { dropFile } from '../../uploads';
import { removeActivities } from './activities';
import { removeMenus } from './menus';
import { activeRoute, galleryRoutes, named, t } from './shared';

/** The stored row plus what the server derives: parent, counts, and (detail) menus and activities. */
export function facilityView(row: Stored<Facility>, detail: boolean): Facility {
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
    request_types_count: mockDb.requests.bookingTypes.filter((type) => type.facility_id === row.id).length,
  };
}

const detailView = (row: Stored<Facility>) => facilityView(row, true);
const own = (companyId: number, id: number) => findOwn(t().facilities, companyId, id);
export const facilitiesOf = (companyId: number) => t().facilities.filter((f) => f.company_id === companyId).sort(bySortOrder);

/** The company's facilities → their parents, for the domain's ancestor check. */
const parentsOf = (companyId: number) => new Map(facilitiesOf(companyId).map((f) => [f.id, f.parent_id]));

/** Deletes a facility as the domain's plan says: nothing orphaned, nothing left pointing at it. */
function removeFacility(row: Stored<Facility>): void {
  const companyId = row.company_id;
  const activities = t().activities.filter((a) => a.facility_id === row.id);
  const menus = t().menus.filter((m) => m.facility_id === row.id);
  const children = t().facilities.filter((f) => f.parent_id === row.id);
  const plan = facilityDeletePlan(row.id, activities.map((a) => a.id), menus.map((m) => m.id), children.map((f) => f.id));
  removeActivities(companyId, activities);
  removeMenus(companyId, menus);
  dropFile(row.cover);
  for (const image of row.gallery) dropFile(image.url);
  t().facilities = t().facilities.filter((f) => f.id !== row.id);
  for (const child of t().facilities) if (plan.orphans.includes(child.id)) child.parent_id = null;
  for (const { type, ids } of plan.unlinks) detachRelated(companyId, type, ids);
  for (const user of mockDb.users) {
    if (user.company_id !== companyId) continue;
    const next = withoutFacilityGrants(user.permissions, plan.droppedGrants);
    if (next) user.permissions = next;
  }
}

export const facilityRoutes: Route[] = [
  get('facilities', ({ companyId }) => ok(facilitiesOf(companyId).map((f) => facilityView(f, false)))),

  post('facilities', async ({ request, companyId }) => {
    const body = await readValid(request, facilityCreateSchema);
    const row: Stored<Facility> = {
      id: nextId(),
      company_id: companyId,
      name: cleanTranslatable(body.name),
      description: cleanRichTranslatable(body.description),
      sort_order: sortOrderOrDefault(body.sort_order),
      show_app_home: body.show_app_home ?? false,
      parent_id: checkParent(parentsOf(companyId), null, body.parent_id),
      parent: null,
      active: true,
      cover: null,
      cover_thumb: null,
      gallery: [],
      menus: [],
      activities: [],
      menus_count: 0,
      activities_count: 0,
      request_types_count: 0,
      updated: nowIso(),
    };
    t().facilities.push(row);
    return ok(detailView(row), 201);
  }),

  get('facilities/:id', ({ companyId, id }) => ok(detailView(own(companyId, id())))),

  patch('facilities/:id', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    const { body, sent } = await readValidSent(request, facilityUpdateSchema);
    Object.assign(row, {
      name: cleanTranslatable(body.name),
      sort_order: body.sort_order,
      ...(sent('description') ? { description: cleanRichTranslatable(body.description) } : {}),
      ...(sent('show_app_home') ? { show_app_home: body.show_app_home ?? false } : {}),
      ...(sent('parent_id') ? { parent_id: checkParent(parentsOf(companyId), row.id, body.parent_id) } : {}),
      updated: nowIso(),
    });
    return ok(detailView(row));
  }),

  del('facilities/:id', ({ companyId, id }) => {
    removeFacility(own(companyId, id()));
    return ok(null);
  }),

  activeRoute('facilities', () => t().facilities, detailView),
  ...coverRoutes('facilities', () => t().facilities, detailView),
  ...galleryRoutes('facilities', () => t().facilities, detailView),

  get('facilities/:id/selectors/activity', ({ companyId, id }) => {
    const row = own(companyId, id());
    return ok(t().activities.filter((a) => a.facility_id === row.id).sort(bySortOrder).map(named));
  }),
  get('facilities/:id/selectors/menu', ({ companyId, id }) => {
    const row = own(companyId, id());
    return ok(t().menus.filter((m) => m.facility_id === row.id).sort(bySortOrder).map(named));
  }),
];
