/**
 * Admin › App Editor (spec sections 2, 3 'Editor items' and 'App version', 4, 7; issue 21): the guest
 * app's layout. A configuration is keyed by section id (APP_SECTIONS); each section holds components
 * in sort_order; a component has a stable id, a type (APP_COMPONENT_TYPES), a name and a config whose
 * shape its type decides (the schemas below). The console's forms, the server and the mocks validate
 * with these schemas; appConfig.ts checks a whole configuration and gives its field errors.
 * Calls: GET editor/app/versions/latest, GET editor/app/versions, GET editor/app/versions/{id},
 * POST editor/app/versions, POST editor/app/versions/{id}/restore, POST editor/images, POST editor/pdfs.
 */
import * as yup from 'yup';
import { DEFAULT_PAGE_SIZE } from './api';
import { FIXED_TEXT_MAX } from './constants';
import { CONTENT_TEXT, REQUIRED, format, languageCode, translatable } from './contentFields';
import { GUEST_APP_TEXT } from './guestApp';
import type { Translatable } from './translations';
import { APP_SECTIONS, APP_SECTION_IDS, isAppSectionId, type AppSectionId } from './guestWebApp';

// Sections and component types ------------------------------------------------------------------

// The sections live in the yup-free guestWebApp.ts: the guest web app's tab bar reads them without the schemas.
export { APP_SECTIONS, APP_SECTION_IDS, isAppSectionId, type AppSectionId };

export const APP_COMPONENT_TYPES = [
  { type: 'home-facilities', label: 'Facilities', description: 'The facilities shown on the app home, with their covers' },
  { type: 'today-event-cards', label: "Today's events", description: "Cards of today's events" },
  { type: 'image-slider', label: 'Image slider', description: 'Images that slide, each with an optional action' },
  { type: 'circle-actions', label: 'Circle actions', description: 'A row of round icons, each opening something' },
  { type: 'small-card-actions', label: 'Small card actions', description: 'Small cards with a title, each opening something' },
  { type: 'h1', label: 'Heading', description: 'A large heading' },
  { type: 'title-desc-image', label: 'Title, description and image', description: 'A title and text beside an image' },
  { type: 'full-width-image', label: 'Full-width image', description: 'One image across the screen' },
] as const;
export type AppComponentType = (typeof APP_COMPONENT_TYPES)[number]['type'];
export const APP_COMPONENT_TYPE_IDS = APP_COMPONENT_TYPES.map((t) => t.type) as readonly AppComponentType[];
export const isAppComponentType = (value: unknown): value is AppComponentType =>
  typeof value === 'string' && (APP_COMPONENT_TYPE_IDS as readonly string[]).includes(value);
export const appComponentTypeLabel = (type: string): string => APP_COMPONENT_TYPES.find((t) => t.type === type)?.label ?? type;

/** What a guest's tap on an item does (spec section 3, 'Editor items'). */
export const APP_ACTION_TYPES = ['none', 'text', 'facility', 'activity', 'pdf', 'gallery', 'url', 'phone'] as const;
export type AppActionType = (typeof APP_ACTION_TYPES)[number];

/** Where a title-desc-image puts its image; 'right' by default (spec section 9). */
export const APP_IMAGE_POSITIONS = ['left', 'right'] as const;

/** The current shape of a configuration; appConfig.ts migrates older ones to it. */
export const APP_CONFIG_SCHEMA_VERSION = 2;

/** Limits like the theme editors': Shopify allows 25 sections a template and 50 blocks a section. */
export const APP_EDITOR_LIMITS = {
  componentsPerSection: 50,
  sliderItems: 25,
  actionItems: 12,
  facilities: 50,
  /** A component's name in the editor's list. */
  nameMax: 80,
  /** Headings and titles, per language. */
  titleMax: 120,
  /** Descriptions, per language. */
  descriptionMax: 2000,
  /** A circle's label, per language: the fixed-text truncation of section 9. */
  labelMax: FIXED_TEXT_MAX,
  /** Events on today's cards. */
  eventsMax: 20,
  urlMax: 2048,
  /** Files of one item: one per language. */
  filesPerItem: 20,
  galleryImages: 25,
} as const;

