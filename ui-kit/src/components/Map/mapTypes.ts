import type { PigeonProps } from 'pigeon-maps';

/** A place as pigeon-maps takes it: latitude first, then longitude. */
export type LatLng = [lat: number, lng: number];

/**
 * Where the map's tiles come from and the credit it always shows: the contract's shape (GET map/tiles),
 * a template with `{z}`, `{x}` and `{y}` — the server's MAP_TILE_PATH in the app (ADR 0040).
 */
export type { MapTiles } from '@atoll/contract';

/**
 * What pigeon-maps hands its direct children (cloned with these props): the position of the child's
 * `position`/`anchor` in pixels, and converters between pixels and coordinates. Never set by callers.
 */
export type MapChildProps = Pick<PigeonProps, 'left' | 'top' | 'latLngToPixel' | 'pixelToLatLng' | 'mapState' | 'setCenterZoom'>;
