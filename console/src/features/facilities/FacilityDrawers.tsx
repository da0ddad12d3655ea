/**
 * The drawers of the Facilities screen, as the URL describes them. They stack:
 * a facility's drawer, above it an activity's or a menu's, above a menu's a
 * category's or an item's. A drawer above is rendered inside the one below (in
 * its header's action slot, like the Users screen's Set Password modal), so
 * React Aria knows the order: only the top one takes focus, Escape closes it
 * and returns to the one below.
 */
import { useEffect, useRef } from 'react';
import { ActivityDrawer, NewActivityDrawer } from './ActivityDrawer';
import { CategoryDrawer, NewCategoryDrawer } from './CategoryDrawer';
import { FacilityDrawer, NewFacilityDrawer } from './FacilityDrawer';
import { ItemDrawer, NewItemDrawer } from './ItemDrawer';
import { MenuDrawer, NewMenuDrawer } from './MenuDrawer';
import type { FacilitiesUrl, Level } from './useFacilitiesUrlState';

function MenuLevel({ url }: { url: FacilitiesUrl }) {
  const { facility, menu, category, item } = url;
  if (facility.kind !== 'open') return null;
  if (menu.kind === 'new') return <NewMenuDrawer facilityId={facility.id} url={url} />;
  if (menu.kind !== 'open') return null;
  const nested = (
    <>
      {category.kind === 'new' && <NewCategoryDrawer menuId={menu.id} url={url} />}
      {category.kind === 'open' && <CategoryDrawer id={category.id} tab={category.tab} url={url} />}
      {item.kind === 'new' && <NewItemDrawer menuId={menu.id} url={url} />}
      {item.kind === 'open' && <ItemDrawer id={item.id} tab={item.tab} url={url} />}
    </>
  );
  return <MenuDrawer id={menu.id} tab={menu.tab} url={url} nested={nested} />;
}

const STACKED: Level[] = ['activity', 'menu', 'category', 'item'];

/** The open stacked levels, e.g. 'activity,menu,item'. */
function openLevelsOf(url: FacilitiesUrl): string {
  return STACKED.filter((level) => url[level].kind !== 'closed').join(',');
}

/**
 * When a drawer above another closes, focus returns to what opened it (the card, Add Activity) — also
 * after its create form became the new object's drawer, which React Aria cannot follow — else to the
 * drawer below. A drawer opened by a link (several at once) had no opener; focus would be left on the
 * page, where Escape does nothing.
 */
function useFocusBackOnClose(url: FacilitiesUrl) {
  const open = openLevelsOf(url);
  const facilityOpen = url.facility.kind !== 'closed';
  const previous = useRef(open);
  const { openerOf } = url;
  useEffect(() => {
    const before = previous.current.split(',').filter(Boolean) as Level[];
    previous.current = open;
    const closed = before.filter((level) => !open.split(',').includes(level));
    if (closed.length === 0 || !facilityOpen) return undefined;
    const opener = openerOf(closed[0]);
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"]');
        const top = dialogs[dialogs.length - 1];
        if (!top) return;
        if (opener instanceof HTMLElement && opener.isConnected && top.contains(opener)) opener.focus();
        else if (!top.contains(document.activeElement)) top.focus();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [open, facilityOpen, openerOf]);
}

export function FacilityDrawers({ url }: { url: FacilitiesUrl }) {
  const { facility, activity } = url;
  useFocusBackOnClose(url);
  if (facility.kind === 'new') return <NewFacilityDrawer url={url} />;
  if (facility.kind !== 'open') return null;
  const nested = (
    <>
      {activity.kind === 'new' && <NewActivityDrawer facilityId={facility.id} url={url} />}
      {activity.kind === 'open' && <ActivityDrawer id={activity.id} tab={activity.tab} url={url} />}
      <MenuLevel url={url} />
    </>
  );
  return <FacilityDrawer id={facility.id} tab={facility.tab} url={url} nested={nested} />;
}
