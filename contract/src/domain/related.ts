/**
 * Related links (spec section 7: banners, events and quick actions may point at
 * a facility, activity, menu, information card or event of the same company):
 * which link a body asks for, how PATCH changes it, and what it becomes when
 * the object it points at is deleted.
 */
import { CONTENT_TEXT } from '../contentFields';
import { RELATED_TYPES, type RelatedType } from '../contentCommon';
import { ruleField } from './rules';

/** A link as stored: the RelatedLink fields without the derived related_text. */
export interface StoredLink {
  related_type: RelatedType | null;
  related_id: number | null;
  related_direct: boolean;
}

/** No link. What every link to a deleted object becomes (related_direct included). */
export const NO_LINK: Readonly<StoredLink> = Object.freeze({ related_type: null, related_id: null, related_direct: false });

export const isRelatedType = (type: string): type is RelatedType => RELATED_TYPES.some((t) => t.value === type);

export interface RelatedInput {
  related_type?: RelatedType | string | null;
  related_id?: number | null;
  related_direct?: boolean;
}

/**
 * The object a validated body points at: null for no link (no type, '' or no id);
 * an unknown type → 422 chooseFromList on related_type.
 */
export function relatedTarget(input: RelatedInput): { type: RelatedType; id: number } | null {
  const type = input.related_type;
  if (!type || input.related_id == null) return null;
  if (!isRelatedType(type)) throw ruleField('related_type', CONTENT_TEXT.chooseFromList);
  return { type, id: input.related_id };
}

/**
 * The link to store for a body, `exists` telling whether the company has the
 * object `relatedTarget` named: otherwise 422 relatedMissing on related_id.
 */
export function linkToStore(input: RelatedInput, exists: (type: RelatedType, id: number) => boolean): StoredLink {
  const target = relatedTarget(input);
  if (!target) return { ...NO_LINK };
  if (!exists(target.type, target.id)) throw ruleField('related_id', CONTENT_TEXT.relatedMissing);
  return { related_type: target.type, related_id: target.id, related_direct: input.related_direct ?? false };
}

/** How a PATCH changes the link: check and replace it, set related_direct alone, or leave it. */
export type RelatedPatch = { kind: 'replace' } | { kind: 'direct'; related_direct: boolean } | { kind: 'keep' };

/**
 * The PATCH rule of banners and events: related_type sent → the link is checked
 * and replaced (linkToStore); only related_direct sent, on a row that has a link
 * → just that flag; otherwise the link stays.
 */
export function relatedPatch(sent: (key: string) => boolean, input: RelatedInput, existingType: RelatedType | null): RelatedPatch {
  if (sent('related_type')) return { kind: 'replace' };
  if (sent('related_direct') && existingType) return { kind: 'direct', related_direct: input.related_direct ?? false };
  return { kind: 'keep' };
}

/** Whether a link points at one of these deleted objects of `type` (it then becomes NO_LINK). */
export const pointsAt = (link: StoredLink, type: RelatedType, ids: readonly number[]): boolean =>
  link.related_type === type && link.related_id !== null && ids.includes(link.related_id);

/** The link after objects of `type` were deleted: NO_LINK when it pointed at one of them. */
export const linkAfterDelete = (link: StoredLink, type: RelatedType, ids: readonly number[]): StoredLink =>
  pointsAt(link, type, ids) ? { ...NO_LINK } : link;
