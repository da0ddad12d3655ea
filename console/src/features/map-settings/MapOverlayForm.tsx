/**
 * Form Map Overlay (spec sections 2, 3, 9): the overlay's corners, set by dragging the top-left and bottom-right
 * markers on the map (or moving them with the arrow keys) or by typing them beside the map, with the overlay
 * image drawn between them at opacity 0.4. Saved with POST user/settings/map-overlay/coordinates. The form's
 * per-language images (OverlayImages) upload on their own, as soon as one is chosen.
 */
import { useMemo, type ReactElement } from 'react';
import styled from 'styled-components';
import {
  DEFAULT_LANGUAGE,
  MAP_OVERLAY_OPACITY,
  MAP_SETTINGS_TEXT as TEXT,
  MAP_SIZE,
  MAP_ZOOM,
  MSG,
  mapOverlayCoordinatesSchema,
  type MapOverlay,
  type MapOverlayCoordinatesPayload,
} from '@atoll/contract';
import { Form, FormSubmitButton, showToast, useKitField } from '@atoll/ui-kit';
import { CoordinateFields, ImageOverlay, MapView, MovableMarker, toLatLng, type CoordinateValue, type LatLng } from '@atoll/ui-kit/Map';
import { useMapTiles } from '#api/mapTiles.ts';
import { useSaveOverlayCoordinatesMutation } from './api';
import { OverlayImages } from './OverlayImages';

/** Where the corners stand before any are saved: a small rectangle around the map's centre. */
const DEFAULT_HALF_SPAN = { lat: 0.004, lng: 0.008 };

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: flex-start;
`;

const MapColumn = styled.div`
  flex: 1 1 560px;
  min-width: 0;
  max-width: ${MAP_SIZE.width}px;
`;

const Side = styled.div`
  flex: 1 1 240px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** One corner: its two form fields, shown as the kit's CoordinateFields, and its marker's position. */
function useCorner(prefix: 'top_left' | 'bottom_right', fallback: LatLng) {
  const lat = useKitField<string | number | null>(`${prefix}_lat`);
  const lng = useKitField<string | number | null>(`${prefix}_lng`);
  const value: CoordinateValue = { lat: lat.input.value ?? null, lng: lng.input.value ?? null };
  return {
    value,
    position: toLatLng(value) ?? fallback,
    errors: { lat: lat.fieldState.errorMessage, lng: lng.fieldState.errorMessage },
    /** Typed: only the field that changed. */
    type: (next: CoordinateValue) => {
      if (next.lat !== value.lat) lat.input.onChange(next.lat);
      if (next.lng !== value.lng) lng.input.onChange(next.lng);
    },
    /** Moved on the map: both. */
    move: ([nextLat, nextLng]: LatLng) => {
      lat.input.onChange(nextLat);
      lng.input.onChange(nextLng);
    },
  };
}

function OverlayEditor({ center, image }: { center: LatLng; image: MapOverlay['images'][number] | undefined }) {
  const tiles = useMapTiles();
  const topLeft = useCorner('top_left', [center[0] + DEFAULT_HALF_SPAN.lat, center[1] - DEFAULT_HALF_SPAN.lng]);
  const bottomRight = useCorner('bottom_right', [center[0] - DEFAULT_HALF_SPAN.lat, center[1] + DEFAULT_HALF_SPAN.lng]);
  // pigeon-maps places only its direct children: a list, not a fragment.
  const layers: ReactElement[] = [
    <MovableMarker key="top-left" label={TEXT.topLeft} position={topLeft.position} onMove={topLeft.move} onMoveEnd={topLeft.move} />,
    <MovableMarker key="bottom-right" label={TEXT.bottomRight} position={bottomRight.position} onMove={bottomRight.move} onMoveEnd={bottomRight.move} />,
  ];
  if (image) {
    layers.unshift(
      <ImageOverlay key="overlay" topLeft={topLeft.position} bottomRight={bottomRight.position} src={image.url} opacity={MAP_OVERLAY_OPACITY} alt={TEXT.overlayImage} />,
    );
  }
  return (
    <Layout>
      <MapColumn>
        <MapView label={TEXT.mapLabel} description={TEXT.mapDescription} center={center} zoom={MAP_ZOOM} height={MAP_SIZE.height} maxWidth={MAP_SIZE.width} tiles={tiles}>
          {layers}
        </MapView>
      </MapColumn>
      <Side>
        <CoordinateFields legend={TEXT.topLeft} value={topLeft.value} onChange={topLeft.type} errors={topLeft.errors} isRequired />
        <CoordinateFields legend={TEXT.bottomRight} value={bottomRight.value} onChange={bottomRight.type} errors={bottomRight.errors} isRequired />
        <div>
          <FormSubmitButton>Save</FormSubmitButton>
        </div>
      </Side>
    </Layout>
  );
}

export function MapOverlayForm({ overlay, center, labelledBy }: { overlay: MapOverlay; center: LatLng; labelledBy: string }) {
  const [save] = useSaveOverlayCoordinatesMutation();
  const initialValues = useMemo(
    () => ({
      top_left_lat: overlay.top_left_lat ?? undefined,
      top_left_lng: overlay.top_left_lng ?? undefined,
      bottom_right_lat: overlay.bottom_right_lat ?? undefined,
      bottom_right_lng: overlay.bottom_right_lng ?? undefined,
    }),
    [overlay.top_left_lat, overlay.top_left_lng, overlay.bottom_right_lat, overlay.bottom_right_lng],
  );
  // The English image is drawn on the map (the others share its size), else the first there is.
  const image = overlay.images.find((i) => i.language_code === DEFAULT_LANGUAGE) ?? overlay.images[0];
  const onSubmit = async (values: MapOverlayCoordinatesPayload) => {
    // Typed fields hold text ('4.19'): sent as numbers. A failure keeps what was typed or dragged.
    await save(mapOverlayCoordinatesSchema.cast(values)).unwrap();
    showToast({ title: MSG.successfullyUpdated, tone: 'success' });
  };
  return (
    <Form<MapOverlayCoordinatesPayload> schema={mapOverlayCoordinatesSchema} initialValues={initialValues} onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <OverlayEditor center={center} image={image} />
      <OverlayImages overlay={overlay} />
    </Form>
  );
}
