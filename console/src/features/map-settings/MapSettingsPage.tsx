/**
 * Map › Map Settings (spec section 2; issue 20): form Map Coordinates (the guest app's map) and form Map Overlay
 * (the map at zoom 14, 980x600 fitting smaller screens, with draggable top-left and bottom-right markers, the
 * overlay drawn between them at opacity 0.4, the corners typed beside it, and the per-language images).
 * manage-map (the route table's gate; the server refuses everyone else with 403).
 */
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { MAP_DEFAULT_CENTER, MAP_SETTINGS_TEXT as TEXT, type MapOverlay, type MapSettings } from '@atoll/contract';
import { PageHeader } from '@atoll/ui-kit';
import type { LatLng } from '@atoll/ui-kit/Map';
import { PageLoading } from '#app/PageLoading.tsx';
import { PageSection, PageSections } from '#app/PageSections.tsx';
import { QueryErrorCard } from '#app/QueryErrorCard.tsx';
import { useGetMapOverlayQuery, useGetMapSettingsQuery } from './api';
import { FormPlaceholder } from '#app/lazyKit.tsx';

/**
 * The coordinates' form (final-form, the map schemas' yup, the number fields) is fetched as the page starts, while
 * its settings load, and not with the page (issue 23, ADR 0059); its labels stand in until it is here.
 */
const loadCoordinatesForm = () => import('./MapCoordinatesForm');
const MapCoordinatesForm = lazy(() => loadCoordinatesForm().then((module) => ({ default: module.MapCoordinatesForm })));

/** The map, its markers and the image uploader load after the first paint (docs/adr/0034: code on first use). */
const MapOverlaySection = lazy(() => import('./MapOverlaySection'));


/** The map opens on the saved overlay's middle, else the saved map centre, else MAP_DEFAULT_CENTER. */
function mapCenter(settings: MapSettings, overlay: MapOverlay): LatLng {
  const { top_left_lat: north, top_left_lng: west, bottom_right_lat: south, bottom_right_lng: east } = overlay;
  if (north !== null && west !== null && south !== null && east !== null) return [(north + south) / 2, (west + east) / 2];
  if (settings.map_lat !== null && settings.map_lng !== null) return [settings.map_lat, settings.map_lng];
  return [MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng];
}

function MapSettingsSections() {
  useEffect(() => void loadCoordinatesForm().catch(() => undefined), []);
  const settings = useGetMapSettingsQuery();
  const overlay = useGetMapOverlayQuery();
  // Computed from what is saved, so the map does not pan while a corner is dragged.
  const center = useMemo(() => (settings.data && overlay.data ? mapCenter(settings.data, overlay.data) : null), [settings.data, overlay.data]);
  if (settings.isLoading || overlay.isLoading) return <PageLoading label={TEXT.loading} />;
  const failed = settings.error ? settings : overlay.error ? overlay : undefined;
  if (failed || !settings.data || !overlay.data || !center) {
    const query = failed ?? settings;
    return <QueryErrorCard error={query.error} onRetry={() => void Promise.all([settings.refetch(), overlay.refetch()])} isRetrying={settings.isFetching || overlay.isFetching} headingLevel={2} />;
  }
  return (
    <PageSections>
      <PageSection id="map-coordinates" title={TEXT.coordinatesForm}>
        <Suspense fallback={<FormPlaceholder labels={[TEXT.mapLat, TEXT.mapLng, TEXT.mapLatDiff, TEXT.mapHeading]} />}>
          <MapCoordinatesForm settings={settings.data} labelledBy="map-coordinates" />
        </Suspense>
      </PageSection>
      <PageSection id="map-overlay" title={TEXT.overlayForm}>
        <Suspense fallback={<PageLoading label={TEXT.loadingMap} />}>
          <MapOverlaySection overlay={overlay.data} center={center} labelledBy="map-overlay" />
        </Suspense>
      </PageSection>
    </PageSections>
  );
}

export default function MapSettingsPage() {
  return (
    <>
      <PageHeader title={TEXT.title} />
      <MapSettingsSections />
    </>
  );
}
