/**
 * The map's request bodies (issue 20): map settings (POST user/settings/map) and the overlay's corners
 * (POST user/settings/map-overlay/coordinates). The form, the server and the mocks validate with these.
 * The overlay image upload is the shared per-language upload (file + language_code, languageFileSchema);
 * its same-size rule is `overlaySizeError` (map.ts), checked where the image's size is known.
 */
import * as yup from 'yup';
import { CONTENT_TEXT, REQUIRED } from './contentFields';
import { MAP_LAT_DIFF_MAX, MAP_MSG } from './map';

/** A required latitude (-90 to 90): 'Field is required' when empty. */
export const mapLatitude = () => yup.number().typeError(REQUIRED).required(REQUIRED).min(-90, CONTENT_TEXT.latitude).max(90, CONTENT_TEXT.latitude);
/** A required longitude (-180 to 180): 'Field is required' when empty. */
export const mapLongitude = () => yup.number().typeError(REQUIRED).required(REQUIRED).min(-180, CONTENT_TEXT.longitude).max(180, CONTENT_TEXT.longitude);

export const mapSettingsSchema = yup.object({
  map_lat: mapLatitude(),
  map_lng: mapLongitude(),
  map_lat_diff: yup.number().typeError(REQUIRED).required(REQUIRED).moreThan(0, MAP_MSG.latDiff).max(MAP_LAT_DIFF_MAX, MAP_MSG.latDiff),
  map_heading: yup.number().typeError(REQUIRED).required(REQUIRED).min(0, MAP_MSG.heading).lessThan(360, MAP_MSG.heading),
});
export type MapSettingsPayload = yup.InferType<typeof mapSettingsSchema>;

/** The overlay's corners: the top-left one north-west of the bottom-right one (the error is on the bottom-right field). */
export const mapOverlayCoordinatesSchema = yup.object({
  top_left_lat: mapLatitude(),
  top_left_lng: mapLongitude(),
  bottom_right_lat: mapLatitude().test('south', MAP_MSG.cornersNorth, function south(value) {
    const top = this.parent.top_left_lat as unknown;
    return typeof top !== 'number' || typeof value !== 'number' || top > value;
  }),
  bottom_right_lng: mapLongitude().test('east', MAP_MSG.cornersWest, function east(value) {
    const left = this.parent.top_left_lng as unknown;
    return typeof left !== 'number' || typeof value !== 'number' || left < value;
  }),
});
export type MapOverlayCoordinatesPayload = yup.InferType<typeof mapOverlayCoordinatesSchema>;
