/**
 * A key place's lat and lng (spec sections 2, 5: 'Field is required'), set three ways that stay in step:
 * typing in the kit's CoordinateFields, clicking the small map (kit PinPicker), or dragging the pin or
 * moving it with the arrow keys (1 px, Shift 10 px). The map opens on the pin, else on the company's map
 * centre (Map Settings), else on the places already there, else on MAP_DEFAULT_CENTER. The other places
 * show as muted pins, so a new one is put relative to them.
 */
import { useMemo } from 'react';
import styled from 'styled-components';
import { MAP_DEFAULT_CENTER, MAP_ZOOM, LOCATION_TEXT } from '@atoll/contract';
import { useKitField } from '@atoll/ui-kit';
import { CoordinateFields, PinPicker, toLatLng, type CoordinateValue, type LatLng, type PinPickerNeighbour } from '@atoll/ui-kit/Map';
import { useMapTiles } from '#api/mapTiles.ts';
import { useKeyPlacesMapSettingsQuery, useListLocationsQuery } from './api';

/**
 * Where the map opens when the place has no position yet; null until the map settings and the list have
 * answered (the map takes its centre once, when it mounts).
 */
function useDefaultCenter(): LatLng | null {
  // Cached like any read: a centre saved in Map Settings invalidates it (MAP_CENTRE_TAG), so it counts here at once.
  const { data: settings, isFetching: settingsLoading } = useKeyPlacesMapSettingsQuery();
  const { data: places = [], isLoading: placesLoading } = useListLocationsQuery();
  const waiting = settingsLoading || placesLoading;
  return useMemo(() => {
    if (waiting) return null;
    if (settings?.map_lat != null && settings.map_lng != null) return [settings.map_lat, settings.map_lng];
    if (places.length > 0) {
      const sum = places.reduce(([lat, lng], p) => [lat + p.lat, lng + p.lng], [0, 0]);
      return [sum[0] / places.length, sum[1] / places.length];
    }
    return [MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng];
  }, [waiting, settings, places]);
}

/** The map's room while its centre is looked up (the PinPicker's default height), so the form does not jump. */
const MapPlaceholder = styled.div`
  height: 240px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

/** The other places (all of them for a new one), as the picker's neighbours. */
function useNeighbours(placeId: number | undefined): PinPickerNeighbour[] {
  const { data: places = [] } = useListLocationsQuery();
  return useMemo(
    () => places.filter((p) => p.id !== placeId).map((p) => ({ id: String(p.id), label: p.name, position: [p.lat, p.lng] as LatLng })),
    [places, placeId],
  );
}

/** `placeId`: the place being edited, left out of the neighbours (none while creating). */
export function PositionField({ placeId }: { placeId?: number }) {
  const lat = useKitField<string | number | null>('lat');
  const lng = useKitField<string | number | null>('lng');
  const tiles = useMapTiles();
  const center = useDefaultCenter();
  const neighbours = useNeighbours(placeId);
  const value: CoordinateValue = { lat: lat.input.value ?? null, lng: lng.input.value ?? null };
  const pin = toLatLng(value);
  const setPin = ([nextLat, nextLng]: LatLng) => {
    lat.input.onChange(nextLat);
    lng.input.onChange(nextLng);
  };
  return (
    <>
      <CoordinateFields
        legend={LOCATION_TEXT.position}
        value={value}
        isRequired
        errors={{ lat: lat.fieldState.errorMessage, lng: lng.fieldState.errorMessage }}
        onChange={(next) => {
          if (next.lat !== value.lat) lat.input.onChange(next.lat);
          if (next.lng !== value.lng) lng.input.onChange(next.lng);
        }}
      />
      {center ? (
        <PinPicker label={LOCATION_TEXT.pin} value={pin} onChange={setPin} center={center} zoom={MAP_ZOOM} tiles={tiles} neighbours={neighbours} />
      ) : (
        <MapPlaceholder />
      )}
    </>
  );
}
