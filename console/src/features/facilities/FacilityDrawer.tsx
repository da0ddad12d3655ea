/**
 * A facility's drawer (spec section 2): tabs Basic Information, Image, Gallery
 * (count), Menus (count), Activities (count); Set Active / Set Inactive; Delete
 * with the confirmation. `Add Facility` shows the create form, which switches to
 * the new facility's details once created.
 */
import type { ReactNode } from 'react';
import { LABEL, LAYOUT, MENU_TYPE_VALUES, translationText, type Facility } from '@atoll/contract';
import { Drawer } from '@atoll/ui-kit';
import {
  useDeleteFacilityMutation,
  useGetFacilityQuery,
  useRemoveFacilityCoverMutation,
  useRemoveFacilityGalleryImageMutation,
  useSetFacilityActiveMutation,
} from './api';
import { ChildCards } from './ChildCards';
import { facilityDeleteSummary } from './deleteSummaries';
import { pendingDrawer } from '#app/ContentDrawers.tsx';
import { useStackReady } from './useStackReady';
import { CreateFacilityForm, EditFacilityForm } from './FacilityForm';
import { CoverUploader } from '#app/contentFields.tsx';
import { COVER_HINT, GalleryTab } from './MediaTabs';
import type { FacilitiesUrl } from './useFacilitiesUrlState';

const menuTypeLabel = (type: (typeof MENU_TYPE_VALUES)[number]) => LABEL.menuType[type];

interface Removers {
  removeCover: (id: number) => { unwrap: () => Promise<unknown> };
  removeImage: (arg: { id: number; imageId: string }) => { unwrap: () => Promise<unknown> };
}

function facilityTabs(facility: Facility, url: FacilitiesUrl, { removeCover, removeImage }: Removers) {
  const id = facility.id;
  const refresh = [{ type: 'Facility' as const, id }];
  return [
    { id: 'basic', label: LABEL.tab.basicInformation, content: <EditFacilityForm facility={facility} /> },
    {
      id: 'image',
      label: LABEL.tab.image,
      content: <CoverUploader label={LABEL.tab.image} path={`facilities/${id}`} sizeHint={COVER_HINT} value={facility.cover} refresh={refresh} onRemove={() => removeCover(id).unwrap()} />,
    },
    {
      id: 'gallery',
      label: LABEL.tab.gallery,
      count: facility.gallery.length,
      content: (
        <GalleryTab path={`facilities/${id}/gallery`} images={facility.gallery} refresh={refresh} onDelete={(imageId) => removeImage({ id, imageId }).unwrap()} />
      ),
    },
    {
      id: 'menus',
      label: LABEL.tab.menus,
      count: facility.menus_count,
      content: (
        <ChildCards
          label={LABEL.tab.menus}
          bookingsOf="Menu"
          addLabel={LABEL.addMenu}
          emptyText="No menus yet"
          items={facility.menus.map((m) => ({ id: m.id, title: translationText(m.name), subtitle: menuTypeLabel(m.type), isInactive: !m.active }))}
          onAdd={() => url.open('menu', 'new')}
          onOpen={(menuId) => url.open('menu', menuId)}
        />
      ),
    },
    {
      id: 'activities',
      label: LABEL.tab.activities,
      count: facility.activities_count,
      content: (
        <ChildCards
          label={LABEL.tab.activities}
          bookingsOf="Activity"
          addLabel={LABEL.addActivity}
          emptyText="No activities yet"
          items={facility.activities.map((a) => ({
            id: a.id,
            title: translationText(a.name),
            subtitle: translationText(a.price_text) || undefined,
            image: a.cover_thumb,
            isInactive: !a.active,
          }))}
          onAdd={() => url.open('activity', 'new')}
          onOpen={(activityId) => url.open('activity', activityId)}
        />
      ),
    },
  ];
}

export function FacilityDrawer({ id, tab, url, nested }: { id: number; tab: string; url: FacilitiesUrl; nested?: ReactNode }) {
  const { data: facility, error, isFetching, refetch } = useGetFacilityQuery(id);
  const [setActive] = useSetFacilityActiveMutation();
  const [remove] = useDeleteFacilityMutation();
  const [removeCover] = useRemoveFacilityCoverMutation();
  const [removeImage] = useRemoveFacilityGalleryImageMutation();
  const stackReady = useStackReady(facility !== undefined);
  const deleteSummary = facilityDeleteSummary(facility);
  const close = () => url.close('facility');
  if (!facility) return pendingDrawer({ error, isFetching, onRetry: () => void refetch(), onClose: close });
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && close()}
      title={translationText(facility.name)}
      subtitle={facility.parent?.name}
      width={LAYOUT.drawerWidth}
      actions={stackReady ? nested : undefined}
      active={facility.active}
      onToggleActive={() => setActive({ id, active: !facility.active }).unwrap()}
      onDelete={async () => {
        await remove(id).unwrap();
        close();
      }}
      deleteSummary={deleteSummary}
      selectedTab={tab}
      onTabChange={(next) => url.setTab('facility', next)}
      tabs={facilityTabs(facility, url, { removeCover, removeImage })}
    />
  );
}

export function NewFacilityDrawer({ url }: { url: FacilitiesUrl }) {
  return (
    <Drawer isOpen onOpenChange={(open) => !open && url.close('facility')} title={LABEL.addFacility} width={LAYOUT.drawerWidth}>
      <CreateFacilityForm onCreated={(facility) => url.showCreated('facility', facility.id)} />
    </Drawer>
  );
}