/** Every text the editor's validation and answers say (not spec texts: the spec words none of them). */
export const APP_EDITOR_TEXT = {
  tooManyComponents: (max: number) => `A section holds at most ${max} components`,
  tooManySlides: (max: number) => `A slider holds at most ${max} images`,
  tooManyActions: (max: number) => `At most ${max} actions`,
  tooManyFacilities: (max: number) => `At most ${max} facilities`,
  tooManyFiles: (max: number) => `At most ${max} files`,
  nameTooLong: (max: number) => `A name has at most ${max} characters`,
  atLeastOneSlide: 'Add at least one image',
  atLeastOneAction: 'Add at least one action',
  imageRequired: 'Add an image',
  englishImageRequired: 'Add the English image',
  pdfRequired: 'Add a PDF',
  notAnImageItem: 'Choose an uploaded image',
  notAPdfItem: 'Choose an uploaded PDF',
  unknownSection: 'Unknown section',
  schemaVersion: `Schema version is a whole number from 1 to ${APP_CONFIG_SCHEMA_VERSION}`,
  componentType: 'Choose a component type',
  componentId: 'An id has 1 to 64 letters, digits, - or _',
  duplicateId: 'Another component has this id',
  eventsMax: (max: number) => `Show from 1 to ${max} events`,
  sliderSeconds: 'Seconds between images: 0 (no autoplay) to 30',
  unsupported: GUEST_APP_TEXT.unsupported,
  /** The 428 CONFIRMATION_REQUIRED of a save whose components someone else changed too. */
  conflict: (count: number) =>
    `Someone else saved changes to ${count === 1 ? 'a component' : `${count} components`} you changed. Save yours over theirs?`,
  overwrite: 'Overwrite',
  merged: 'Merged with the changes saved since you opened the editor',
  nothingChanged: 'No changes',
  restored: (id: number) => `Restored version ${id}`,
  /** A restore whose version named facilities or activities deleted since: they are left out, the rest restored. */
  restoredWithout: (id: number) => `Restored version ${id} without the facilities and activities deleted since`,
  firstVersion: 'First version',
  /** A reference a save names that the company does not have (deleted since, or never its own): the field's error, naming the component. */
  missingFacility: (component: string) => `${component} shows a facility that no longer exists: remove it or choose another`,
  missingActivity: (component: string) => `${component} opens an activity that no longer exists: choose another`,
  missingImage: (component: string) => `${component} has an image that is not among the editor's uploads: upload it again`,
  missingPdf: (component: string) => `${component} has a PDF that is not among the editor's uploads: upload it again`,
} as const;

// Editor items (uploads) ------------------------------------------------------------------------

/**
 * How long an upload (POST editor/images, editor/pdfs) waits for a saved version to use it: after that,
 * one that no version has ever used is deleted by the server's sweep. A day covers an editing session
 * left open overnight; a file any version uses (not only the latest: restore) is never deleted.
 */
export const EDITOR_UPLOAD_GRACE_MS = 24 * 60 * 60_000;
/** The upload time before which an unused editor upload is swept, at `now` (ms). */
export const editorUploadSweepCutoff = (now: number): number => now - EDITOR_UPLOAD_GRACE_MS;

export const EDITOR_ITEM_TYPES = ['image', 'pdf'] as const;
export type EditorItemType = (typeof EDITOR_ITEM_TYPES)[number];

/** An uploaded file as POST editor/images and editor/pdfs answer it, and as a configuration holds it. */
export interface EditorItem {
  /** The uploaded file's id. */
  id: string;
  language_code: string;
  url: string;
  type: EditorItemType;
}

/** The multipart fields next to `file` on editor uploads: the file's language, 'en' when not sent. */
export const editorUploadSchema = yup.object({
  language_code: languageCode().default('en'),
});

const editorItem = yup.object({
  id: yup.string().trim().required(REQUIRED).max(64),
  language_code: languageCode(),
  url: yup.string().trim().required(REQUIRED).max(APP_EDITOR_LIMITS.urlMax),
  type: yup.string().required(REQUIRED).oneOf(EDITOR_ITEM_TYPES, CONTENT_TEXT.chooseFromList),
});

const uniqueLanguages = (list: { language_code?: string }[] | undefined) => {
  const codes = (list ?? []).map((i) => i?.language_code);
  return new Set(codes).size === codes.length;
};

