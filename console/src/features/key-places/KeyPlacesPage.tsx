/**
 * Map › Key Places (spec section 2, key locations): the card grid (two per row, at most 450 wide) with
 * Add Key Place; each card shows the cover, the name, the description and the icon on its badge. The
 * drawer and tab are in the URL (?place=3&tab=icon).
 */
import { lazy } from 'react';
import styled from 'styled-components';
import { LOCATION_TABS, LOCATION_TEXT, stripTags, translationText, type Location } from '@atoll/contract';
import { Card } from '@atoll/ui-kit';
import { ContentListPage, LazyDrawers } from '#app/ContentScreen.tsx';
import { useDrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useListLocationsQuery } from './api';
import { IconBadge } from './IconBadge';

// The drawers, their forms and the map load on first open (LazyDrawers).
const LocationDrawers = lazy(() => import('./LocationDrawers').then((module) => ({ default: module.LocationDrawers })));

const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

function LocationCard({ place, onOpen }: { place: Location; onOpen: () => void }) {
  const description = stripTags(translationText(place.description)).trim();
  return (
    <Card title={place.name} image={place.cover_thumb} onPress={onOpen} headingLevel={2}>
      <Body>
        <IconBadge icon={place.icon} color={place.icon_color} background={place.icon_background} />
        {description && <Description>{description}</Description>}
      </Body>
    </Card>
  );
}

export default function KeyPlacesPage() {
  const url = useDrawerUrlState('place', LOCATION_TABS);
  const list = useListLocationsQuery();
  return (
    <ContentListPage
      title={LOCATION_TEXT.title}
      addLabel={LOCATION_TEXT.addLocation}
      onAdd={url.openNew}
      list={list}
      renderCard={(place) => <LocationCard key={place.id} place={place} onOpen={() => url.open(place.id)} />}
      nameOf={(place) => place.name}
      emptyTitle={LOCATION_TEXT.empty}
      emptyHint={LOCATION_TEXT.emptyHint}
    >
      <LazyDrawers isOpen={url.drawer.kind !== 'closed'} onClose={url.close}>
        <LocationDrawers url={url} />
      </LazyDrawers>
    </ContentListPage>
  );
}
