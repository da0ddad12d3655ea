/**
 * Campaigns (slice 4, spec sections 2, 3, 7 guests/campaigns, 8): a push notification to the guests'
 * app installations, its audience form, texts, the body POST guests/campaigns takes and the list's
 * query; and the guest app's device registration (POST/DELETE app/devices).
 *
 * 'Users' (the Recipients column, 'N Users') are DEVICES: one registered app installation is one user.
 * A campaign's recipients are the devices its audience reached when it was created; it is never edited.
 * Which devices an audience reaches is in `@atoll/contract/domain` (domain/campaigns.ts); the server
 * resolves it the same way in SQL.
 */
import * as yup from 'yup';
import { DEFAULT_PAGE_SIZE, parseOrderBy } from './api';
import { CONTENT_TEXT, REQUIRED } from './contentFields';
import { formatDisplayDate } from './dates';
import { DELIVERY, type CampaignFunnel, type PushProvider } from './delivery';
import { CAMPAIGN_MSG } from './campaignMessages';
import { AUDIENCE_KINDS, CAMPAIGN_ORDER_KEYS, CAMPAIGN_TEXT, type AudienceKind, type CampaignStatus } from './campaignTexts';
import { MSG } from './messages';

// Texts ----------------------------------------------------------------------------------------------

// Audience -------------------------------------------------------------------------------------------


/**
 * Who a campaign reaches (devices registered through app/devices; staff devices, registered with a
 * staff session for test sends, are never in an audience):
 * - everyone: every guest device of the company;
 * - in-house: devices linked to a guest in house today (the company's time zone; isInHouse);
 * - room-types: those of in-house guests whose room is of one of the room types;
 * - arriving / departing: devices of guests whose arrival (departure) date is in [start_date, end_date];
 * - checked-out: guests not in house who left in the last `days` days (today and the days − 1 before it): their
 *   PMS check-out's date in the company's time zone, or without one, their departure date, is in [today − (days − 1), today];
 * - language: devices whose app language is one of `languages`.
 */
export type CampaignAudience =
  | { kind: 'everyone' }
  | { kind: 'in-house' }
  | { kind: 'room-types'; room_type_ids: number[] }
  | { kind: 'arriving'; start_date: string; end_date: string }
  | { kind: 'departing'; start_date: string; end_date: string }
  | { kind: 'checked-out'; days: number }
  | { kind: 'language'; languages: string[] };

export const CAMPAIGN_LIMITS = {
  /** Title: a notification title shows about 50 characters; more is cut on the phone. */
  name: 100,
  /** Body. */
  description: 1000,
  /** Checked out in the last N days. */
  checkedOutDays: 365,
  /** Room types or languages chosen. */
  choices: 100,
  /** A scheduled campaign starts within this many days. */
  scheduleDays: 90,
} as const;

/** Push payload limits in bytes (the delivery's, contract/src/delivery.ts): about 3 KB is safe for Web Push, 4 KB for Expo. */
export const PUSH_PAYLOAD_LIMITS = { webpush: DELIVERY.webPush.maxPayloadBytes, expo: DELIVERY.expo.maxPayloadBytes } as const;

/** UTF-8 bytes of the notification's JSON payload `{ "title": …, "body": … }` (what the size meter shows). */
export function campaignPayloadBytes(title: string, body: string): number {
  return new TextEncoder().encode(JSON.stringify({ title, body })).length;
}

const isoDate = () =>
  yup
    .string()
    .trim()
    .required(REQUIRED)
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
    .test('real-date', 'Use the format YYYY-MM-DD', (v) => {
      if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return true;
      const t = Date.parse(`${v}T00:00:00Z`);
      return !Number.isNaN(t) && new Date(t).toISOString().startsWith(v);
    });

/**
 * A field of the union's members named `kinds`: validated as `field` there, dropped for the other kinds. The
 * field keeps its own type outside the condition, so a value of the wrong type (an object for a date) is
 * refused as for any other field before the rules run.
 */
