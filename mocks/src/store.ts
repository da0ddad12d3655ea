/**
 * The in-memory database every handler reads and writes, so a story or test
 * that creates a user and then lists users sees it. `resetMockStore` empties it
 * and seeds one or more named scenarios.
 */
import type {
  Activity,
  Campaign,
  DevicePlatform,
  DeviceProvider,
  WebPushSubscription,
  AttachedType,
  BookingStatus,
  Guest,
  RecurringType,
  Translatable,
  TypeSlot,
  Company,
  Facility,
  Information,
  Language,
  ManualRoom,
  Menu,
  MenuCategory,
  MenuItem,
  PmsIntegration,
  Banner,
  Location,
  QuickAction,
  RecurringEvent,
  RoomType,
  TaskCategory,
  TaskType,
  TrackerAnchor,
  TrackerPosition,
  TrackingGroupType,
  Tv,
  AppConfig,
  MapOverlay,
  MapSettings,
  User,
  UserSettings,
} from '@atoll/contract';
import type { FailureCount } from '@atoll/contract/domain';
import { LANGUAGE_CATALOGUE } from './scenarios/languages';

/** A user as the mock keeps it: the public User plus what never leaves the server. */
export interface StoredUser extends User {
  company_id: number;
  /** null for an invited user who has not activated yet. */
  password: string | null;
}

export interface StoredSession {
  token: string;
  user_id: number;
  expires_at: string;
}

export interface StoredFile {
  id: string;
  content_type: string;
  /** The bytes as a data URL, so the browser can show them without a server. */
  data_url: string;
  /** An App Editor upload (POST editor/images, editor/pdfs): the only files a layout may name. */
  editor?: { company_id: number; type: 'image' | 'pdf' };
}

/** What the mock "sent" instead of an e-mail: tests read activation links from here. */
export interface SentEmail {
  to: string;
  subject: string;
  user_id: number;
  /** An invitation's link token. */
  activation_token?: string;
  /** A 'Forgot password?' link token. */
  reset_token?: string;
}

/** A 'Forgot password?' link: whose, and until when (epoch ms); deleted once used. */
export interface StoredPasswordReset {
  user_id: number;
  expires_at: number;
}

/** A stored content row: the public shape plus its company. Derived fields (counts, nested lists, parent, texts) are filled in by the handlers when they answer. */
export type Stored<T> = T & { company_id: number };

/** Hotel content (slice 2), one list per object kind. */
export interface ContentTables {
  facilities: Stored<Facility>[];
  activities: Stored<Activity>[];
  menus: Stored<Menu>[];
  categories: Stored<MenuCategory>[];
  items: Stored<MenuItem>[];
  banners: Stored<Banner>[];
  information: Stored<Information>[];
  events: Stored<RecurringEvent>[];
  quickActions: Stored<QuickAction>[];
  roomTypes: Stored<RoomType>[];
  /** Tasks › Types: the stored columns only; the category's name and the counts are derived when answering. */
  taskTypes: Stored<Omit<TaskType, 'task_category'>>[];
  taskCategories: Stored<Omit<TaskCategory, 'task_types_count'>>[];
  /** Map > Key Places: as the API returns them (related_text derived when answering). */
  locations: Stored<Location>[];
}

/**
 * Requests (slice 3): the stored columns only, as the server's tables hold them
 * (server/src/db/schemaRequests.ts); names, texts, counts, actions and statuses are
 * derived with @atoll/contract/domain when a handler answers.
 */
export interface RequestTables {
  guests: Stored<Omit<Guest, 'full_name' | 'nationality_text' | 'room' | 'in_house' | 'bookings_count' | 'bookings' | 'room_id'> & { room_id: number | null }>[];
  bookingTypes: Stored<{
    id: number;
    facility_id: number;
    type: string;
    attached_type: AttachedType;
    attached_id: number;
    recurring_type: RecurringType;
    type_slots: TypeSlot[];
    pax_required: boolean;
    pax_max: number;
    allow_remarks: boolean;
    menu_multiple: boolean;
    booking_emails: string[];
    allow_bookings_from_app: boolean;
    slot_booking_close_minutes: number;
    cancellation_policy: Translatable;
    /** Weekly types: slots exist up to this date. */
    generated_until: string | null;
    updated: string;
  }>[];
  slots: Stored<{ id: number; booking_type_id: number; date: string; start_time: string; end_time: string; pax_max: number; booked_pax: number; bookings_count: number }>[];
  bookings: Stored<{
    id: number;
    number: number;
    booking_type_id: number;
    booking_slot_id: number;
    facility_id: number;
    room_id: number | null;
    status: BookingStatus;
    pax: number;
    remarks: string | null;
    remarks_internal: string | null;
    booked_by_type: 'staff' | 'guest';
    booked_by_id: number | null;
    booked_by_name: string;
    status_at: string;
    status_by_name: string;
    status_remarks: string | null;
    assignee_id: number | null;
    due_at: string;
    starts_at: string;
    overdue_notified_at: string | null;
    guest_ids: number[];
    menu_items: { id: number; quantity: number }[];
    created: string;
  }>[];
  bookingLogs: { id: number; booking_id: number; text: string; changed_by: string; created_at: string }[];
  /** company id → the last booking number given. */
  bookingCounters: Map<number, number>;
}

