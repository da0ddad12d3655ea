/** A key place's drawers (spec section 2): Add Key Place, and a place's Basic Information, Cover (1 MB hint) and Icon tabs; Delete. */
import { LABEL, LOCATION_TEXT, UPLOAD_HINT_COVER_BYTES, type LocationTab } from '@atoll/contract';
import { uploadSizeHint } from '@atoll/ui-kit';
import { CreateDrawer, DetailDrawer, PendingDrawer } from '#app/ContentDrawers.tsx';
import { coverTab } from '#app/contentFields.tsx';
import type { DrawerUrlState } from '#app/useDrawerUrlState.ts';
import { locationTags, useDeleteLocationMutation, useGetLocationQuery, useRemoveLocationCoverMutation } from './api';
import { CreateLocationForm, LocationBasicForm } from './LocationForm';
import { LocationIconForm } from './LocationIconForm';

function LocationDetails({ id, tab, url }: { id: number; tab: LocationTab; url: DrawerUrlState<LocationTab> }) {
  const { data: place, error, isFetching, refetch } = useGetLocationQuery(id);
  const [remove] = useDeleteLocationMutation();
  const [removeCover] = useRemoveLocationCoverMutation();
  if (!place) return <PendingDrawer error={error} isFetching={isFetching} onRetry={() => void refetch()} onClose={url.close} />;
  return (
    <DetailDrawer
      title={place.name}
      onClose={url.close}
      onDelete={() => remove(id).unwrap()}
      selectedTab={tab}
      onTabChange={url.setTab}
      tabs={[
        { id: 'basic', label: LABEL.tab.basicInformation, content: <LocationBasicForm place={place} /> },
        coverTab({
          path: `locations/${id}`,
          value: place.cover,
          sizeHint: uploadSizeHint(UPLOAD_HINT_COVER_BYTES),
          refresh: [locationTags.one(id), locationTags.list],
          onRemove: () => removeCover({ id }).unwrap(),
        }),
        { id: 'icon', label: LOCATION_TEXT.tabIcon, content: <LocationIconForm place={place} /> },
      ]}
    />
  );
}

export function LocationDrawers({ url }: { url: DrawerUrlState<LocationTab> }) {
  const { drawer } = url;
  if (drawer.kind === 'new') {
    return (
      <CreateDrawer title={LOCATION_TEXT.addLocation} onClose={url.close}>
        <CreateLocationForm onCreated={(place) => url.showCreated(place.id)} />
      </CreateDrawer>
    );
  }
  if (drawer.kind === 'open') return <LocationDetails id={drawer.id} tab={drawer.tab} url={url} />;
  return null;
}