const onlyFor = <T extends yup.Schema>(kinds: readonly AudienceKind[], field: T): T =>
  field.when('kind', ([kind]: unknown[], schema: yup.Schema) => (kinds.includes(kind as AudienceKind) ? schema : yup.mixed().strip())) as T;

const choices = <T extends yup.Schema>(item: T) => yup.array(item).required(REQUIRED).min(1, REQUIRED).max(CAMPAIGN_LIMITS.choices, `Choose at most ${CAMPAIGN_LIMITS.choices}`);
const WINDOW_KINDS = ['arriving', 'departing'] as const;

/**
 * The audience: `kind` (one of AUDIENCE_KINDS) and that kind's fields (required), the others' dropped. One object
 * schema holding every kind's fields, each conditioned on `kind`, so errors are on `audience.kind`,
 * `audience.start_date`, … and a body's unknown keys are dropped like everywhere else.
 */
export const audienceSchema = yup
  .object({
    kind: yup.string().required(REQUIRED).oneOf(AUDIENCE_KINDS, CONTENT_TEXT.chooseFromList),
    room_type_ids: onlyFor(['room-types'], choices(yup.number().typeError(CONTENT_TEXT.chooseFromList).integer(CONTENT_TEXT.chooseFromList).positive(CONTENT_TEXT.chooseFromList).max(2147483647, CONTENT_TEXT.chooseFromList).required(CONTENT_TEXT.chooseFromList))),
    start_date: onlyFor(WINDOW_KINDS, isoDate()),
    end_date: onlyFor(
      WINDOW_KINDS,
      isoDate().test('not-before-start', CAMPAIGN_MSG.campaignEndBeforeStart, function (v) {
        const start = this.parent.start_date as string | undefined;
        return !v || !start || v >= start;
      }),
    ),
    days: onlyFor(
      ['checked-out'],
      yup
        .number()
        .typeError(REQUIRED)
        .required(REQUIRED)
        .integer('Use a whole number of days')
        .min(1, 'At least 1 day')
        .max(CAMPAIGN_LIMITS.checkedOutDays, `At most ${CAMPAIGN_LIMITS.checkedOutDays} days`),
    ),
    languages: onlyFor(['language'], choices(yup.string().trim().required(CONTENT_TEXT.chooseFromList).matches(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, CONTENT_TEXT.chooseFromList))),
  })
  .required(REQUIRED) as unknown as yup.ObjectSchema<CampaignAudience>;

/** Names the audience's ids and codes stand for (room types by id, languages by code); a missing one shows as its id or code. */
export interface AudienceNames {
  roomTypes?: ReadonlyMap<number, string>;
  languages?: ReadonlyMap<string, string>;
}

/** The audience in words: the Target Audience column (stored as target_text when the campaign is created). */
export function targetText(audience: CampaignAudience, names: AudienceNames = {}): string {
  switch (audience.kind) {
    case 'everyone':
      return CAMPAIGN_TEXT.audienceKinds.everyone;
    case 'in-house':
      return CAMPAIGN_TEXT.audienceKinds['in-house'];
    case 'room-types':
      return `In-house guests in ${audience.room_type_ids.map((id) => names.roomTypes?.get(id) ?? `room type ${id}`).join(', ')}`;
    case 'arriving':
    case 'departing':
      return `Guests ${audience.kind} ${formatDisplayDate(audience.start_date)}${audience.end_date === audience.start_date ? '' : ` to ${formatDisplayDate(audience.end_date)}`}`;
    case 'checked-out':
      return audience.days === 1 ? 'Guests who checked out today' : `Guests who checked out in the last ${audience.days} days`;
    case 'language':
      return `App language: ${audience.languages.map((code) => names.languages?.get(code) ?? code).join(', ')}`;
  }
}

// Campaign -------------------------------------------------------------------------------------------


