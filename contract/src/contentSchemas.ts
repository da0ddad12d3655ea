/**
 * yup schemas of slice 2 (hotel content) with the messages of section 5. Create
 * forms use 'Please enter a name' where the spec says so; edit forms use
 * 'Field is required'. Translatable fields are validated as lists; errors are
 * reported on the field itself (e.g. `name`), never on `name[0].text`.
 */
import * as yup from 'yup';
import { DEFAULT_LANGUAGE, PRICE_TEXT_MAX } from './constants';
import { MSG } from './messages';
import { CONTENT_TYPES, DAYS_OF_WEEK, MENU_TYPE_VALUES, QUICK_ACTION_PAGES, QUICK_ACTION_TYPES, RELATED_TYPES, type RelatedType } from './content';
import { ICON_KEYS } from './icons';
import type { Translatable } from './translations';

const REQUIRED = MSG.fieldRequired;

export const CONTENT_TEXT = {
  languageCode: 'Use a language code such as en or dv',
  duplicateLanguage: 'Each language can appear once',
  perLanguageMax: (max: number) => `At most ${max} characters in each language`,
  timeFormat: 'Use the format HH:mm',
  chooseFromList: 'Choose from the list',
  validUrl: 'Enter a full web address starting with https:// or http://',
  validPhone: 'Enter a phone number: digits, spaces and + ( ) - only',
  latitude: 'Latitude is between -90 and 90',
  longitude: 'Longitude is between -180 and 180',
  sortOrder: 'Sort order is a whole number of 0 or more',
  roomNumberTaken: (number: string) => `Room ${number} already exists`,
  roomNumberTwice: (number: string) => `Room ${number} is listed twice`,
  roomNumberMax: 'Room numbers have at most 20 characters',
  relatedMissing: 'The related object does not exist',
  parentIsSelf: 'A facility cannot be its own parent',
  categoryOfOtherMenu: 'Choose a category of this menu',
  pdfOnlyForPdfMenus: 'Only PDF menus have PDF files',
  notAPdf: 'The file must be a PDF',
  contentTypeMismatch: (type: string) => `This information card shows ${type}`,
  translateUnavailable: 'Automatic translation is not set up on this server. Ask your administrator to set TRANSLATE_URL.',
  translateFailed: 'The translation service did not answer. Try again later.',
} as const;

const languageCode = () =>
  yup
    .string()
    .trim()
    .required(REQUIRED)
    .matches(/^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/, CONTENT_TEXT.languageCode);
const translation = yup.object({
  language_code: languageCode(),
  text: yup.string().defined().default(''),
});

/**
 * A translatable field. `required`: the message when 'en' is empty. `max`: the
 * longest text allowed in any one language.
 */
export function translatable(options: { required?: string; max?: number } = {}) {
  let schema = yup
    .array(translation.required())
    .default(() => [])
    .test('unique-language', CONTENT_TEXT.duplicateLanguage, (list) => {
      const codes = (list ?? []).map((t) => t.language_code);
      return new Set(codes).size === codes.length;
    });
  if (options.required) {
    const message = options.required;
    schema = schema.test('en-required', message, (list) =>
      (list ?? []).some((t) => t.language_code === DEFAULT_LANGUAGE && t.text.trim() !== ''),
    );
  }
  if (options.max) {
    const max = options.max;
    schema = schema.test('per-language-max', CONTENT_TEXT.perLanguageMax(max), (list) => (list ?? []).every((t) => t.text.length <= max));
  }
  // Typed as a plain schema of Translatable so InferType keeps the field (an intersection with
  // ArraySchema made object schemas drop it from their inferred payload types).
  return schema as unknown as yup.Schema<Translatable, yup.AnyObject, Translatable, ''>;
}

const sortOrderBase = (required: boolean) =>
  yup
    .number()
    .typeError(required ? REQUIRED : CONTENT_TEXT.sortOrder)
    .integer(CONTENT_TEXT.sortOrder)
    .min(0, CONTENT_TEXT.sortOrder)
    // The database column is a 32-bit integer: a bigger number is refused here, not by the database.
    .max(2_147_483_647, CONTENT_TEXT.sortOrder);
