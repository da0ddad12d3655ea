/**
 * What the hotel-content handlers (slice 2) share besides the rules, which live
 * in @atoll/contract/domain: company-scoped look-ups in the store, related
 * objects' names, links written through the domain's link rules, the public view
 * of a stored row, seed images, and the cover routes.
 */
import { PERMISSION, translationText, type RelatedLink, type RelatedType } from '@atoll/contract';
import { linkAfterDelete, linkToStore, relatedPatch, requireOwn, type RelatedInput, type StoredLink } from '@atoll/contract/domain';
import { ok } from './http';
import { del, post, type Route } from './routes';
import { authorize, type Caller } from './session';
import { mockDb, randomToken, type ContentTables, type MockDb } from './store';
import { dropFile, receiveImage } from './uploads';

export { bySortOrder } from '@atoll/contract/domain';

/** A manage-hotel-content caller (403 otherwise), for code outside a guarded group. */
export const authorizeContent = (request: Request): Caller => authorize(request, PERMISSION.manageHotelContent);

type Row = { id: number; company_id: number };

/** A row of the caller's company, or 404 (another company's id is simply not found). */
export const findOwn = <T extends Row>(rows: readonly T[], companyId: number, id: number): T =>
  requireOwn(rows.find((r) => r.id === id && r.company_id === companyId));

/** A row of the company, or undefined (for references: the domain decides what that means). */
export const findOfCompany = <T extends Row>(rows: readonly T[], companyId: number, id: number): T | undefined =>
  rows.find((r) => r.id === id && r.company_id === companyId);

export const nowIso = () => new Date().toISOString();

/** The tables a related link can point into. */
const RELATED_TABLES: Record<RelatedType, keyof ContentTables> = {
  facility: 'facilities',
  activity: 'activities',
  menu: 'menus',
  information: 'information',
  event: 'events',
};

/** The 'en' name of a related object of the company, or undefined when it does not exist. */
export function relatedName(companyId: number, type: RelatedType, id: number, db: MockDb = mockDb): string | undefined {
  const rows = db.content[RELATED_TABLES[type]] as Array<Row & { name: unknown }>;
  const row = rows.find((r) => r.id === id && r.company_id === companyId);
  if (!row) return undefined;
  return typeof row.name === 'string' ? row.name : translationText(row.name as never);
}

const existsFor = (companyId: number) => (type: RelatedType, id: number) => relatedName(companyId, type, id) !== undefined;

/** The link a create (or a full update) stores: domain rule `linkToStore`. */
export const newLink = (companyId: number, body: RelatedInput): StoredLink => linkToStore(body, existsFor(companyId));

/** The link fields a PATCH changes: domain rule `relatedPatch` (banners and events). */
export function patchedLink(companyId: number, sent: (key: string) => boolean, body: RelatedInput, row: StoredLink): Partial<StoredLink> {
  const change = relatedPatch(sent, body, row.related_type);
  if (change.kind === 'replace') return newLink(companyId, body);
  if (change.kind === 'direct') return { related_direct: change.related_direct };
  return {};
}

/** related_text as the server derives it: the object's 'en' name, null when none or deleted. */
export function withRelatedText<T extends RelatedLink & { company_id: number }>(row: T): T {
  const text = row.related_type && row.related_id != null ? relatedName(row.company_id, row.related_type, row.related_id) : undefined;
  return { ...row, related_text: text ?? null };
}

/**
 * Deleted objects' links let go (domain rule `linkAfterDelete`): banners, events,
 * quick actions and key places that pointed at one of them are left without a link.
 */
export function detachRelated(companyId: number, type: RelatedType, ids: readonly number[], db: MockDb = mockDb): void {
  if (ids.length === 0) return;
  const linked: Array<Row & RelatedLink> = [...db.content.banners, ...db.content.events, ...db.content.quickActions, ...db.content.locations];
  for (const row of linked) {
    if (row.company_id !== companyId) continue;
    const after = linkAfterDelete(row, type, ids);
    if (after !== row) Object.assign(row, after, { related_text: null, updated: nowIso() });
  }
}

/** The public view of a stored row: no company id. */
export function publicRow<T extends { company_id: number }>(row: T): Omit<T, 'company_id'> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { company_id, ...rest } = structuredClone(row);
  return rest;
}

/** A data URL seed image for scenarios: an SVG with a coloured background and a label. */
export function seedImage(label: string, colour: string): string {
  const markup =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">` +
    `<rect width="800" height="450" fill="${colour}"/>` +
    // Centred: cards crop covers to a band across the middle.
    `<text x="400" y="242" text-anchor="middle" font-family="sans-serif" font-size="48" fill="#ffffff">${label}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(markup)}`;
}

/** Fresh ids for seed files so `dropFile` and tests can tell them apart. */
export const seedFileId = () => randomToken(8);

interface WithCover extends Row {
  cover: string | null;
  cover_thumb: string | null;
  updated: string;
}

/**
 * POST and DELETE `{path}/:id/cover` (e.g. 'events/recurring'): set or remove
 * the row's cover; both answer the whole updated object through `view`.
 */
export function coverRoutes<T extends WithCover>(path: string, rows: () => T[], view: (row: T) => unknown): Route[] {
  const set = (row: T, url: string | null) => {
    if (row.cover !== url) dropFile(row.cover);
    Object.assign(row, { cover: url, cover_thumb: url, updated: nowIso() });
    return ok(view(row));
  };
  return [
    post(`${path}/:id/cover`, async ({ request, companyId, id }) => {
      const row = findOwn(rows(), companyId, id());
      return set(row, (await receiveImage(request)).data_url);
    }),
    del(`${path}/:id/cover`, ({ companyId, id }) => set(findOwn(rows(), companyId, id()), null)),
  ];
}
