/**
 * Map › Map Settings (issue 20; spec sections 3 and 7 'Settings, map'), mounted under /user/settings, all manage-map:
 * - GET/POST user/settings/map {map_lat, map_lng, map_lat_diff, map_heading} — the save path the spec leaves
 *   open (docs/api.md); null fields until the first save.
 * - GET user/settings/map-overlay — the overlay's corners and its images (one per language, with width/height).
 * - POST user/settings/map-overlay/coordinates {top_left_lat, top_left_lng, bottom_right_lat, bottom_right_lng}.
 * - POST user/settings/map-overlay/image (multipart file + language_code): replaces that language's image; every
 *   language's image must have the same size (422 on `file` otherwise). DELETE …/image {language_code}.
 * Each answers the whole settings or overlay.
 */
import { Hono, type Context } from 'hono';
import { asc, eq, sql } from 'drizzle-orm';
import {
  PERMISSION,
  languageCodeSchema,
  mapOverlayCoordinatesSchema,
  mapSettingsSchema,
  overlaySizeError,
  type MapOverlay,
  type MapSettings,
} from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { mapOverlayImages, mapSettings } from '../db/schema';
import { tenant, type Tenant } from '../db/tenant';
import { requireAuth, requirePermission } from '../http/auth';
import { validationError } from '../http/errors';
import { readImageUpload, uploadLimit } from '../http/upload';
import { body } from '../http/validate';
import { deleteFiles, fileUrl, prepareImage, saveImage, thumbUrl } from '../services/files';

type SettingsRow = typeof mapSettings.$inferSelect;

async function settingsRow(own: Tenant): Promise<SettingsRow | undefined> {
  const [row] = await own.select(mapSettings);
  return row;
}

function toMapSettings(row: SettingsRow | undefined): MapSettings {
  return { map_lat: row?.mapLat ?? null, map_lng: row?.mapLng ?? null, map_lat_diff: row?.mapLatDiff ?? null, map_heading: row?.mapHeading ?? null };
}

async function overlayOf(own: Tenant): Promise<MapOverlay> {
  const row = await settingsRow(own);
  const images = await own.select(mapOverlayImages).orderBy(asc(mapOverlayImages.languageCode));
  return {
    top_left_lat: row?.overlayTopLeftLat ?? null,
    top_left_lng: row?.overlayTopLeftLng ?? null,
    bottom_right_lat: row?.overlayBottomRightLat ?? null,
    bottom_right_lng: row?.overlayBottomRightLng ?? null,
    images: images.map((image) => ({
      id: image.fileId,
      language_code: image.languageCode,
      filename: image.filename,
      url: fileUrl(image.fileId),
      thumb_url: thumbUrl(image.fileId),
      width: image.width,
      height: image.height,
    })),
  };
}

/** Writes some columns of the company's one settings row (created on the first write). */
function saveSettings(own: Tenant, values: Partial<Omit<typeof mapSettings.$inferInsert, 'companyId'>>) {
  return own
    .insert(mapSettings, values)
    .onConflictDoUpdate({ target: mapSettings.companyId, set: { ...values, updatedAt: sql`now()` } });
}

export function mapSettingsRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);
  const guard = [requireAuth(db), requirePermission(PERMISSION.manageMap)] as const;
  app.use('/map', ...guard);
  app.use('/map-overlay/*', ...guard);

  app.get('/map', async (c) => c.json({ data: toMapSettings(await settingsRow(ownOf(c))) }));

  app.post('/map', async (c) => {
    const input = await body(c, mapSettingsSchema);
    const own = ownOf(c);
    await saveSettings(own, { mapLat: input.map_lat, mapLng: input.map_lng, mapLatDiff: input.map_lat_diff, mapHeading: input.map_heading });
    return c.json({ data: toMapSettings(await settingsRow(own)) });
  });

  app.get('/map-overlay', async (c) => c.json({ data: await overlayOf(ownOf(c)) }));

  app.post('/map-overlay/coordinates', async (c) => {
    const input = await body(c, mapOverlayCoordinatesSchema);
    const own = ownOf(c);
    await saveSettings(own, {
      overlayTopLeftLat: input.top_left_lat,
      overlayTopLeftLng: input.top_left_lng,
      overlayBottomRightLat: input.bottom_right_lat,
      overlayBottomRightLng: input.bottom_right_lng,
    });
    return c.json({ data: await overlayOf(own) });
  });

  app.post('/map-overlay/image', uploadLimit, async (c) => {
    const upload = await readImageUpload(c, { languageCode: true });
    // Re-encoded (and measured after the EXIF rotation) before the transaction: the CPU work does not hold the connection.
    const image = await prepareImage(upload);
    const own = ownOf(c);
    await db.transaction(async (tx) => {
      // Uploads of one company take turns, so two languages of different sizes cannot both pass the check.
      const ownTx = own.in(tx);
      await ownTx.lockCompany();
      const existing = await ownTx.select(mapOverlayImages);
      const mismatch = overlaySizeError(
        existing.map((e) => ({ language_code: e.languageCode, width: e.width, height: e.height })),
        upload.languageCode,
        image.width,
        image.height,
      );
      if (mismatch) throw validationError({ file: [mismatch] });
      const previous = existing.filter((e) => e.languageCode === upload.languageCode).map((e) => e.fileId);
      await deleteFiles(ownTx, previous);
      const saved = await saveImage(ownTx, image);
      await ownTx.insert(mapOverlayImages, { fileId: saved.id, languageCode: upload.languageCode, filename: image.filename, width: image.width, height: image.height });
    });
    return c.json({ data: await overlayOf(own) });
  });

  app.delete('/map-overlay/image', async (c) => {
    const { language_code: languageCode } = await body(c, languageCodeSchema);
    const own = ownOf(c);
    await db.transaction(async (tx) => {
      const ownTx = own.in(tx);
      const removed = await ownTx.delete(mapOverlayImages, eq(mapOverlayImages.languageCode, languageCode)).returning({ fileId: mapOverlayImages.fileId });
      await deleteFiles(ownTx, removed.map((r) => r.fileId));
    });
    return c.json({ data: await overlayOf(own) });
  });

  return app;
}
