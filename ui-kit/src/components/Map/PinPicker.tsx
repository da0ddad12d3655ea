import { useState } from 'react';
import { MapView } from './MapView';
import { MovableMarker } from './MovableMarker';
import { Pin } from './Pin';
import { MAP_TEXT } from './mapText';
import type { LatLng, MapTiles } from './mapTypes';

export interface PinPickerProps {
  /** Names the map and its pin, e.g. 'Position'; the pin announces '<label> moved to …'. */
  label: string;
  /** The pin's place; null shows no pin until a click (or the coordinate fields) sets one. */
  value: LatLng | null;
  /** A click on the map, a drag of the pin or an arrow key on it, with the new place (6 decimals). */
  onChange: (position: LatLng) => void;
  /** The view's centre while there is no pin. */
  center: LatLng;
  zoom: number;
  tiles: MapTiles;
  /** @default 240 */
  height?: number;
  /**
   * The other places already on the map (a key place's neighbours), so a new one is put relative to them:
   * muted pins that are not tab stops and let clicks through; each is an image named by its label for
   * a screen reader's browse mode. @default []
   */
  neighbours?: readonly PinPickerNeighbour[];
}

/** A place PinPicker shows for reference only. */
export interface PinPickerNeighbour {
  id: string;
  label: string;
  position: LatLng;
}

const samePlace = (a: LatLng | null, b: LatLng | null) => a === b || (!!a && !!b && a[0] === b[0] && a[1] === b[1]);

/**
 * A small map for a form's latitude and longitude: a click puts the pin there, the pin drags and moves
 * by arrow keys (1 px, Shift 10 px). Put CoordinateFields beside it so the place can also be typed.
 * `neighbours` are drawn as muted pins for reference.
 * The view stays put while the pin is moved on the map (a drag must not chase a moving map); a place
 * set from outside (typed, loaded) brings the view to the pin.
 */
export function PinPicker({ label, value, onChange, center, zoom, tiles, height = 240, neighbours = [] }: PinPickerProps) {
  const [viewCenter, setViewCenter] = useState<LatLng>(value ?? center);
  const [fromMap, setFromMap] = useState<LatLng | null>(null);
  const [seen, setSeen] = useState(value);
  if (!samePlace(seen, value)) {
    setSeen(value);
    if (value && !samePlace(value, fromMap)) setViewCenter(value);
  }
  const change = (position: LatLng) => {
    setFromMap(position);
    onChange(position);
  };
  return (
    <MapView
      label={label}
      description={value ? MAP_TEXT.pickHint : `${MAP_TEXT.noPin}. ${MAP_TEXT.pickHint}`}
      center={viewCenter}
      zoom={zoom}
      height={height}
      tiles={tiles}
      onClick={change}
    >
      {/* Before the pin in the DOM, so the pin being placed is drawn above them. */}
      {neighbours.map((n) => (
        <Pin key={n.id} position={n.position} label={n.label} isMuted />
      ))}
      {value && <MovableMarker position={value} label={label} onMove={change} onMoveEnd={change} />}
    </MapView>
  );
}
