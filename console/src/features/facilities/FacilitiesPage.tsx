/**
 * Hotel › Facilities (spec section 2): the card grid (two per row, at most 450
 * wide) with Add Facility; each card shows the cover, the parent's name, the
 * name, 'Inactive' when inactive (and 'Active' when not), its activities and
 * menus counted, 'Bookings on' when one of them takes bookings, 'Shown on App home', and which languages
 * the name still lacks.
 * Above a screenful, search by name and Grid / List (CardBrowser). A card opens
 * the facility's drawer; drawers and tabs live in the URL.
 */
import { lazy, useEffect } from 'react';
import { CARD_TEXT, LABEL, STATUS_MESSAGES, countOf, translationText, type Facility } from '@atoll/contract';
import { Building2 } from 'lucide-react';
import { Button, Card, CardBrowser, CardGridSkeleton, CardPage, EmptyState, ErrorCard, PageHeader, TranslationStatus, type StatusBadgeProps } from '@atoll/ui-kit';
import { useCardView } from '#app/cardView.ts';
import { useContentLanguages, useContentLanguagesQuery } from '#api/contentApi.ts';
import { LazyDrawers } from '#app/LazyDrawers.tsx';
import { useListFacilitiesQuery } from './api';
import { useFacilitiesUrlState } from './useFacilitiesUrlState';

// The drawers and their forms load on first open (LazyDrawers).
const FacilityDrawers = lazy(() => import('./FacilityDrawers').then((module) => ({ default: module.FacilityDrawers })));

export const FACILITIES_TITLE = 'Facilities';
export const NO_FACILITIES = 'No facilities yet';
export const NO_FACILITIES_HINT = `Add the restaurants, spas, bars and other places your guests can visit with ${LABEL.addFacility}.`;

/** What a manager scans a facility's card for, in words: what it holds and whether the app shows it. */
function facilityTags(facility: Facility): StatusBadgeProps[] {
  return [
    { text: countOf('activity', facility.activities_count), color: 'blue' },
    { text: countOf('menu', facility.menus_count), color: 'blue' },
    ...(facility.request_types_count > 0 ? [{ text: CARD_TEXT.bookingsOn, color: 'green' as const }] : []),
    ...(facility.show_app_home ? [{ text: CARD_TEXT.shownOnAppHome, color: 'purple' as const }] : []),
  ];
}

function FacilityCard({ facility, onOpen }: { facility: Facility; onOpen: () => void }) {
  const languages = useContentLanguages();
  // Which languages a name lacks is only known once the company's languages have arrived: until
  // then the badge would claim 'All languages' and then take it back.
  const { isSuccess: languagesKnown } = useContentLanguagesQuery();
  return (
    <Card
      title={translationText(facility.name)}
      subtitle={facility.parent?.name}
      image={facility.cover_thumb}
      isInactive={!facility.active}
      showActive
      tags={facilityTags(facility)}
      onPress={onOpen}
      headingLevel={2}
    >
      <TranslationStatus value={facility.name} languages={languages} subject="Name translations" pending={!languagesKnown} />
    </Card>
  );
}

const facilityName = (facility: Facility) => translationText(facility.name);

function FacilityList({ onOpen, onAdd }: { onOpen: (id: number) => void; onAdd: () => void }) {
  const { data, error, isFetching, refetch } = useListFacilitiesQuery();
  const [view, setView] = useCardView(FACILITIES_TITLE);
  const reference = error && 'reference' in error ? error.reference : undefined;
  // Section 8: list loading errors are logged (with the reference support will ask for) and a retry is offered.
  useEffect(() => {
    if (error) console.error('Loading facilities failed', reference ? `REF-${reference}` : '', error);
  }, [error, reference]);
  if (error && !isFetching) {
    // Right under the page's h1, so the card's heading is an h2.
    return <ErrorCard name={error.name ?? 'Error'} message={error.message ?? STATUS_MESSAGES[500]} reference={reference} onRetry={() => void refetch()} headingLevel={2} />;
  }
  if (!data) return <CardGridSkeleton />;
  // An empty list's Add Facility sits in the empty state, where the eye lands (issue 18); the header's gives way to it.
  if (data.length === 0) return <EmptyState icon={Building2} title={NO_FACILITIES} description={NO_FACILITIES_HINT} action={<Button onPress={onAdd}>{LABEL.addFacility}</Button>} />;
  return (
    <CardBrowser
      aria-label={FACILITIES_TITLE}
      items={data}
      nameOf={facilityName}
      renderCard={(facility) => <FacilityCard key={facility.id} facility={facility} onOpen={() => onOpen(facility.id)} />}
      view={view}
      onViewChange={setView}
    />
  );
}

export default function FacilitiesPage() {
  const url = useFacilitiesUrlState();
  const { data } = useListFacilitiesQuery();
  const add = () => url.open('facility', 'new');
  return (
    <CardPage>
      <PageHeader title={FACILITIES_TITLE} count={data?.length} actions={data?.length === 0 ? undefined : <Button onPress={add}>{LABEL.addFacility}</Button>} />
      <FacilityList onOpen={(id) => url.open('facility', id)} onAdd={add} />
      <LazyDrawers isOpen={url.facility.kind !== 'closed'} onClose={() => url.close('facility')}>
        <FacilityDrawers url={url} />
      </LazyDrawers>
    </CardPage>
  );
}
