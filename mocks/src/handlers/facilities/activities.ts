/** facilities/activities: create, read, update, delete, activate, the cover and the gallery of activities. */
import { activityCreateSchema, activityUpdateSchema, type Activity } from '@atoll/contract';
import { cleanRichTranslatable, cleanTranslatable, requireReference, sortOrderOrDefault } from '@atoll/contract/domain';
import { coverRoutes, detachRelated, findOfCompany, findOwn, nowIso, publicRow } from '../../content';
import { ok, readValid, readValidSent } from '../../http';
import { del, get, patch, post, type Route } from '../../routes';
import { nextId, type Stored } from '../../store';
import { dropFile } from '../../uploads';
import { activeRoute, facilityNamed, galleryRoutes, named, t } from './shared';

export const activityView = (row: Stored<Activity>): Activity => ({ ...publicRow(row), facility: facilityNamed(row.facility_id) });

/** Activities with their covers and galleries; links to them let go. */
export function removeActivities(companyId: number, activities: readonly Stored<Activity>[]): void {
  for (const a of activities) {
    dropFile(a.cover);
    for (const image of a.gallery) dropFile(image.url);
  }
  const gone = new Set(activities.map((a) => a.id));
  t().activities = t().activities.filter((a) => !gone.has(a.id));
  detachRelated(companyId, 'activity', [...gone]);
}

const own = (companyId: number, id: number) => findOwn(t().activities, companyId, id);

export const activityRoutes: Route[] = [
  post('facilities/activities', async ({ request, companyId }) => {
    const body = await readValid(request, activityCreateSchema);
    const facility = requireReference(findOfCompany(t().facilities, companyId, body.facility_id), 'facility_id');
    const row: Stored<Activity> = {
      id: nextId(),
      company_id: companyId,
      facility_id: facility.id,
      facility: named(facility),
      name: cleanTranslatable(body.name),
      price_text: cleanTranslatable(body.price_text),
      description: cleanRichTranslatable(body.description),
      sort_order: sortOrderOrDefault(body.sort_order),
      active: true,
      cover: null,
      cover_thumb: null,
      gallery: [],
      booking_type: null,
      updated: nowIso(),
    };
    t().activities.push(row);
    return ok(activityView(row), 201);
  }),

  get('facilities/activities/:id', ({ companyId, id }) => ok(activityView(own(companyId, id())))),

  patch('facilities/activities/:id', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    const { body, sent } = await readValidSent(request, activityUpdateSchema);
    Object.assign(row, {
      name: cleanTranslatable(body.name),
      sort_order: body.sort_order,
      ...(sent('price_text') ? { price_text: cleanTranslatable(body.price_text) } : {}),
      ...(sent('description') ? { description: cleanRichTranslatable(body.description) } : {}),
      updated: nowIso(),
    });
    return ok(activityView(row));
  }),

  del('facilities/activities/:id', ({ companyId, id }) => {
    removeActivities(companyId, [own(companyId, id())]);
    return ok(null);
  }),

  activeRoute('facilities/activities', () => t().activities, activityView),
  ...coverRoutes('facilities/activities', () => t().activities, activityView),
  ...galleryRoutes('facilities/activities', () => t().activities, activityView),
];
