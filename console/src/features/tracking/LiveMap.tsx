/**
 * The group's live map (issue 20): each tracker with a position as a pin at its newest position (named with
 * its status), the selected tracker's trail, and beside the map the synced list (kit MarkerList) — the
 * non-spatial way to the same pins. Pins move as the stream (or polling) brings positions.
 */
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { MAP_DEFAULT_CENTER, TRACKER_STATUS_TEXT, TRACKING_TEXT, trackerUiStatus, type Tracker } from '@atoll/contract';
import { MapView, MarkerList, Pin, Trail, type LatLng } from '@atoll/ui-kit/Map';
import { useMapTiles } from '#api/mapTiles.ts';
import { useTrackerTrailQuery } from './api';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;

const ZOOM = 15;

/** A tracker's status at `now` by the contract's rule (the server's answer ages on screen). */
export const statusAt = (t: Tracker, now: number) => trackerUiStatus(t, now);

export function LiveMap({ trackers, now }: { trackers: Tracker[]; now: number }) {
  const tiles = useMapTiles();
  const placed = trackers.filter((t) => t.last_position);
  const [selectedId, setSelectedId] = useState<number | undefined>(placed[0]?.id);
  const selected = placed.find((t) => t.id === selectedId);
  const trail = useTrail(selected);
  const center: LatLng = selected?.last_position
    ? [selected.last_position.lat, selected.last_position.lng]
    : placed[0]?.last_position
      ? [placed[0].last_position.lat, placed[0].last_position.lng]
      : [MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng];
  const label = (t: Tracker) => `${t.name}, ${TRACKER_STATUS_TEXT[statusAt(t, now)]}`;
  return (
    <Layout>
      <MapView label={TRACKING_TEXT.liveMap} center={center} zoom={ZOOM} height={360} tiles={tiles}>
        {selected && trail.length > 1 ? <Trail points={trail} label={`${TRACKING_TEXT.trail}: ${selected.name}`} /> : null}
        {placed.map((t) => (
          <Pin
            key={t.id}
            position={[t.last_position!.lat, t.last_position!.lng]}
            label={label(t)}
            isSelected={t.id === selectedId}
            onClick={() => setSelectedId(t.id)}
          />
        ))}
      </MapView>
      <MarkerList
        label={`${TRACKING_TEXT.liveMap}: trackers`}
        markers={placed.map((t) => ({ id: String(t.id), label: t.name, description: TRACKER_STATUS_TEXT[statusAt(t, now)], position: [t.last_position!.lat, t.last_position!.lng] }))}
        selectedId={selectedId === undefined ? undefined : String(selectedId)}
        onSelect={(id) => setSelectedId(Number(id))}
      />
    </Layout>
  );
}

/** The selected tracker's trail (the kept history, live-appended), or none. */
function useTrail(tracker: Tracker | undefined): LatLng[] {
  const { data = [] } = useTrackerTrailQuery(tracker?.id ?? 0, { skip: !tracker });
  return useMemo<LatLng[]>(() => (tracker ? data.map((p) => [p.lat, p.lng]) : []), [data, tracker]);
}