/** Per-language files of one kind; `required`: 'en' must be there (as a translatable text's 'en'). */
function editorFiles(type: EditorItemType, options: { required?: boolean; gallery?: boolean } = {}) {
  const max = options.gallery ? APP_EDITOR_LIMITS.galleryImages : APP_EDITOR_LIMITS.filesPerItem;
  let schema = yup
    .array(editorItem.required())
    .default(() => [])
    .max(max, APP_EDITOR_TEXT.tooManyFiles(max))
    .test('item-type', type === 'image' ? APP_EDITOR_TEXT.notAnImageItem : APP_EDITOR_TEXT.notAPdfItem, (list) =>
      (list ?? []).every((i) => i?.type === undefined || i.type === type),
    );
  // A gallery holds many images of any language; otherwise one file per language.
  if (!options.gallery) schema = schema.test('unique-language', CONTENT_TEXT.duplicateLanguage, uniqueLanguages);
  if (options.required) {
    const message = type === 'image' ? APP_EDITOR_TEXT.imageRequired : APP_EDITOR_TEXT.pdfRequired;
    schema = schema.min(1, message).test('en', type === 'image' ? APP_EDITOR_TEXT.englishImageRequired : message, (list) =>
      !list?.length || list.some((i) => i?.language_code === 'en'),
    );
  }
  return schema as unknown as yup.Schema<EditorItem[], yup.AnyObject, EditorItem[], ''>;
}

// Actions ---------------------------------------------------------------------------------------

export type AppAction =
  | { type: 'none' }
  | { type: 'text'; title: Translatable; description: Translatable }
  | { type: 'facility'; facility_id: number }
  | { type: 'activity'; activity_id: number }
  | { type: 'pdf'; files: EditorItem[] }
  | { type: 'gallery'; images: EditorItem[] }
  | { type: 'url'; url: string }
  | { type: 'phone'; number: string };

/** The fields each action type keeps; the others are dropped. */
export const APP_ACTION_FIELDS: Record<AppActionType, readonly string[]> = {
  none: [],
  text: ['title', 'description'],
  facility: ['facility_id'],
  activity: ['activity_id'],
  pdf: ['files'],
  gallery: ['images'],
  url: ['url'],
  phone: ['number'],
};

const only = (type: AppActionType) => ({ is: type });
/** One flat object (every field optional) with the type's own fields required: the paths stay plain. */
export const appActionSchema = yup
  .object({
    type: yup.string<AppActionType>().required(REQUIRED).oneOf(APP_ACTION_TYPES, CONTENT_TEXT.chooseFromList),
    title: translatable({ max: APP_EDITOR_LIMITS.titleMax }).when('type', { ...only('text'), then: () => translatable({ required: REQUIRED, max: APP_EDITOR_LIMITS.titleMax }) }),
    description: translatable({ max: APP_EDITOR_LIMITS.descriptionMax }),
    facility_id: yup.number().typeError(CONTENT_TEXT.chooseFromList).integer().positive(CONTENT_TEXT.chooseFromList).optional().when('type', { ...only('facility'), then: (s) => s.required(REQUIRED) }),
    activity_id: yup.number().typeError(CONTENT_TEXT.chooseFromList).integer().positive(CONTENT_TEXT.chooseFromList).optional().when('type', { ...only('activity'), then: (s) => s.required(REQUIRED) }),
    files: editorFiles('pdf').when('type', { ...only('pdf'), then: () => editorFiles('pdf', { required: true }) }),
    images: editorFiles('image', { gallery: true }).when('type', {
      ...only('gallery'),
      then: () => editorFiles('image', { gallery: true }).test('one', APP_EDITOR_TEXT.imageRequired, (l) => (l ?? []).length > 0),
    }),
    url: yup.string().trim().max(APP_EDITOR_LIMITS.urlMax).matches(/^https?:\/\/\S+$/i, format(CONTENT_TEXT.validUrl)).optional().when('type', { ...only('url'), then: (s) => s.required(REQUIRED) }),
    number: yup.string().trim().max(30).matches(/^\+?[\d\s()-]{3,30}$/, format(CONTENT_TEXT.validPhone)).optional().when('type', { ...only('phone'), then: (s) => s.required(REQUIRED) }),
  })
  .default({ type: 'none' });

// The eight component types' configs ------------------------------------------------------------

const title = () => translatable({ max: APP_EDITOR_LIMITS.titleMax });
const requiredTitle = () => translatable({ required: REQUIRED, max: APP_EDITOR_LIMITS.titleMax });
const description = () => translatable({ max: APP_EDITOR_LIMITS.descriptionMax });
const itemId = () => yup.string().matches(/^[A-Za-z0-9_-]{1,64}$/, APP_EDITOR_TEXT.componentId).optional();