/** GET guests/campaigns (list rows) and GET guests/campaigns/{id} (with `funnel`). */
export interface Campaign {
  id: number;
  /** The notification's title. */
  name: string;
  /** The notification's body. */
  description: string;
  audience: CampaignAudience;
  /** The audience in words (the Target Audience column), as when created. */
  target_text: string;
  /** recipients: devices reached when created ('N Users'). */
  stats: { recipients: number };
  status: CampaignStatus;
  /** ISO instant delivery may start (the creation time when not scheduled). */
  send_at: string;
  /** ISO instant of creation (the Sent column). */
  created: string;
  /** Whether POST guests/campaigns/{id}/cancel would be taken now. */
  cancellable: boolean;
  /** GET guests/campaigns/{id} only: the delivery funnel. */
  funnel?: CampaignFunnel;
}

/**
 * POST guests/campaigns {name, description, audience, send_at?}; POST guests/campaigns/audience-count
 * and the test send take the same body (audience-count reads only `audience`).
 */
export const campaignSchema = yup.object({
  name: yup.string().trim().strict(false).required(REQUIRED).max(CAMPAIGN_LIMITS.name, MSG.tooLong(CAMPAIGN_LIMITS.name)),
  description: yup
    .string()
    .trim()
    .strict(false)
    .required(REQUIRED)
    .max(CAMPAIGN_LIMITS.description, MSG.tooLong(CAMPAIGN_LIMITS.description))
    .test('payload', function (v) {
      const bytes = campaignPayloadBytes(String(this.parent.name ?? ''), v ?? '');
      const max = PUSH_PAYLOAD_LIMITS.webpush;
      return bytes <= max || this.createError({ message: CAMPAIGN_MSG.campaignPayloadTooLarge(bytes, max) });
    }),
  audience: audienceSchema,
  /** Optional: a future ISO instant within CAMPAIGN_LIMITS.scheduleDays; empty or absent sends now. */
  send_at: yup
    .string()
    .trim()
    .nullable()
    .optional()
    .test('instant', 'Use a date and time', (v) => !v || !Number.isNaN(Date.parse(v)))
    .test('future', CAMPAIGN_MSG.campaignSendAtFuture, (v) => !v || Number.isNaN(Date.parse(v)) || Date.parse(v) > Date.now())
    .test('near', CAMPAIGN_MSG.campaignSendAtTooFar(CAMPAIGN_LIMITS.scheduleDays), (v) => !v || Number.isNaN(Date.parse(v)) || Date.parse(v) <= Date.now() + CAMPAIGN_LIMITS.scheduleDays * 86_400_000),
});
export type CampaignPayload = yup.InferType<typeof campaignSchema> & { audience: CampaignAudience };

/** POST guests/campaigns/audience-count {audience} → { data: { recipients } }. */
export const audienceCountSchema = yup.object({ audience: audienceSchema });

/** GET guests/campaigns: page, limit, order_by (default created DESC), q_name (title). */
export const campaignListQuerySchema = yup.object({
  page: yup.number().typeError('Page must be a number').integer().min(1).default(1),
  limit: yup.number().typeError('Limit must be a number').integer().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  order_by: yup.string().test('order-key', `Order by one of: ${CAMPAIGN_ORDER_KEYS.join(', ')}`, (v) => {
    const key = parseOrderBy(v)?.key;
    return !v || (key !== undefined && (CAMPAIGN_ORDER_KEYS as readonly string[]).includes(key));
  }),
  q_name: yup.string().max(200),
});
export type CampaignListQuery = yup.InferType<typeof campaignListQuerySchema>;

/** POST guests/campaigns/test → { data: { devices } }: how many of the sender's devices were sent the test. */
export interface CampaignTestResult {
  devices: number;
}

// Devices (the guest app) --------------------------------------------------------------------------

export const DEVICE_PLATFORMS = ['ios', 'android', 'web'] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];
/** A device's channel: PUSH_PROVIDERS of contract/src/delivery.ts. */
export type DeviceProvider = PushProvider;
/** The provider of a platform: the phones' app through Expo, browsers through Web Push. */
export const providerOf = (platform: DevicePlatform): DeviceProvider => (platform === 'web' ? 'webpush' : 'expo');

