/**
 * Loaded as '@atoll/ui-kit/Map', not from the kit's main entry: pigeon-maps reaches only the Map
 * screens (and the TV page), and only when their route loads; the login page never pulls it.
 */
export { MapView, MAP_MIN_ZOOM, MAP_MAX_ZOOM, type MapViewProps } from './MapView';
export { ImageOverlay, type ImageOverlayProps } from './ImageOverlay';
export { MovableMarker, type MovableMarkerProps } from './MovableMarker';
export { Pin, type PinProps } from './Pin';
export { Trail, type TrailProps } from './Trail';
export { CoordinateFields, type CoordinateFieldsProps, type CoordinateValue } from './CoordinateFields';
export { MarkerList, type MarkerListProps, type MarkerListItem } from './MarkerList';
export { PinPicker, type PinPickerProps, type PinPickerNeighbour } from './PinPicker';
export { MAP_TEXT, formatLatLng, roundCoordinate, toLatLng } from './mapText';
export type { LatLng, MapTiles } from './mapTypes';
