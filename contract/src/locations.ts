/**
 * Key places (spec sections 3, 5, 7: locations): a place on the resort's map with a cover and an
 * icon on a coloured badge. GET/POST locations {name, lat, lng}, GET/PATCH/DELETE locations/{id},
 * POST/DELETE locations/{id}/cover, PATCH locations/{id}/icon. manage-map.
 */
import * as yup from 'yup';
import { LOCATION_ICON_BACKGROUND, TEXT_MAX } from './constants';
import { iconContrastOk } from './contrast';
import { CONTENT_TEXT, REQUIRED, inList, related, sortOrder, translatable } from './contentFields';
import type { RelatedLink } from './contentCommon';
import { ICON_KEYS } from './icons';
import { LOCATION_TEXT } from './locationTexts';
import { MSG } from './messages';
import type { Translatable } from './translations';

export * from './locationTexts';

export interface Location extends RelatedLink {
  id: number;
  name: string;
  description: Translatable;
  lat: number;
  lng: number;
  sort_order: number;
  cover: string | null;
  cover_thumb: string | null;
  /** An ICONS key, null until one is chosen. */
  icon: string | null;
  icon_url: string | null;
  /** #RRGGBB, the icon's stroke (default LOCATION_ICON_COLOR). */
  icon_color: string;
  /** #RRGGBB, the badge behind it (default LOCATION_ICON_BACKGROUND). */
  icon_background: string;
  updated: string;
}

// Schemas ----------------------------------------------------------------------

/** 'Field is required' when empty (the spec's message for lat and lng), the range otherwise. */
const coordinate = (limit: number, message: string) =>
  yup.number().typeError(REQUIRED).required(REQUIRED).min(-limit, message).max(limit, message);

const placeFields = {
  lat: coordinate(90, CONTENT_TEXT.latitude),
  lng: coordinate(180, CONTENT_TEXT.longitude),
  description: translatable(),
  ...related,
};

export const locationCreateSchema = yup.object({
  name: yup.string().trim(MSG.enterName).strict(false).required(MSG.enterName).max(TEXT_MAX.name, MSG.tooLong(TEXT_MAX.name)),
  sort_order: sortOrder(false),
  ...placeFields,
});
export const locationUpdateSchema = yup.object({
  name: yup.string().trim(REQUIRED).strict(false).required(REQUIRED).max(TEXT_MAX.name, MSG.tooLong(TEXT_MAX.name)),
  sort_order: sortOrder(true),
  ...placeFields,
});
export type LocationCreatePayload = yup.InferType<typeof locationCreateSchema>;
export type LocationUpdatePayload = yup.InferType<typeof locationUpdateSchema>;

const HEX = /^#[0-9A-F]{6}$/;
const hex = () =>
  yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v))
    .matches(HEX, { message: LOCATION_TEXT.colourFormat, excludeEmptyString: true });

/**
 * PATCH locations/{id}/icon. The foreground is required ('Field is required', section 5); the
 * background falls back to #F56565. The pair must reach ICON_CONTRAST_MIN (reported on the background).
 */
export const locationIconSchema = yup.object({
  icon: inList(yup.string().nullable().optional(), ICON_KEYS),
  icon_color: hex().required(REQUIRED),
  icon_background: hex()
    .optional()
    .default(LOCATION_ICON_BACKGROUND)
    .test('contrast', LOCATION_TEXT.iconContrast, (background, ctx) => {
      const color: unknown = ctx.parent?.icon_color;
      if (typeof color !== 'string' || !HEX.test(color) || !background || !HEX.test(background)) return true;
      return iconContrastOk(color, background);
    }),
});
export type LocationIconPayload = yup.InferType<typeof locationIconSchema>;