/** A browser's PushSubscription.toJSON() (the parts Web Push needs). */
export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export const DEVICE_LIMITS = { token: 512, endpoint: 2048, key: 256, confirmationNumber: 100 } as const;
/** An Expo push token: ExponentPushToken[…] or ExpoPushToken[…]. */
export const EXPO_TOKEN_PATTERN = /^Expo(nent)?PushToken\[[A-Za-z0-9_-]{1,200}\]$/;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * POST app/devices (public: the guest app, no staff session; a staff session, when sent, links the
 * device to that user for test sends). `company` is the property's domain (as at login). Phones send an
 * Expo `token`; browsers (platform 'web') a Web Push `subscription`. Registering the same token again
 * updates it (language, stay, last seen). The answer never carries the token.
 */
export const deviceSchema = yup.object({
  company: yup.string().trim().required(REQUIRED).max(63, MSG.tooLong(63)),
  platform: yup.string().required(REQUIRED).oneOf(DEVICE_PLATFORMS, CONTENT_TEXT.chooseFromList),
  token: yup
    .string()
    .trim()
    .max(DEVICE_LIMITS.token, MSG.tooLong(DEVICE_LIMITS.token))
    .when('platform', ([platform], schema) =>
      platform === 'web' ? schema.strip() : schema.required(REQUIRED).matches(EXPO_TOKEN_PATTERN, 'Not an Expo push token'),
    ),
  subscription: yup
    .object({
      endpoint: yup
        .string()
        .trim()
        .required(REQUIRED)
        .max(DEVICE_LIMITS.endpoint, MSG.tooLong(DEVICE_LIMITS.endpoint))
        .test('https', 'Use an https URL', (v) => !v || /^https:\/\/[^\s/]+\/\S*$/.test(v)),
      keys: yup
        .object({
          p256dh: yup.string().required(REQUIRED).max(DEVICE_LIMITS.key, MSG.tooLong(DEVICE_LIMITS.key)).matches(BASE64URL, 'Not a base64url key'),
          auth: yup.string().required(REQUIRED).max(DEVICE_LIMITS.key, MSG.tooLong(DEVICE_LIMITS.key)).matches(BASE64URL, 'Not a base64url key'),
        })
        .required(REQUIRED),
    })
    .default(undefined)
    .when('platform', ([platform], schema) => (platform === 'web' ? schema.required(REQUIRED) : schema.strip())),
  language: yup.string().trim().required(REQUIRED).matches(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, CONTENT_TEXT.chooseFromList),
  confirmation_number: yup.string().trim().max(DEVICE_LIMITS.confirmationNumber, MSG.tooLong(DEVICE_LIMITS.confirmationNumber)).nullable().optional(),
});
export type DevicePayload = yup.InferType<typeof deviceSchema>;

/** DELETE app/devices {company, token} — `token` is the Expo token or the Web Push endpoint. Answers 204 whether or not it was registered. */
export const deviceRemoveSchema = yup.object({
  company: yup.string().trim().required(REQUIRED).max(63, MSG.tooLong(63)),
  token: yup.string().trim().required(REQUIRED).max(DEVICE_LIMITS.endpoint, MSG.tooLong(DEVICE_LIMITS.endpoint)),
});

/** POST app/devices → { data: Device }: what the app may know of its registration (never the token). */
export interface Device {
  id: number;
  platform: DevicePlatform;
  provider: DeviceProvider;
  language: string;
  /** Linked to a stay (by confirmation number). */
  linked_to_stay: boolean;
  /** Linked to the staff user whose session registered it (test sends). */
  linked_to_user: boolean;
}

/** Devices registered per address per window (POST/DELETE app/devices; 429 with Retry-After beyond it). */
export const DEVICE_RATE_LIMIT = { requests: 30, windowSeconds: 60 } as const;