export interface HomeFacilitiesConfig {
  title: Translatable;
  /** The facilities in this order; empty: every active facility with show_app_home, in their sort order. */
  facility_ids: number[];
}
export interface TodayEventCardsConfig {
  title: Translatable;
  max_events: number;
}
export interface SlideItem {
  id: string;
  image: EditorItem[];
  alt: Translatable;
  caption: Translatable;
  action: AppAction;
}
export interface ImageSliderConfig {
  items: SlideItem[];
  /** Seconds between slides; 0: the guest swipes. */
  autoplay_seconds: number;
}
export interface CircleActionItem {
  id: string;
  label: Translatable;
  icon: EditorItem[];
  action: AppAction;
}
export interface CircleActionsConfig {
  title: Translatable;
  items: CircleActionItem[];
}
export interface SmallCardActionItem {
  id: string;
  title: Translatable;
  subtitle: Translatable;
  image: EditorItem[];
  action: AppAction;
}
export interface SmallCardActionsConfig {
  title: Translatable;
  items: SmallCardActionItem[];
}
export interface H1Config {
  text: Translatable;
}
export interface TitleDescImageConfig {
  title: Translatable;
  description: Translatable;
  image: EditorItem[];
  alt: Translatable;
  image_position: (typeof APP_IMAGE_POSITIONS)[number];
  action: AppAction;
}
export interface FullWidthImageConfig {
  image: EditorItem[];
  alt: Translatable;
  action: AppAction;
}

/** Each type's config schema; the console's edit forms use the same ones. */
export const APP_COMPONENT_CONFIG_SCHEMAS = {
  'home-facilities': yup.object({
    title: title(),
    facility_ids: yup
      .array(yup.number().typeError(CONTENT_TEXT.chooseFromList).integer().positive(CONTENT_TEXT.chooseFromList).required())
      .default(() => [])
      .max(APP_EDITOR_LIMITS.facilities, APP_EDITOR_TEXT.tooManyFacilities(APP_EDITOR_LIMITS.facilities)),
  }),
  'today-event-cards': yup.object({
    title: title(),
    max_events: yup
      .number()
      .typeError(APP_EDITOR_TEXT.eventsMax(APP_EDITOR_LIMITS.eventsMax))
      .integer(APP_EDITOR_TEXT.eventsMax(APP_EDITOR_LIMITS.eventsMax))
      .min(1, APP_EDITOR_TEXT.eventsMax(APP_EDITOR_LIMITS.eventsMax))
      .max(APP_EDITOR_LIMITS.eventsMax, APP_EDITOR_TEXT.eventsMax(APP_EDITOR_LIMITS.eventsMax))
      .default(5),
  }),
  'image-slider': yup.object({
    items: yup
      .array(
        yup.object({ id: itemId(), image: editorFiles('image', { required: true }), alt: title(), caption: title(), action: appActionSchema }).required(),
      )
      .default(() => [])
      .min(1, APP_EDITOR_TEXT.atLeastOneSlide)
      .max(APP_EDITOR_LIMITS.sliderItems, APP_EDITOR_TEXT.tooManySlides(APP_EDITOR_LIMITS.sliderItems)),
    autoplay_seconds: yup.number().typeError(APP_EDITOR_TEXT.sliderSeconds).integer(APP_EDITOR_TEXT.sliderSeconds).min(0, APP_EDITOR_TEXT.sliderSeconds).max(30, APP_EDITOR_TEXT.sliderSeconds).default(5),
  }),
  'circle-actions': yup.object({
    title: title(),
    items: yup
      .array(
        yup
          .object({
            id: itemId(),
            label: translatable({ required: REQUIRED, max: APP_EDITOR_LIMITS.labelMax }),
            icon: editorFiles('image', { required: true }),
            action: appActionSchema,
          })
          .required(),
      )
      .default(() => [])
      .min(1, APP_EDITOR_TEXT.atLeastOneAction)
      .max(APP_EDITOR_LIMITS.actionItems, APP_EDITOR_TEXT.tooManyActions(APP_EDITOR_LIMITS.actionItems)),
  }),
  'small-card-actions': yup.object({
    title: title(),
    items: yup
      .array(yup.object({ id: itemId(), title: requiredTitle(), subtitle: title(), image: editorFiles('image'), action: appActionSchema }).required())
      .default(() => [])
      .min(1, APP_EDITOR_TEXT.atLeastOneAction)
      .max(APP_EDITOR_LIMITS.actionItems, APP_EDITOR_TEXT.tooManyActions(APP_EDITOR_LIMITS.actionItems)),
  }),
  h1: yup.object({ text: requiredTitle() }),
  'title-desc-image': yup.object({
    title: requiredTitle(),
    description: description(),
    image: editorFiles('image'),
    alt: title(),
    image_position: yup.string().oneOf(APP_IMAGE_POSITIONS, CONTENT_TEXT.chooseFromList).default('right'),
    action: appActionSchema,
  }),
  'full-width-image': yup.object({ image: editorFiles('image', { required: true }), alt: title(), action: appActionSchema }),
} satisfies Record<AppComponentType, yup.AnyObjectSchema>;