// Overloads, so an edit schema's sort_order infers as number (a union return typed it number | undefined).
function sortOrder(required: true): yup.NumberSchema<number>;
function sortOrder(required: false): yup.NumberSchema<number | undefined>;
function sortOrder(required: boolean) {
  const s = sortOrderBase(required);
  return required ? s.required(REQUIRED) : s.optional();
}
const id = (message: string = REQUIRED) => yup.number().typeError(message).integer().positive(message).required(message);
const optionalId = () => yup.number().typeError(CONTENT_TEXT.chooseFromList).integer().positive().nullable().optional();
/**
 * A value from a list. An empty value gets only 'Field is required' (yup's own
 * oneOf would add 'Choose from the list' to it: two messages for one mistake).
 */
const inList = <S extends yup.StringSchema<string | null | undefined>>(schema: S, values: readonly string[]) =>
  schema.test('in-list', CONTENT_TEXT.chooseFromList, (v) => v == null || v === '' || values.includes(v));
const oneOf = <T extends string>(values: readonly T[]) =>
  inList(yup.string().required(REQUIRED), values) as unknown as yup.StringSchema<T>;
/** A format check that leaves an empty value to 'Field is required'. */
const format = (message: string) => ({ message, excludeEmptyString: true });

export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const time = () => yup.string().trim().required(REQUIRED).matches(TIME_PATTERN, format(CONTENT_TEXT.timeFormat));

/** related_type + related_id + related_direct; both or neither. */
const related = {
  related_type: yup
    .string<RelatedType>()
    .nullable()
    .optional()
    .oneOf([...RELATED_TYPES.map((t) => t.value), null, undefined], CONTENT_TEXT.chooseFromList),
  related_id: yup
    .number()
    .typeError(CONTENT_TEXT.chooseFromList)
    .integer()
    .positive()
    .nullable()
    .optional()
    .when('related_type', {
      is: (t: unknown) => typeof t === 'string' && t !== '',
      then: (s) => s.required(REQUIRED),
    }),
  related_direct: yup.boolean().optional(),
};

// Facilities ---------------------------------------------------------------

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

/** POST …/{id}/active */
export const activeSchema = yup.object({ active: yup.boolean().required(REQUIRED) });

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

/** Multipart field next to `file` on PDF and per-language image uploads. */
export const languageFileSchema = yup.object({ language_code: languageCode() });
/** DELETE …/pdf and …/image body. */
export const languageCodeSchema = languageFileSchema;

// Banners (promotions) --------------------------------------------------------

const promotionFields = {
  show_on_tv: yup.boolean().optional(),
  show_on_app: yup.boolean().optional(),
  description: translatable(),
  ...related,
};
export const promotionCreateSchema = yup.object({
  name: yup.string().trim(MSG.enterName).strict(false).required(MSG.enterName),
  sort_order: sortOrder(false),
  ...promotionFields,
});
export const promotionUpdateSchema = yup.object({
  name: yup.string().trim(REQUIRED).strict(false).required(REQUIRED),
  sort_order: sortOrder(true),
  ...promotionFields,
});
export type PromotionCreatePayload = yup.InferType<typeof promotionCreateSchema>;
export type PromotionUpdatePayload = yup.InferType<typeof promotionUpdateSchema>;

// Information cards -------------------------------------------------------------

export const informationSchema = yup.object({
  name: translatable({ required: REQUIRED }),
  description: translatable({ required: REQUIRED }),
  content_type: oneOf(CONTENT_TYPES.map((t) => t.value)),
  sort_order: sortOrder(true),
});
export type InformationPayload = yup.InferType<typeof informationSchema>;
/** POST information/{id}/content-text */
export const informationTextSchema = yup.object({ text: translatable({ required: REQUIRED }) });

// Weekly recurring events ---------------------------------------------------------

