/**
 * Business constants of the specification (section 9). One source of truth for
 * the kit, the console, the mocks and the server.
 */

/** The brand colour of a company that has not chosen one. */
export const PRIMARY_COLOR = '#FC4500';

/** The 12 fixed swatches a company picks its primary colour from. */
export const PALETTE = [
  '#FC4500',
  '#E53E3E',
  '#D53F8C',
  '#805AD5',
  '#5A67D8',
  '#3182CE',
  '#00A3C4',
  '#319795',
  '#38A169',
  '#D69E2E',
  '#DD6B20',
  '#4A5568',
] as const;

/** Status colour names used by status badges (ui_status.color). */
export const STATUS_COLORS = ['grey', 'gray', 'red', 'yellow', 'green', 'blue', 'indigo', 'purple', 'pink'] as const;
export type StatusColor = (typeof STATUS_COLORS)[number];

export const LOCATION_ICON_COLOR = '#FFFFFF';
export const LOCATION_ICON_BACKGROUND = '#F56565';

/** Upload limits. Only the 5 MB default is enforced; the others are hints. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_HINT_COVER_BYTES = 1 * 1024 * 1024;
export const UPLOAD_HINT_LARGE_BYTES = 2 * 1024 * 1024;
export const LOGO_HINT = { width: 480, height: 200 } as const;

export const PRICE_TEXT_MAX = 50;

/**
 * The longest text each kind of field takes, in characters; every string of a request
 * schema has one (MSG.tooLong, or CONTENT_TEXT.perLanguageMax per language of a
 * translatable text). The columns are PostgreSQL `text`, but an indexed one (usernames,
 * domains, names) cannot hold more than about 2,700 bytes, and no field needs more than this.
 */
export const TEXT_MAX = {
  /** Names, designations, property and company names, room type and promotion names. */
  name: 200,
  /** A user's login name. */
  username: 100,
  /** A company domain: one DNS label. */
  domain: 63,
  email: 254,
  mobile: 30,
  password: 200,
  /** Captcha solutions and activation tokens. */
  token: 10_000,
  currencySymbol: 10,
  timezone: 64,
  /** Quick-action payloads (a web address, a phone number, a page). */
  url: 2000,
  /** A translatable text's longest language, unless the field says otherwise. */
  text: 10_000,
  /** Rich text (information cards), per language. */
  richText: 100_000,
} as const;
export const DESCRIPTION_COLUMN_MAX = 60;
export const FIXED_TEXT_MAX = 35;

export const DEFAULT_LANGUAGE = 'en';

export const TIME_FORMAT = 'HH:mm';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DISPLAY_FORMAT = 'DD-MMM-YY, HH:mm';
export const MONTH_FORMAT = 'MMM-YYYY';

/** Relative timestamps refresh this often. */
export const RELATIVE_TIME_REFRESH_MS = 20_000;

export const LAYOUT = {
  cardsPerRow: 2,
  cardMaxWidth: 450,
  drawerWidth: 600,
  /** A drawer that puts a list and a map side by side (Tracking's Trackers tab); narrower screens get the whole width. */
  wideDrawerWidth: 1040,
  sectionSelectorWidth: 400,
  iconPickerMaxHeight: 200,
  qrSize: 256,
} as const;

export const CHART = { yTicks: 10, xTicks: 15, days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] } as const;
export const MAP = { zoom: 14, width: 980, height: 600, overlayOpacity: 0.4 } as const;

/** Random passwords: 12 characters from letters, digits and a few symbols. */
export const RANDOM_PASSWORD_LENGTH = 12;
export const RANDOM_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%&*?';

/** Sign-up. */
export const PROPERTY_TYPES = [
  { value: 'resort', label: 'Resort' },
  { value: 'guest-house', label: 'Guest House' },
  { value: 'city-hotel', label: 'City Hotel' },
  { value: 'other', label: 'Other' },
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number]['value'];
export const ROOM_COUNT_BANDS = ['1-50', '50-100', '100+'] as const;
export type RoomCountBand = (typeof ROOM_COUNT_BANDS)[number];
export const DEFAULT_COUNTRY = 'MDV';
export const DEFAULT_CURRENCY = '$';
export const DEFAULT_TIMEZONE = 'Indian/Maldives';
/**
 * The designation sign-up gives the company's owner. Sign-up does not ask for one (spec section 4) but
 * every user's profile requires it (section 5, 'Field is required'), so the owner can save their own
 * profile from the start and change the word there.
 */
export const OWNER_DESIGNATION = 'Owner';
/** Mobile numbers get this prefix when the country is MDV. */
export const MDV_MOBILE_PREFIX = '+960';
export const MIN_LENGTH = { password: 8, name: 3, username: 3, email: 3, mobile: 3, domain: 3 } as const;

export const RECURRING_TYPES = ['manual', 'weekly'] as const;
export const MENU_TYPES = [
  { value: 'menu', label: 'Ordering Menu' },
  { value: 'pdf', label: 'PDF' },
] as const;

/** The product's name, shown in the title, the logo and the welcome line. */
export const PRODUCT_NAME = 'Atoll';

/**
 * Where guests download the companion app (Home's QR card). The store listings belong to the guest app
 * (`GUEST_APP_URL`); the package id mirrors its domain. Change them here when the listings move.
 */
export const APP_STORE_URL = 'https://apps.apple.com/app/atoll-guest/id6450000000';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=app.atoll.guest';
