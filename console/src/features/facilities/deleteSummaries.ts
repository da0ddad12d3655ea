/**
 * What the facilities' delete confirmations name (issue 18): the object and what goes with it, counted by the
 * contract's DELETE_TAKES_ALONG (the list the server's delete plan follows) from what the drawers already have:
 * a facility's counts (its request types too), a menu's categories and items, and whether an activity or a menu
 * has a request type (the attached-object selector the Request Type form and the 'Bookings on' tags read).
 */
import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { deleteSummary, translationText, type AttachedType, type Facility, type Translatable } from '@atoll/contract';
import { useAttachedOptionsQuery } from '#api/contentApi.ts';

/** The ids of the activities or menus that have a request type. */
export function useBookingsOn(attachedType: AttachedType | undefined): ReadonlySet<number> {
  const { data } = useAttachedOptionsQuery(attachedType ?? skipToken);
  return useMemo(() => new Set((data ?? []).filter((o) => o.booking_type_id !== null).map((o) => o.id)), [data]);
}

/** 'Lotus Spa, with 2 activities, 1 menu and 3 request types': the facility's own counts. */
export function facilityDeleteSummary(facility: Facility | undefined): string | undefined {
  if (!facility) return undefined;
  return deleteSummary('facility', translationText(facility.name), {
    activity: facility.activities_count,
    menu: facility.menus_count,
    requestType: facility.request_types_count,
  });
}

/** An activity, or a menu with its categories and items, and its request type if it has one. */
export function useChildDeleteSummary(
  kind: 'activity' | 'menu',
  child: { id: number; name: Translatable; categories_count?: number; items_count?: number } | undefined,
): string | undefined {
  const on = useBookingsOn(child ? (kind === 'activity' ? 'Activity' : 'Menu') : undefined);
  if (!child) return undefined;
  const name = translationText(child.name);
  const requestType = on.has(child.id) ? 1 : 0;
  return kind === 'activity'
    ? deleteSummary('activity', name, { requestType })
    : deleteSummary('menu', name, { category: child.categories_count, item: child.items_count, requestType });
}
