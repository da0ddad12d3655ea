/**
 * Facilities, their activities and menus, menu categories and items (spec
 * section 7 "Facilities"): the parent rule, the category-of-menu rule, PDF-only
 * menus and what deleting a facility removes and lets go.
 */
import { CONTENT_TEXT } from '../contentFields';
import { DELETE_TAKES_ALONG } from '../deletes';
import type { MenuType } from '../facilities';
import type { PermissionsMap } from '../permissions';
import { RELATED_TYPES, type RelatedType } from '../contentCommon';
import { ruleField } from './rules';

/**
 * parent_id: another facility of the company (`parentOf`: every facility of the
 * company → its parent), never the facility itself nor one of its descendants
 * (that would make a loop): 422 parentIsSelf; not of the company: 422
 * chooseFromList. null or absent clears it. Safe on data that already loops.
 */
export function checkParent(
  parentOf: ReadonlyMap<number, number | null>,
  facilityId: number | null,
  parentId: number | null | undefined,
): number | null {
  if (parentId === null || parentId === undefined) return null;
  if (parentId === facilityId) throw ruleField('parent_id', CONTENT_TEXT.parentIsSelf);
  if (!parentOf.has(parentId)) throw ruleField('parent_id', CONTENT_TEXT.chooseFromList);
  if (facilityId !== null) {
    // Walk up from the new parent: meeting this facility means a loop.
    const seen = new Set<number>();
    for (let at: number | null | undefined = parentId; at != null && !seen.has(at); at = parentOf.get(at)) {
      if (at === facilityId) throw ruleField('parent_id', CONTENT_TEXT.parentIsSelf);
      seen.add(at);
    }
  }
  return parentId;
}

/**
 * An item's category_id must name a category of the item's menu (the category
 * looked up among the company's): otherwise 422 categoryOfOtherMenu.
 */
export function requireCategoryOfMenu<C extends { menu_id: number }>(category: C | undefined, menuId: number): C {
  if (!category || category.menu_id !== menuId) throw ruleField('category_id', CONTENT_TEXT.categoryOfOtherMenu);
  return category;
}

/** Only a menu of type 'pdf' takes PDF files: 422 on `file`, the message also the body's. */
export function requirePdfMenu(menu: { type: MenuType }): void {
  if (menu.type !== 'pdf') throw ruleField('file', CONTENT_TEXT.pdfOnlyForPdfMenus, CONTENT_TEXT.pdfOnlyForPdfMenus);
}

export interface FacilityDeletePlan {
  /** Rows removed with their files (menus take their categories, items and PDFs along). */
  removes: { facilityId: number; activityIds: number[]; menuIds: number[] };
  /** Banner, event and quick-action links to clear, per related type. */
  unlinks: { type: RelatedType; ids: number[] }[];
  /** Sub-facilities: they stay, without a parent. */
  orphans: number[];
  /** Facility ids to drop from users' facility-scoped grants (withoutFacilityGrants). */
  droppedGrants: number[];
}

const isRelatedType = (kind: string): kind is RelatedType => RELATED_TYPES.some((t) => t.value === kind);

/**
 * Deleting a facility (spec: "cannot be reversed"): what goes with it is DELETE_TAKES_ALONG.facility
 * (contract/src/deletes.ts, the same list the console's confirmation counts): its activities and menus are
 * removed (their request types, slots and bookings go with them: the database cascades, the mocks remove
 * them with their owner), links to the facility and to any of them are cleared, sub-facilities lose their
 * parent, and users' grants forget it.
 */
export function facilityDeletePlan(facilityId: number, activityIds: readonly number[], menuIds: readonly number[], childIds: readonly number[]): FacilityDeletePlan {
  const idsOf: Partial<Record<RelatedType, number[]>> = { facility: [facilityId], activity: [...activityIds], menu: [...menuIds] };
  return {
    removes: { facilityId, activityIds: [...activityIds], menuIds: [...menuIds] },
    unlinks: ['facility', ...DELETE_TAKES_ALONG.facility].filter(isRelatedType).map((type) => ({ type, ids: idsOf[type] ?? [] })),
    orphans: childIds.filter((id) => id !== facilityId),
    droppedGrants: [facilityId],
  };
}

/**
 * A user's permissions without these facility ids in any grant scoped to objects
 * (`objects: [ids]`); null when nothing changed (so nothing needs saving).
 */
export function withoutFacilityGrants(permissions: PermissionsMap | null | undefined, facilityIds: readonly number[]): PermissionsMap | null {
  const gone = new Set(facilityIds);
  let changed = false;
  const next: PermissionsMap = {};
  for (const [key, grant] of Object.entries(permissions ?? {})) {
    if (grant && Array.isArray(grant.objects) && grant.objects.some((id) => gone.has(id))) {
      changed = true;
      next[key] = { ...grant, objects: grant.objects.filter((id) => !gone.has(id)) };
    } else if (grant) {
      next[key] = grant;
    }
  }
  return changed ? next : null;
}
