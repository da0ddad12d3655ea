import type { PigeonProps } from 'pigeon-maps';

/** A place as pigeon-maps takes it: latitude first, then longitude. */
export type LatLng = [lat: number, lng: number];

/** Where the map's tiles come from. The app passes its own URL (ADR: the server proxies the provider). */
export interface MapTiles {
  /** An OpenStreetMap-style template with `{z}`, `{x}` and `{y}`, e.g. `/api/v1/map/tiles/{z}/{x}/{y}.png`. */
  url: string;
  /** The provider's credit, always shown in the map's corner (e.g. '© OpenStreetMap contributors'). */
  attribution: string;
}

/**
 * What pigeon-maps hands its direct children (cloned with these props): the position of the child's
 * `position`/`anchor` in pixels, and converters between pixels and coordinates. Never set by callers.
 */
export type MapChildProps = Pick<PigeonProps, 'left' | 'top' | 'latLngToPixel' | 'pixelToLatLng' | 'mapState' | 'setCenterZoom'>;