export interface AppComponentConfigs {
  'home-facilities': HomeFacilitiesConfig;
  'today-event-cards': TodayEventCardsConfig;
  'image-slider': ImageSliderConfig;
  'circle-actions': CircleActionsConfig;
  'small-card-actions': SmallCardActionsConfig;
  h1: H1Config;
  'title-desc-image': TitleDescImageConfig;
  'full-width-image': FullWidthImageConfig;
}

/** The fields every component has, whatever its type. */
export const appComponentBaseSchema = yup.object({
  id: itemId(),
  type: yup.string().trim().required(APP_EDITOR_TEXT.componentType).max(64, APP_EDITOR_TEXT.componentType),
  name: yup.string().trim().max(APP_EDITOR_LIMITS.nameMax, APP_EDITOR_TEXT.nameTooLong(APP_EDITOR_LIMITS.nameMax)).optional(),
  sort_order: yup.number().typeError(CONTENT_TEXT.sortOrder).integer(CONTENT_TEXT.sortOrder).min(0, CONTENT_TEXT.sortOrder).max(2_147_483_647, CONTENT_TEXT.sortOrder).optional(),
});

interface AppComponentBase {
  /** Stable: generated once when missing, kept through every save, merge and restore. */
  id: string;
  name: string;
  /** 1-based position in its section. */
  sort_order: number;
}
export type SupportedAppComponent = { [T in AppComponentType]: AppComponentBase & { type: T; config: AppComponentConfigs[T]; unsupported?: false } }[AppComponentType];
/** A component of a type this version does not know: kept as it was sent, shown as no longer supported; it can only be removed. */
export type UnsupportedAppComponent = AppComponentBase & { type: string; config: unknown; unsupported: true };
export type AppComponent = SupportedAppComponent | UnsupportedAppComponent;

export interface AppSection {
  components: AppComponent[];
}
/** A configuration of the current schema: every section present, components in sort_order from 1. */
export type AppConfig = { schema_version: number } & Record<AppSectionId, AppSection>;

// Versions --------------------------------------------------------------------------------------

export interface AppVersionAuthor {
  id: number;
  name: string;
}
/** A row of GET editor/app/versions. */
export interface AppVersionSummary {
  /** null only for the empty configuration GET latest answers before the first save. */
  id: number | null;
  based_on: number | null;
  summary: string;
  created_by: AppVersionAuthor | null;
  created_at: string | null;
}
export interface AppVersion extends AppVersionSummary {
  schema_version: number;
  config: AppConfig;
}
/** POST editor/app/versions answers the saved version and whether it was merged with versions saved since its base. */
export interface AppVersionSaved extends AppVersion {
  merged: boolean;
}

/** A field of a component both sides changed differently (or a component one changed and the other removed): the conflict list of a 428. */
export interface AppConfigConflict {
  section: AppSectionId;
  /** null: the section's order was changed by both. */
  component_id: string | null;
  name: string;
  reason: 'changed-by-both' | 'changed-here-removed-there' | 'removed-here-changed-there' | 'moved-by-both' | 'added-by-both';
  /** changed-by-both: the fields both changed differently ('name', 'config.title'; 'type' for a changed type or an unsupported component). */
  fields?: string[];
}

/** POST editor/app/versions. `config` is checked whole by validateAppConfig (appConfig.ts). */
export const appVersionSaveSchema = yup.object({
  config: yup.mixed().required(REQUIRED),
  base_version_id: yup.number().typeError(CONTENT_TEXT.chooseFromList).integer().positive(CONTENT_TEXT.chooseFromList).nullable().optional(),
  overwrite: yup.boolean().default(false),
  /** The id of the 428's `data.id`, sent back by the console's confirmation (as bookings do): the same as overwrite. */
  _confirmation: yup.string().max(100).optional(),
});
export type AppVersionSavePayload = yup.InferType<typeof appVersionSaveSchema>;

export const appVersionListQuerySchema = yup.object({
  page: yup.number().typeError('Page must be a number').integer().min(1).default(1),
  limit: yup.number().typeError('Limit must be a number').integer().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});
export type AppVersionListQuery = yup.InferType<typeof appVersionListQuerySchema>;
