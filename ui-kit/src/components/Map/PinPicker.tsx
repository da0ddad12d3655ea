import { MapView } from './MapView';
import { MovableMarker } from './MovableMarker';
import { MAP_TEXT } from './mapText';
import type { LatLng, MapTiles } from './mapTypes';

export interface PinPickerProps {
  /** Names the map and its pin, e.g. 'Position'; the pin announces '<label> moved to …'. */
  label: string;
  /** The pin's place; null shows no pin until a click (or the coordinate fields) sets one. */
  value: LatLng | null;
  /** A click on the map, a drag of the pin or an arrow key on it, with the new place (6 decimals). */
  onChange: (position: LatLng) => void;
  /** The view's centre when there is no pin yet. */
  center: LatLng;
  zoom: number;
  tiles: MapTiles;
  /** @default 240 */
  height?: number;
}

/**
 * A small map for a form's latitude and longitude: a click puts the pin there, the pin drags and moves
 * by arrow keys (1 px, Shift 10 px). Put CoordinateFields beside it so the place can also be typed.
 */
export function PinPicker({ label, value, onChange, center, zoom, tiles, height = 240 }: PinPickerProps) {
  return (
    <MapView
      label={label}
      description={value ? MAP_TEXT.pickHint : `${MAP_TEXT.noPin}. ${MAP_TEXT.pickHint}`}
      center={value ?? center}
      zoom={zoom}
      height={height}
      tiles={tiles}
      onClick={onChange}
    >
      {value && <MovableMarker position={value} label={label} onMove={onChange} onMoveEnd={onChange} />}
    </MapView>
  );
}
