/** Map > Key Places (/locations, spec section 7): the card list, create, read, update, delete, cover and icon. manage-map. */
import { LOCATION_ICON_BACKGROUND, LOCATION_ICON_COLOR, iconUrl, locationCreateSchema, locationIconSchema, locationUpdateSchema, type Location } from '@atoll/contract';
import { bySortOrder, cleanRichTranslatable, sortOrderOrDefault } from '@atoll/contract/domain';
import { coverRoutes, findOwn, newLink, nowIso, patchedLink, publicRow, withRelatedText } from '../content';
import { ok, readValid, readValidSent } from '../http';
import { del, get, guarded, MAP, patch, post } from '../routes';
import { mockDb, nextId, type Stored } from '../store';
import { dropFile } from '../uploads';

/** What the API returns for a stored place: derived related_text filled in. */
export const locationView = (row: Stored<Location>) => publicRow(withRelatedText(row));

const own = (companyId: number, id: number) => findOwn(mockDb.content.locations, companyId, id);

const touched = (row: Stored<Location>) => {
  row.updated = nowIso();
  return ok(locationView(row));
};

export const locationHandlers = guarded(MAP, [
  get('locations', ({ companyId }) => ok(mockDb.content.locations.filter((l) => l.company_id === companyId).sort(bySortOrder).map(locationView))),

  post('locations', async ({ request, companyId }) => {
    const body = await readValid(request, locationCreateSchema);
    const row: Stored<Location> = {
      id: nextId(),
      company_id: companyId,
      name: body.name,
      description: cleanRichTranslatable(body.description),
      lat: body.lat,
      lng: body.lng,
      sort_order: sortOrderOrDefault(body.sort_order),
      ...newLink(companyId, body),
      related_text: null,
      cover: null,
      cover_thumb: null,
      icon: null,
      icon_url: null,
      icon_color: LOCATION_ICON_COLOR,
      icon_background: LOCATION_ICON_BACKGROUND,
      updated: nowIso(),
    };
    mockDb.content.locations.push(row);
    return ok(locationView(row), 201);
  }),

  get('locations/:id', ({ companyId, id }) => ok(locationView(own(companyId, id())))),

  patch('locations/:id', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    const { body, sent } = await readValidSent(request, locationUpdateSchema);
    Object.assign(row, {
      name: body.name,
      sort_order: body.sort_order,
      lat: body.lat,
      lng: body.lng,
      ...(sent('description') ? { description: cleanRichTranslatable(body.description) } : {}),
      ...patchedLink(companyId, sent, body, row),
    });
    return touched(row);
  }),

  patch('locations/:id/icon', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    const body = await readValid(request, locationIconSchema);
    const icon = body.icon ?? null;
    Object.assign(row, { icon, icon_url: icon ? iconUrl(icon) : null, icon_color: body.icon_color, icon_background: body.icon_background });
    return touched(row);
  }),

  del('locations/:id', ({ companyId, id }) => {
    const row = own(companyId, id());
    dropFile(row.cover);
    mockDb.content.locations = mockDb.content.locations.filter((l) => l !== row);
    return ok(null);
  }),

  ...coverRoutes('locations', () => mockDb.content.locations, locationView),
]);
