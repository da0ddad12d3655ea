/**
 * Field schemas shared by the hotel-content groups, with the messages of section 5.
 * Create forms use 'Please enter a name' where the spec says so; edit forms use
 * 'Field is required'. Translatable fields are validated as lists; errors are
 * reported on the field itself (e.g. `name`), never on `name[0].text`.
 * The group modules (facilities.ts, banners.ts…) build their schemas from these.
 */
import * as yup from 'yup';
import { DEFAULT_LANGUAGE, TEXT_MAX } from './constants';
import { MSG } from './messages';
import { RELATED_TYPES, type RelatedType } from './contentCommon';
import type { Translatable } from './translations';

export const REQUIRED = MSG.fieldRequired;

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
  /** For staff: the operator's part (set TRANSLATE_URL) is in the server log and docs/server.md. */
  translateUnavailable: 'Automatic translation is not available. Please type each language yourself.',
  translateFailed: 'The translation service did not answer. Try again later.',
} as const;

export const languageCode = () =>
  yup
    .string()
    .trim()
    .required(REQUIRED)
    .max(12, CONTENT_TEXT.languageCode)
    .matches(/^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/, CONTENT_TEXT.languageCode);
const translation = yup.object({
  language_code: languageCode(),
  text: yup.string().defined().default(''),
});

/**
 * A translatable field. `required`: the message when 'en' is empty. `max`: the
 * longest text allowed in any one language (TEXT_MAX.text unless given).
 */
export function translatable(options: { required?: string; max?: number } = {}) {
  let schema = yup
    .array(translation.required())
    .default(() => [])
    .test('unique-language', CONTENT_TEXT.duplicateLanguage, (list) => {
      const codes = (list ?? []).map((t) => t?.language_code);
      return new Set(codes).size === codes.length;
    });
  if (options.required) {
    const message = options.required;
    schema = schema.test('en-required', message, (list) =>
      (list ?? []).some((t) => t?.language_code === DEFAULT_LANGUAGE && typeof t.text === 'string' && t.text.trim() !== ''),
    );
  }
  {
    const max = options.max ?? TEXT_MAX.text;
    schema = schema.test('per-language-max', CONTENT_TEXT.perLanguageMax(max), (list) => (list ?? []).every((t) => typeof t?.text !== 'string' || t.text.length <= max));
  }
  // Typed as a plain schema of Translatable so InferType keeps the field (an intersection with
  // ArraySchema made object schemas drop it from their inferred payload types).
  return schema as unknown as yup.Schema<Translatable, yup.AnyObject, Translatable, ''>;
}

export const sortOrderBase = (required: boolean) =>
  yup
    .number()
    .typeError(required ? REQUIRED : CONTENT_TEXT.sortOrder)
    .integer(CONTENT_TEXT.sortOrder)
    .min(0, CONTENT_TEXT.sortOrder)
    // The database column is a 32-bit integer: a bigger number is refused here, not by the database.
    .max(2_147_483_647, CONTENT_TEXT.sortOrder);
// Overloads, so an edit schema's sort_order infers as number (a union return typed it number | undefined).
export function sortOrder(required: true): yup.NumberSchema<number>;
export function sortOrder(required: false): yup.NumberSchema<number | undefined>;
export function sortOrder(required: boolean) {
  const s = sortOrderBase(required);
  return required ? s.required(REQUIRED) : s.optional();
}
export const id = (message: string = REQUIRED) => yup.number().typeError(message).integer().positive(message).required(message);
export const optionalId = () => yup.number().typeError(CONTENT_TEXT.chooseFromList).integer().positive().nullable().optional();
/**
 * A value from a list. An empty value gets only 'Field is required' (yup's own
 * oneOf would add 'Choose from the list' to it: two messages for one mistake).
 */
export const inList = <S extends yup.StringSchema<string | null | undefined>>(schema: S, values: readonly string[]) =>
  schema.test('in-list', CONTENT_TEXT.chooseFromList, (v) => v == null || v === '' || values.includes(v));
export const oneOf = <T extends string>(values: readonly T[]) =>
  inList(yup.string().required(REQUIRED), values) as unknown as yup.StringSchema<T>;
/** A format check that leaves an empty value to 'Field is required'. */
export const format = (message: string) => ({ message, excludeEmptyString: true });

export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
export const time = () => yup.string().trim().required(REQUIRED).max(5, CONTENT_TEXT.timeFormat).matches(TIME_PATTERN, format(CONTENT_TEXT.timeFormat));

/** related_type + related_id + related_direct; both or neither. */
export const related = {
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

/** POST …/{id}/active */
export const activeSchema = yup.object({ active: yup.boolean().required(REQUIRED) });

/** Multipart field next to `file` on PDF and per-language image uploads. */
export const languageFileSchema = yup.object({ language_code: languageCode() });
/** DELETE …/pdf and …/image body. */
export const languageCodeSchema = languageFileSchema;

// Translation -------------------------------------------------------------------------

export const translateSchema = yup.object({
  text: yup.string().required(MSG.translateNeedsTextPlain).max(10_000),
  source: languageCode(),
  targets: yup.array(languageCode()).required(REQUIRED).min(1, REQUIRED).max(50),
});
export type TranslatePayload = yup.InferType<typeof translateSchema>;