const emptyRequests = (): RequestTables => ({ guests: [], bookingTypes: [], slots: [], bookings: [], bookingLogs: [], bookingCounters: new Map() });

const emptyContent = (): ContentTables => ({
  facilities: [],
  activities: [],
  menus: [],
  categories: [],
  items: [],
  banners: [],
  information: [],
  events: [],
  quickActions: [],
  roomTypes: [],
  taskTypes: [],
  taskCategories: [],
  locations: [],
});

export interface MockDb {
  /** Hotel content (slice 2). */
  content: ContentTables;
  /** Requests (slice 3). */
  requests: RequestTables;
  companies: Company[];
  users: StoredUser[];
  sessions: Map<string, StoredSession>;
  /** activation token → user id */
  activationTokens: Map<string, number>;
  /** user id → when the last invitation was sent (epoch ms; Resend invite waits after it) */
  invitationsSentAt: Map<number, number>;
  /** reset token → the link ('Forgot password?') */
  passwordResets: Map<string, StoredPasswordReset>;
  /** The product's languages (GET languages/available). */
  languages: Language[];
  /** company id → enabled language codes ('en' always). */
  enabledLanguages: Map<number, Set<string>>;
  settings: Map<number, UserSettings>;
  pms: Map<number, PmsIntegration[]>;
  manualRooms: Map<number, ManualRoom[]>;
  files: Map<string, StoredFile>;
  outbox: SentEmail[];
  /** ALTCHA payloads already accepted: one solution signs up one company. */
  usedCaptchas: Set<string>;
  /** Failed logins per throttle key (the contract's loginThrottleKeys; ADR 0032). */
  loginFailures: Map<string, FailureCount>;
  /** One-time CSV export keys (contract/src/exports.ts): key → what it exports, for whom, until when. */
  exportKeys: Map<string, StoredExportKey>;
  /** Campaigns (slice 4): the stored columns; `cancellable` and the funnel are derived when answering. */
  campaigns: StoredCampaign[];
  /** The guest app's registered devices (POST app/devices); the token never leaves the store. */
  devices: StoredDevice[];
  /** Map › TVs (issue 20): the stored columns and the display link's token; url and status are derived when answering. */
  tvs: StoredTv[];
  /** Map › Tracking (issue 20): groups, trackers (with the secret of their device token) and the kept positions. */
  tracking: TrackingTables;
  /** Map › Map Settings (issue 20): company id → the map settings and the overlay (corners and per-language images). */
  mapSettings: Map<number, MapSettings>;
  mapOverlays: Map<number, MapOverlay>;
  /** Admin › App Editor (issue 21): the saved app versions, each configuration as saved (normalised). */
  appVersions: StoredAppVersion[];
  /** The guest app's guest tokens (POST guest-app/{domain}/session) → whose and until when (epoch ms). */
  guestSessions: Map<string, { company_id: number; guest_id: number; expires_at: number }>;
  nextId: number;
}

export interface TrackingTables {
  groups: Stored<{ id: number; name: string; type: TrackingGroupType; updated: string }>[];
  trackers: Stored<{
    id: number;
    name: string;
    tracking_group_id: number;
    /** The secret part of the device token; null when revoked. Never answered. */
    secret: string | null;
    last_position: TrackerPosition | null;
    anchor: TrackerAnchor | null;
    updated: string;
  }>[];
  positions: Stored<TrackerPosition & { tracker_id: number }>[];
}

export type StoredAppVersion = Stored<{
  id: number;
  config: AppConfig;
  based_on: number | null;
  merged: boolean;
  summary: string;
  created_by: number | null;
  created_at: string;
}>;

export type StoredTv = Stored<Omit<Tv, 'url' | 'status'> & { token: string }>;

