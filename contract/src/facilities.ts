/**
 * Facilities and what hangs off them (spec section 7 "Facilities, activities, menus"):
 * activities, menus, menu categories and menu items, as /api/v1 returns them, and
 * their request schemas.
 */
import * as yup from 'yup';
import { MENU_TYPES, PRICE_TEXT_MAX } from './constants';
import { MSG } from './messages';
import { REQUIRED, id, oneOf, optionalId, sortOrder, translatable } from './contentFields';
import type { GalleryImage, LanguageFile, NamedOption } from './contentCommon';
import type { Translatable } from './translations';

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
  /** Request types on its activities and menus: above 0, guests can book something here (issue 18: 'Bookings on'). */
  request_types_count: number;
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

/** The menu types' values, from MENU_TYPES (section 9). */
export const MENU_TYPE_VALUES = MENU_TYPES.map((t) => t.value) as readonly (typeof MENU_TYPES)[number]['value'][];
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

// Schemas ----------------------------------------------------------------------

const facilityFields = {
  description: translatable(),
  show_app_home: yup.boolean().optional(),
  parent_id: optionalId(),
};
export const facilityCreateSchema = yup.object({
  name: translatable({ required: MSG.enterName }),
  sort_order: sortOrder(false),
  ...facilityFields,
});
export const facilityUpdateSchema = yup.object({
  name: translatable({ required: REQUIRED }),
  sort_order: sortOrder(true),
  ...facilityFields,
});
export type FacilityCreatePayload = yup.InferType<typeof facilityCreateSchema>;
export type FacilityUpdatePayload = yup.InferType<typeof facilityUpdateSchema>;

const activityFields = {
  price_text: translatable({ max: PRICE_TEXT_MAX }),
  description: translatable(),
};
export const activityCreateSchema = yup.object({
  facility_id: id(),
  name: translatable({ required: MSG.enterName }),
  sort_order: sortOrder(false),
  ...activityFields,
});
export const activityUpdateSchema = yup.object({
  name: translatable({ required: REQUIRED }),
  sort_order: sortOrder(true),
  ...activityFields,
});
export type ActivityCreatePayload = yup.InferType<typeof activityCreateSchema>;
export type ActivityUpdatePayload = yup.InferType<typeof activityUpdateSchema>;

export const menuCreateSchema = yup.object({
  facility_id: id(),
  name: translatable({ required: REQUIRED }),
  type: oneOf(MENU_TYPE_VALUES),
  short_description: translatable(),
  sort_order: sortOrder(false),
});
export const menuUpdateSchema = yup.object({
  name: translatable({ required: REQUIRED }),
  type: oneOf(MENU_TYPE_VALUES),
  short_description: translatable(),
  sort_order: sortOrder(true),
});
export type MenuCreatePayload = yup.InferType<typeof menuCreateSchema>;
export type MenuUpdatePayload = yup.InferType<typeof menuUpdateSchema>;

export const menuCategoryCreateSchema = yup.object({
  menu_id: id(),
  name: translatable({ required: REQUIRED }),
  sort_order: sortOrder(false),
});
export const menuCategoryUpdateSchema = yup.object({
  name: translatable({ required: REQUIRED }),
  sort_order: sortOrder(true),
});
export type MenuCategoryCreatePayload = yup.InferType<typeof menuCategoryCreateSchema>;
export type MenuCategoryUpdatePayload = yup.InferType<typeof menuCategoryUpdateSchema>;

const menuItemFields = {
  name: translatable({ required: REQUIRED }),
  price_text: translatable({ required: REQUIRED, max: PRICE_TEXT_MAX }),
  category_id: id(),
  description: translatable(),
};
export const menuItemCreateSchema = yup.object({ menu_id: id(), ...menuItemFields, sort_order: sortOrder(false) });
export const menuItemUpdateSchema = yup.object({ ...menuItemFields, sort_order: sortOrder(true) });
export type MenuItemCreatePayload = yup.InferType<typeof menuItemCreateSchema>;
export type MenuItemUpdatePayload = yup.InferType<typeof menuItemUpdateSchema>;
