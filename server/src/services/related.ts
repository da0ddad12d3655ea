/**
 * Related links (RelatedLink in contract/src/content.ts): banners, events, key places and quick
 * actions may point at a facility, activity, menu, information card or event of
 * the same company.
 *
 * - On write, `checkRelated` refuses a link to an object the caller's company does
 *   not have (422 CONTENT_TEXT.relatedMissing on `related_id`).
 * - On read, `relatedTexts` + `toRelatedLink` fill `related_text` (the object's 'en' name).
 * - On delete of an object, `detachRelated` clears every link pointing at it.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { translationText, type NamedOption, type RelatedLink, type RelatedType, type Translatable } from '@atoll/contract';
import { isRelatedType, linkToStore, relatedPatch, relatedTarget, type RelatedInput } from '@atoll/contract/domain';
import { activities, facilities, information, locations, menus, banners, quickActions, recurringEvents } from '../db/schema';
import type { Tenant } from '../db/tenant';

interface RelatedSource {
  /** The company's objects of this type (all of them, or those of `ids`), in their list order. */
  names(own: Tenant, ids?: readonly number[]): Promise<NamedOption[]>;
}

type NameRow = { id: number; name: Translatable };
const toOptions = (rows: NameRow[]): NamedOption[] => rows.map((r) => ({ id: r.id, name: translationText(r.name) }));

/** Ids out of the integer range cannot exist (and would be a database error). */
const validIds = (ids: readonly number[]) => ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);

function idFilter(column: Parameters<typeof inArray>[0], ids?: readonly number[]): SQL | undefined {
  return ids === undefined ? undefined : inArray(column, validIds(ids));
}

/** Where each related type lives: its table and the order its list follows (events have no sort order). */
type NamedTable = typeof facilities | typeof activities | typeof menus | typeof information;
function namesFrom(table: NamedTable | typeof recurringEvents, order: (t: never) => SQL[]): RelatedSource {
  return {
    async names(own, ids) {
      const t = table as typeof facilities;
      const rows = await own
        .pick({ id: t.id, name: t.name }, t, idFilter(t.id, ids))
        .orderBy(...order(table as never));
      return toOptions(rows);
    },
  };
}
const bySortOrder = (t: typeof facilities) => [asc(t.sortOrder), asc(t.id)];

const SOURCES: Record<RelatedType, RelatedSource> = {
  facility: namesFrom(facilities, bySortOrder),
  activity: namesFrom(activities, bySortOrder),
  menu: namesFrom(menus, bySortOrder),
  information: namesFrom(information, bySortOrder),
  event: namesFrom(recurringEvents, (t: typeof recurringEvents) => [asc(t.id)]),
};

export { isRelatedType };

/** GET ui/related-object/{type}: the company's objects of that type. */
export function relatedOptions(own: Tenant, type: RelatedType): Promise<NamedOption[]> {
  return SOURCES[type].names(own, undefined);
}

export type { RelatedInput };

export interface RelatedColumns {
  relatedType: RelatedType | null;
  relatedId: number | null;
  relatedDirect: boolean;
}

/**
 * The columns to store for a validated payload: no type (null or '') means no link.
 * 422 on `related_id` when the object is not one of the company's.
 */
export async function checkRelated(own: Tenant, input: RelatedInput): Promise<RelatedColumns> {
  // The query is the server's; which link to store (or which 422) is the domain's rule.
  const target = relatedTarget(input);
  const found = target ? await SOURCES[target.type].names(own, [target.id]) : [];
  const link = linkToStore(input, () => found.length > 0);
  return { relatedType: link.related_type, relatedId: link.related_id, relatedDirect: link.related_direct };
}

/**
 * The related columns a PATCH of a banner or an event stores (the domain's relatedPatch):
 * related_type sent → checked and replaced; only related_direct on a linked row → that flag.
 */
export async function patchRelated(
  own: Tenant,
  sent: (key: string) => boolean,
  input: RelatedInput,
  existingType: RelatedType | null,
): Promise<Partial<RelatedColumns>> {
  const patch = relatedPatch(sent, input, existingType);
  if (patch.kind === 'replace') return checkRelated(own, input);
  if (patch.kind === 'direct') return { relatedDirect: patch.related_direct };
  return {};
}

const key = (type: string, id: number) => `${type}:${id}`;

/** The names ('en') of the objects these rows point at, keyed `type:id`; deleted ones are absent. */
export async function relatedTexts(
  own: Tenant,
  rows: readonly { relatedType: RelatedType | null; relatedId: number | null }[],
): Promise<Map<string, string>> {
  const wanted = new Map<RelatedType, Set<number>>();
  for (const row of rows) {
    if (!row.relatedType || row.relatedId == null || !isRelatedType(row.relatedType)) continue;
    const set = wanted.get(row.relatedType) ?? new Set<number>();
    set.add(row.relatedId);
    wanted.set(row.relatedType, set);
  }
  const out = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([type, ids]) => {
      for (const option of await SOURCES[type].names(own, [...ids])) out.set(key(type, option.id), option.name);
    }),
  );
  return out;
}

/** A row's RelatedLink fields, `related_text` from `relatedTexts`. */
export function toRelatedLink(row: RelatedColumns, texts: Map<string, string>): RelatedLink {
  return {
    related_type: row.relatedType,
    related_id: row.relatedId,
    related_direct: row.relatedDirect,
    related_text: row.relatedType && row.relatedId != null ? (texts.get(key(row.relatedType, row.relatedId)) ?? null) : null,
  };
}

/**
 * Clears the links (banners, events, quick actions, key places) that point at these objects of
 * `type`: call it in the transaction that deletes them (`own` over that transaction).
 */
export async function detachRelated(own: Tenant, type: RelatedType, ids: readonly number[]): Promise<void> {
  const list = validIds([...new Set(ids)]);
  if (list.length === 0) return;
  const cleared = { relatedType: null, relatedId: null, relatedDirect: false, updatedAt: sql`now()` };
  for (const table of [banners, recurringEvents, quickActions, locations]) {
    await own.update(table, and(eq(table.relatedType, type), inArray(table.relatedId, list)) as SQL, cleared);
  }
}
