/**
 * Banners (the API calls them promotions: /promotions, spec section 7; every other
 * name in the code is "banner").
 */
import * as yup from 'yup';
import { TEXT_MAX } from './constants';
import { MSG } from './messages';
import { REQUIRED, related, sortOrder, translatable } from './contentFields';
import type { LanguageImage, RelatedLink } from './contentCommon';
import type { Translatable } from './translations';

/** Banners: the API calls them promotions (/promotions, spec section 7); every other name is "banner". `name` is an internal label, not shown to guests. */
export interface Banner extends RelatedLink {
  id: number;
  name: string;
  sort_order: number;
  show_on_tv: boolean;
  show_on_app: boolean;
  description: Translatable;
  /** One image per language. */
  image: LanguageImage[];
  updated: string;
}

// Schemas ----------------------------------------------------------------------

const bannerFields = {
  show_on_tv: yup.boolean().optional(),
  show_on_app: yup.boolean().optional(),
  description: translatable(),
  ...related,
};
export const bannerCreateSchema = yup.object({
  name: yup.string().trim(MSG.enterName).strict(false).required(MSG.enterName).max(TEXT_MAX.name, MSG.tooLong(TEXT_MAX.name)),
  sort_order: sortOrder(false),
  ...bannerFields,
});
export const bannerUpdateSchema = yup.object({
  name: yup.string().trim(REQUIRED).strict(false).required(REQUIRED).max(TEXT_MAX.name, MSG.tooLong(TEXT_MAX.name)),
  sort_order: sortOrder(true),
  ...bannerFields,
});
export type BannerCreatePayload = yup.InferType<typeof bannerCreateSchema>;
export type BannerUpdatePayload = yup.InferType<typeof bannerUpdateSchema>;