export type StoredCampaign = Stored<Omit<Campaign, 'cancellable' | 'funnel'> & { created_by: number; device_ids: number[] }>;
export type StoredDevice = Stored<{
  id: number;
  platform: DevicePlatform;
  provider: DeviceProvider;
  /** Expo token, or the Web Push endpoint. */
  token: string;
  subscription: WebPushSubscription | null;
  language: string;
  guest_id: number | null;
  user_id: number | null;
  gone_at: string | null;
  created: string;
  last_seen: string;
}>;

export interface StoredExportKey {
  company_id: number;
  user_id: number;
  list: string;
  query: Record<string, unknown>;
  /** Epoch ms. */
  expires_at: number;
  used: boolean;
}

function emptyDb(): MockDb {
  return {
    content: emptyContent(),
    requests: emptyRequests(),
    companies: [],
    users: [],
    sessions: new Map(),
    activationTokens: new Map(),
    invitationsSentAt: new Map(),
    passwordResets: new Map(),
    languages: LANGUAGE_CATALOGUE.map((l) => ({ ...l })),
    enabledLanguages: new Map(),
    settings: new Map(),
    pms: new Map(),
    manualRooms: new Map(),
    files: new Map(),
    outbox: [],
    usedCaptchas: new Set(),
    loginFailures: new Map(),
    exportKeys: new Map(),
    campaigns: [],
    devices: [],
    tvs: [],
    tracking: { groups: [], trackers: [], positions: [] },
    mapSettings: new Map(),
    mapOverlays: new Map(),
    appVersions: [],
    guestSessions: new Map(),
    nextId: 1000,
  };
}

const STORE_KEY = Symbol.for('atoll.mocks.store');
type StoreHolder = { [STORE_KEY]?: MockDb };

/**
 * The live store. Its fields are replaced in place on reset, so imports stay
 * valid. Kept on globalThis so that, should a bundler load this module twice
 * (a test file and the worker setup), both copies share one store.
 */
const holder = globalThis as StoreHolder;
/** True for the first copy of this module only: it alone seeds the default scenario. */
export const storeCreatedHere = holder[STORE_KEY] === undefined;
export const mockDb: MockDb = (holder[STORE_KEY] ??= emptyDb());

/** A scenario seeds a fresh store (see scenarios/). */
export type ScenarioSeed = (db: MockDb) => void;

const registry = new Map<string, ScenarioSeed>();

/** Makes a scenario available to `resetMockStore(name)`. */
export function registerScenario(name: string, seed: ScenarioSeed): void {
  registry.set(name, seed);
}

/**
 * Empties the store and seeds the given scenarios, in order (several can share
 * one store, e.g. for tenant-isolation tests). With none, the store stays empty.
 *
 * What the seeds put in is copied whole, so the store shares no object with a scenario's module: a test that
 * changes a stored user's permissions changes that test's store only, not the scenario every later reset seeds
 * from (the stories, and the screens' tests, run many files in one page).
 */
export function resetMockStore(...scenarios: Array<string | ScenarioSeed>): MockDb {
  Object.assign(mockDb, emptyDb());
  for (const scenario of scenarios) {
    const seed = typeof scenario === 'string' ? registry.get(scenario) : scenario;
    if (!seed) throw new Error(`Unknown mock scenario '${String(scenario)}'. Known: ${[...registry.keys()].join(', ')}`);
    seed(mockDb);
  }
  return Object.assign(mockDb, structuredClone({ ...mockDb }));
}

export function nextId(db: MockDb = mockDb): number {
  db.nextId += 1;
  return db.nextId;
}

/** An unguessable token (sessions, activation links, file ids). */
export function randomToken(bytes = 24): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The public view of a stored user: no company id, no password. */
export function publicUser(stored: StoredUser): User {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { company_id, password, ...user } = stored;
  return structuredClone(user);
}

export function companyById(id: number, db: MockDb = mockDb): Company | undefined {
  return db.companies.find((c) => c.id === id);
}

export function companyByDomain(domain: string, db: MockDb = mockDb): Company | undefined {
  const wanted = domain.trim().toLowerCase();
  return db.companies.find((c) => c.username === wanted);
}

/** A user of one company: another company's id is simply not found (tenant isolation). */
export function userInCompany(companyId: number, userId: number, db: MockDb = mockDb): StoredUser | undefined {
  return db.users.find((u) => u.id === userId && u.company_id === companyId);
}

export function usersOfCompany(companyId: number, db: MockDb = mockDb): StoredUser[] {
  return db.users.filter((u) => u.company_id === companyId);
}
