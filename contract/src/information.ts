/**
 * Information cards: text, image or PDF content per language (spec section 7).
 */
import * as yup from 'yup';
import { TEXT_MAX } from './constants';
import { REQUIRED, oneOf, sortOrder, translatable } from './contentFields';
import type { Choice, LanguageFile, LanguageImage } from './contentCommon';
import type { Translatable } from './translations';

export const CONTENT_TYPES = [
  { value: 'text', label: 'Text' },
  { value: 'image', label: 'Image' },
  { value: 'pdf', label: 'PDF' },
] as const satisfies readonly Choice[];
export type ContentType = (typeof CONTENT_TYPES)[number]['value'];

export interface InformationContent {
  /** content_type 'text': rich text per language. */
  text: Translatable;
  /** content_type 'image': any number of images per language, by upload order. */
  images: LanguageImage[];
  /** content_type 'pdf': one PDF per language. */
  pdf: LanguageFile[];
}

export interface Information {
  id: number;
  name: Translatable;
  description: Translatable;
  content_type: ContentType;
  content_type_label: string;
  sort_order: number;
  cover: string | null;
  cover_thumb: string | null;
  content: InformationContent;
  updated: string;
}

// Schemas ----------------------------------------------------------------------

export const informationSchema = yup.object({
  name: translatable({ required: REQUIRED }),
  description: translatable({ required: REQUIRED }),
  content_type: oneOf(CONTENT_TYPES.map((t) => t.value)),
  sort_order: sortOrder(true),
});
export type InformationPayload = yup.InferType<typeof informationSchema>;
/** POST information/{id}/content-text */
export const informationTextSchema = yup.object({ text: translatable({ required: REQUIRED, max: TEXT_MAX.richText }) });
