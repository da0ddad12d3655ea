/**
 * A stacked drawer's way back (issue 9): 'Back to <parent>' above its title. An activity's or a menu's
 * parent is the facility, a category's or an item's the menu. The parent's drawer is open below, so its
 * object is already in the cache: no extra request.
 */
import type { DrawerProps } from '@atoll/ui-kit';
import { translationText } from '@atoll/contract';
import { useGetFacilityQuery, useGetMenuQuery } from './api';
import type { FacilitiesUrl, Level } from './useFacilitiesUrlState';

export function useDrawerParent(url: FacilitiesUrl, level: Exclude<Level, 'facility'>): DrawerProps['parent'] {
  const underMenu = level === 'category' || level === 'item';
  const facilityId = url.facility.kind === 'open' ? url.facility.id : undefined;
  const menuId = url.menu.kind === 'open' ? url.menu.id : undefined;
  const { data: facility } = useGetFacilityQuery(facilityId ?? 0, { skip: underMenu || facilityId === undefined });
  const { data: menu } = useGetMenuQuery(menuId ?? 0, { skip: !underMenu || menuId === undefined });
  const parent = underMenu ? menu : facility;
  return parent ? { title: translationText(parent.name), onBack: () => url.close(level) } : undefined;
}