export const eventSchema = yup.object({
  name: translatable({ required: REQUIRED }),
  start_time: time(),
  end_time: time(),
  type: yup.string().oneOf(['weekly-recurring'] as const, CONTENT_TEXT.chooseFromList).default('weekly-recurring'),
  weekly_recurring_day: yup
    .array(yup.number().integer().oneOf(DAYS_OF_WEEK.map((d) => d.value), CONTENT_TEXT.chooseFromList).required())
    .required(REQUIRED)
    .min(1, REQUIRED),
  description: translatable(),
  ...related,
});
export type EventPayload = yup.InferType<typeof eventSchema>;

// Quick actions -------------------------------------------------------------------

const PHONE_PATTERN = /^\+?[0-9 ()-]{3,30}$/;
export const quickActionSchema = yup.object({
  name: translatable({ required: REQUIRED }),
  sort_order: sortOrder(true),
  type: oneOf(QUICK_ACTION_TYPES.map((t) => t.value)),
  payload: yup
    .string()
    .trim()
    .nullable()
    .when('type', ([type]: unknown[], s: yup.StringSchema<string | null | undefined>) => {
      const URL_PATTERN = /^https?:\/\/\S+$/i;
      if (type === 'url') return s.required(REQUIRED).matches(URL_PATTERN, format(CONTENT_TEXT.validUrl));
      if (type === 'call') return s.required(REQUIRED).matches(PHONE_PATTERN, format(CONTENT_TEXT.validPhone));
      if (type === 'page') return inList(s.required(REQUIRED), QUICK_ACTION_PAGES.map((p) => p.value));
      return s.optional();
    }),
  icon: inList(yup.string().required(REQUIRED), ICON_KEYS),
  ...related,
  related_type: related.related_type.when('type', {
    is: 'related',
    then: (s) => s.required(REQUIRED),
  }),
});
export type QuickActionPayload = yup.InferType<typeof quickActionSchema>;

// Room types and rooms ----------------------------------------------------------------

export const roomTypeCreateSchema = yup.object({
  name: yup.string().trim(MSG.enterName).strict(false).required(MSG.enterName),
});
export const roomTypeUpdateSchema = yup.object({
  name: yup.string().trim(REQUIRED).strict(false).required(REQUIRED),
});
export type RoomTypePayload = yup.InferType<typeof roomTypeUpdateSchema>;

const coordinate = (min: number, max: number, message: string) =>
  yup.number().typeError(message).min(min, message).max(max, message).nullable().optional();

export const roomSchema = yup.object({
  id: yup.number().integer().positive().optional(),
  number: yup.string().trim().required(REQUIRED).max(20, CONTENT_TEXT.roomNumberMax),
  lat: coordinate(-90, 90, CONTENT_TEXT.latitude),
  lng: coordinate(-180, 180, CONTENT_TEXT.longitude),
});
/**
 * POST /rooms/types/{id}/rooms: the whole room list of the type. Rows with an id
 * are updated, rows without are created, rooms of the type not listed are removed.
 */
export const roomsSaveSchema = yup.object({
  rooms: yup
    .array(roomSchema.required())
    .required(REQUIRED)
    .max(2000)
    .test('unique-number', (rooms, ctx) => {
      const seen = new Set<string>();
      for (const r of rooms ?? []) {
        const key = r.number.trim().toLowerCase();
        if (seen.has(key)) return ctx.createError({ message: CONTENT_TEXT.roomNumberTwice(r.number.trim()) });
        seen.add(key);
      }
      return true;
    }),
});
export type RoomsSavePayload = yup.InferType<typeof roomsSaveSchema>;

// Translation -------------------------------------------------------------------------

export const translateSchema = yup.object({
  text: yup.string().required(MSG.translateNeedsTextPlain).max(10_000),
  source: languageCode(),
  targets: yup.array(languageCode()).required(REQUIRED).min(1, REQUIRED).max(50),
});
export type TranslatePayload = yup.InferType<typeof translateSchema>;
