/**
 * Shapes shared by the hotel-content groups (facilities, banners, information,
 * events, quick actions, rooms): selector entries, fixed choices, images and
 * files per language, and links to a related object.
 *
 * Conventions of every content group:
 * - Translatable fields are `Translatable` lists (see translations.ts).
 * - Images are URLs under /api/v1/files/{id}; `*_thumb` / `thumb_url` is the
 *   resized variant for cards and lists (`?variant=thumb`).
 * - Card-grid lists (GET /facilities, /promotions, /information, /events/recurring,
 *   /quick-actions, /rooms/types) return every row as a plain array, ordered by
 *   sort_order, then id. Selectors return `Option`s.
 * - Upload and delete-upload calls answer with the whole updated object.
 */

/** An entry of a selector (`/…/selectors/…`, `/ui/related-object/{type}`): the name in 'en'. */
export interface NamedOption {
  id: number;
  name: string;
}

/** A fixed choice: value sent, label shown. */
export interface Choice<V extends string | number = string> {
  value: V;
  label: string;
}

export interface GalleryImage {
  id: string;
  filename: string;
  url: string;
  thumb_url: string;
}

/** One file per language (PDF menus, PDF information cards). */
export interface LanguageFile {
  id: string;
  language_code: string;
  filename: string;
  url: string;
}

/** One image per language (banners) or several (image information cards). */
export interface LanguageImage extends LanguageFile {
  thumb_url: string;
}

/** What a banner, event, quick action or key place can point at in the guest app. */
export const RELATED_TYPES = [
  { value: 'facility', label: 'Facility' },
  { value: 'activity', label: 'Activity' },
  { value: 'menu', label: 'Menu' },
  { value: 'information', label: 'Information' },
  { value: 'event', label: 'Event' },
] as const satisfies readonly Choice[];
export type RelatedType = (typeof RELATED_TYPES)[number]['value'];

/**
 * A link to another object. `related_direct`: tapping opens the related object
 * directly instead of the item's own detail page first.
 */
export interface RelatedLink {
  related_type: RelatedType | null;
  related_id: number | null;
  related_direct: boolean;
  /** The related object's name ('en'), null when none or when it was deleted. */
  related_text: string | null;
}

/** GET /ui/icons: `url` is /api/v1/ui/icons/{key}.svg. */
export interface Icon {
  key: string;
  name: string;
  url: string;
}

/** GET /languages/translate answer item. */
export interface TranslatedText {
  code: string;
  text: string;
}
