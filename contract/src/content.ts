/**
 * Hotel content (slice 2): facilities, activities, menus, categories, items,
 * banners (promotions), information cards, weekly events, quick actions, room
 * types and rooms — as /api/v1 returns them (section 3), plus the reference
 * lists behind their pickers.
 *
 * Conventions:
 * - Translatable fields are `Translatable` lists (see translations.ts).
 * - Images are URLs under /api/v1/files/{id}; `*_thumb` / `thumb_url` is the
 *   resized variant for cards and lists (`?variant=thumb`).
 * - Card-grid lists (GET /facilities, /promotions, /information, /events/recurring,
 *   /quick-actions, /rooms/types) return every row as a plain array, ordered by
 *   sort_order, then id. Selectors return `Option`s.
 * - Upload and delete-upload calls answer with the whole updated object.
 */
import type { Translatable } from './translations';

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

/** Summary of an activity as its facility lists it. */
export interface ActivitySummary {
  id: number;
  name: Translatable;
  price_text: Translatable;
  sort_order: number;
  active: boolean;
  cover_thumb: string | null;
}

export interface MenuSummary {
  id: number;
  name: Translatable;
  type: MenuType;
  sort_order: number;
  active: boolean;
}

export interface Facility {
  id: number;
  name: Translatable;
  /** Rich text (a small HTML subset). */
  description: Translatable;
  sort_order: number;
  show_app_home: boolean;
  parent_id: number | null;
  parent: NamedOption | null;
  active: boolean;
  cover: string | null;
  cover_thumb: string | null;
  gallery: GalleryImage[];
  /** Ordered by sort_order. The list endpoint returns [] here; use the counts. */
  menus: MenuSummary[];
  activities: ActivitySummary[];
  menus_count: number;
  activities_count: number;
  updated: string;
}

export interface Activity {
  id: number;
  facility_id: number;
  facility: NamedOption;
  name: Translatable;
  /** At most PRICE_TEXT_MAX characters per language. */
  price_text: Translatable;
  description: Translatable;
  sort_order: number;
  active: boolean;
  cover: string | null;
  cover_thumb: string | null;
  gallery: GalleryImage[];
  /** The request (booking) type: comes with the requests slice; null until then. */
  booking_type: null;
  updated: string;
}

export const MENU_TYPE_VALUES = ['menu', 'pdf'] as const;
export type MenuType = (typeof MENU_TYPE_VALUES)[number];

export interface MenuItem {
  id: number;
  menu_id: number;
  /** Sent as `category_id`, read as `menu_category_id` (section 3). */
  menu_category_id: number;
  name: Translatable;
  price_text: Translatable;
  description: Translatable;
  sort_order: number;
  cover: string | null;
  cover_thumb: string | null;
  updated: string;
}

export interface MenuCategory {
  id: number;
  menu_id: number;
  name: Translatable;
  sort_order: number;
  items_count: number;
  /** Cover image (POST/DELETE /facilities/menus/categories/{id}/cover). */
  cover: string | null;
  cover_thumb: string | null;
  updated: string;
}

export interface MenuCategoryWithItems extends MenuCategory {
  items: MenuItem[];
}

export interface Menu {
  id: number;
  facility_id: number;
  facility: NamedOption;
  name: Translatable;
  type: MenuType;
  short_description: Translatable;
  sort_order: number;
  active: boolean;
  /** PDF menus: one file per language. */
  pdf: LanguageFile[];
  /** Ordering menus: categories by sort_order, each with its items by sort_order. */
  categories: MenuCategoryWithItems[];
  categories_count: number;
  items_count: number;
  updated: string;
}

/** Banners are called promotions in the API. `name` is an internal label, not shown to guests. */
export interface Promotion extends RelatedLink {
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

/** 1 = Sunday … 7 = Saturday (section 9). */
export const DAYS_OF_WEEK = [
  { value: 1, label: 'Sunday' },
  { value: 2, label: 'Monday' },
  { value: 3, label: 'Tuesday' },
  { value: 4, label: 'Wednesday' },
  { value: 5, label: 'Thursday' },
  { value: 6, label: 'Friday' },
  { value: 7, label: 'Saturday' },
] as const satisfies readonly Choice<number>[];

export const EVENT_TYPES = [{ value: 'weekly-recurring', label: 'Weekly Recurring' }] as const satisfies readonly Choice[];
export type EventType = (typeof EVENT_TYPES)[number]['value'];

export interface RecurringEvent extends RelatedLink {
  id: number;
  name: Translatable;
  /** HH:mm */
  start_time: string;
  end_time: string;
  type: EventType;
  type_text: string;
  /** e.g. 'Every Monday, Friday, 18:00–20:00' */
  type_description: string;
  /** Days 1-7, 1 = Sunday, ascending. */
  weekly_recurring_day: number[];
  description: Translatable;
  active: boolean;
  cover: string | null;
  cover_thumb: string | null;
  updated: string;
}

export const QUICK_ACTION_TYPES = [
  { value: 'url', label: 'Link' },
  { value: 'call', label: 'Call' },
  { value: 'page', label: 'App Page' },
  { value: 'related', label: 'Related Object' },
] as const satisfies readonly Choice[];
export type QuickActionType = (typeof QUICK_ACTION_TYPES)[number]['value'];

/** Pages of the guest app a quick action of type 'page' opens (GET /quick-actions/pages). */
export const QUICK_ACTION_PAGES = [
  { value: 'home', label: 'Home' },
  { value: 'facilities', label: 'Facilities' },
  { value: 'events', label: 'Events' },
  { value: 'information', label: 'Information' },
  { value: 'map', label: 'Map' },
  { value: 'requests', label: 'My Requests' },
  { value: 'room', label: 'My Room' },
] as const satisfies readonly Choice[];

export interface QuickAction extends RelatedLink {
  id: number;
  name: Translatable;
  sort_order: number;
  type: QuickActionType;
  /** URL for 'url', phone number for 'call', page value for 'page', null for 'related'. */
  payload: string | null;
  /** What the payload means to a person: the URL, the number, the page's label or the related object's name. */
  payload_text: string;
  /** An ICONS key. */
  icon: string;
  icon_url: string;
  updated: string;
}

export interface Room {
  id: number;
  number: string;
  lat: number | null;
  lng: number | null;
  /** The room's QR code: the guest app opened on this property and room. */
  qr_link: string;
}

export interface RoomType {
  id: number;
  name: string;
  cover: string | null;
  cover_thumb: string | null;
  rooms: Room[];
  rooms_count: number;
  updated: string;
}

/** GET /rooms/selector */
export interface RoomOption {
  id: number;
  number: string;
  room_type_id: number;
  room_type_name: string;
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

export const roomLink = (qrLink: string, roomNumber: string) => `${qrLink}/r/${encodeURIComponent(roomNumber)}`;

/** 'Every Monday, Friday, 18:00–20:00' */
export function describeWeekly(days: readonly number[], start: string, end: string): string {
  const names = [...days].sort((a, b) => a - b).map((d) => DAYS_OF_WEEK.find((x) => x.value === d)?.label ?? String(d));
  return `Every ${names.join(', ')}, ${start}–${end}`;
}
