/**
 * What the facility group's handlers share: the store's tables, named options,
 * and the active and gallery routes of facilities and activities (covers come
 * from ../../content).
 */
import { activeSchema, translationText, type Facility, type NamedOption } from '@atoll/contract';
import { ruleNotFound } from '@atoll/contract/domain';
import { findOwn, nowIso } from '../../content';
import { ok, readValid } from '../../http';
import { del, post, type Route } from '../../routes';
import { mockDb } from '../../store';
import { dropFile, receiveNamedImage } from '../../uploads';

export type Tables = typeof mockDb.content;
/** The live tables (the store's fields are replaced on reset, so never keep them). */
export const t = (): Tables => mockDb.content;

export const named = (row: { id: number; name: Facility['name'] }): NamedOption => ({ id: row.id, name: translationText(row.name) });

/** The facility a row belongs to, as { id, name }. */
export function facilityNamed(id: number): NamedOption {
  const facility = t().facilities.find((f) => f.id === id);
  return facility ? named(facility) : { id, name: '' };
}

type Owned = { id: number; company_id: number; updated: string };

/** POST {path}/:id/active {active}: answers the object. */
export function activeRoute<T extends Owned & { active: boolean }>(path: string, rows: () => T[], view: (row: T) => unknown): Route {
  return post(`${path}/:id/active`, async ({ request, companyId, id }) => {
    const row = findOwn(rows(), companyId, id());
    row.active = (await readValid(request, activeSchema)).active;
    row.updated = nowIso();
    return ok(view(row));
  });
}

/** POST {path}/:id/gallery (one image per call) and DELETE {path}/:id/gallery/:imageId: both answer the owner. */
export function galleryRoutes<T extends Owned & { gallery: Facility['gallery'] }>(path: string, rows: () => T[], view: (row: T) => unknown): Route[] {
  return [
    post(`${path}/:id/gallery`, async ({ request, companyId, id }) => {
      const row = findOwn(rows(), companyId, id());
      const { file, filename } = await receiveNamedImage(request);
      row.gallery.push({ id: file.id, filename, url: file.data_url, thumb_url: file.data_url });
      row.updated = nowIso();
      return ok(view(row));
    }),
    del(`${path}/:id/gallery/:imageId`, ({ params, companyId, id }) => {
      const row = findOwn(rows(), companyId, id());
      const image = row.gallery.find((g) => g.id === String(params.imageId));
      if (!image) throw ruleNotFound();
      dropFile(image.url);
      mockDb.files.delete(image.id);
      row.gallery = row.gallery.filter((g) => g !== image);
      row.updated = nowIso();
      return ok(view(row));
    }),
  ];
}
