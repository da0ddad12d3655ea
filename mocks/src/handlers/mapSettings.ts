/**
 * Map › Map Settings (issue 20), storage and wiring: user/settings/map and user/settings/map-overlay, manage-map.
 * Validation and the overlay's same-size rule are the contract's (mapSettingsSchema, mapOverlayCoordinatesSchema,
 * overlaySizeError); the image's size is read from its header (imageSize).
 */
import { API_TEXT, mapOverlayCoordinatesSchema, mapSettingsSchema, overlaySizeError, type MapOverlay, type MapSettings } from '@atoll/contract';
import { fail, MockHttpError, ok, readValid, validationFailed } from '../http';
import { imageSize } from '../imageSize';
import { del, get, guarded, MAP, post } from '../routes';
import { mockDb } from '../store';
import { dropFile, readLanguageCode, receiveLanguageImage } from '../uploads';

const settingsOf = (companyId: number): MapSettings =>
  mockDb.mapSettings.get(companyId) ?? { map_lat: null, map_lng: null, map_lat_diff: null, map_heading: null };

function overlayOf(companyId: number): MapOverlay {
  let overlay = mockDb.mapOverlays.get(companyId);
  if (!overlay) {
    overlay = { top_left_lat: null, top_left_lng: null, bottom_right_lat: null, bottom_right_lng: null, images: [] };
    mockDb.mapOverlays.set(companyId, overlay);
  }
  return overlay;
}

/** As the server orders them: by language code. */
const answer = (overlay: MapOverlay) => ok({ ...overlay, images: [...overlay.images].sort((a, b) => a.language_code.localeCompare(b.language_code)) });

function bytesOf(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export const mapSettingsHandlers = guarded(MAP, [
  get('user/settings/map', ({ companyId }) => ok(settingsOf(companyId))),

  post('user/settings/map', async ({ request, companyId }) => {
    const body = await readValid(request, mapSettingsSchema);
    const settings: MapSettings = { map_lat: body.map_lat, map_lng: body.map_lng, map_lat_diff: body.map_lat_diff, map_heading: body.map_heading };
    mockDb.mapSettings.set(companyId, settings);
    return ok(settings);
  }),

  get('user/settings/map-overlay', ({ companyId }) => answer(overlayOf(companyId))),

  post('user/settings/map-overlay/coordinates', async ({ request, companyId }) => {
    const body = await readValid(request, mapOverlayCoordinatesSchema);
    const overlay = overlayOf(companyId);
    Object.assign(overlay, {
      top_left_lat: body.top_left_lat,
      top_left_lng: body.top_left_lng,
      bottom_right_lat: body.bottom_right_lat,
      bottom_right_lng: body.bottom_right_lng,
    });
    return answer(overlay);
  }),

  post('user/settings/map-overlay/image', async ({ request, companyId }) => {
    const image = await receiveLanguageImage(request);
    const size = imageSize(bytesOf(image.url));
    if (!size) {
      dropFile(image.url);
      throw new MockHttpError(fail(415, { message: API_TEXT.notAnImage, errors: { file: [API_TEXT.notAnImage] } }));
    }
    const overlay = overlayOf(companyId);
    const mismatch = overlaySizeError(overlay.images, image.language_code, size.width, size.height);
    if (mismatch) {
      dropFile(image.url);
      throw new MockHttpError(validationFailed({ file: [mismatch] }));
    }
    overlay.images.filter((i) => i.language_code === image.language_code).forEach((i) => dropFile(i.url));
    overlay.images = [...overlay.images.filter((i) => i.language_code !== image.language_code), { ...image, ...size }];
    return answer(overlay);
  }),

  del('user/settings/map-overlay/image', async ({ request, companyId }) => {
    const code = await readLanguageCode(request);
    const overlay = overlayOf(companyId);
    overlay.images.filter((i) => i.language_code === code).forEach((i) => dropFile(i.url));
    overlay.images = overlay.images.filter((i) => i.language_code !== code);
    return answer(overlay);
  }),
]);
