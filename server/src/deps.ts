/** What the app needs from the outside world; tests pass their own. */
import type { CaptchaVerifier } from './captcha/captcha';
import type { Db } from './db/client';
import type { Logger } from './http/errors';
import type { Metrics } from './http/metrics';
import type { Mailer } from './mail/mailer';
import type { LoginThrottleRules } from '@atoll/contract/domain';
import type { CompanyRow, UserRow } from './services/serialize';
import type { Translator } from './services/translate';
import type { TileProvider } from './services/mapTiles';
import type { Readiness } from './routes/health';

export interface AppDeps {
  db: Db;
  /** Base of links in e-mails, e.g. http://localhost:8080. */
  publicUrl: string;
  /** Base of company.qr_link. */
  guestAppUrl: string;
  /** The built console; when it has no index.html only the API is served. */
  staticDir?: string;
  captcha: CaptchaVerifier;
  mailer: Mailer;
  logger: Logger;
  /** Login throttling thresholds (ADR 0032). @default the contract's LOGIN_THROTTLE */
  loginThrottle?: Partial<LoginThrottleRules>;
  /** The public device registration's limit per client address (POST/DELETE app/devices). @default the contract's DEVICE_RATE_LIMIT */
  deviceRateLimit?: { requests: number; windowSeconds: number };
  /** The device ingest's limit per device token (POST tracking/positions). @default the contract's TRACKER_RATE_LIMIT */
  trackerRateLimit?: { requests: number; windowSeconds: number };
  /** The TV display page's heartbeats per link token (POST display/tv/{token}/heartbeat). @default the contract's TV_HEARTBEAT_RATE_LIMIT */
  tvHeartbeatRateLimit?: { requests: number; windowSeconds: number };
  /** The guest app's public reads per client address (GET guest-app/{domain}). @default the contract's GUEST_APP_RATE_LIMIT */
  guestAppRateLimit?: { requests: number; windowSeconds: number };
  /** The clock of time-based rules (login throttling, booking deadlines and expiry). @default Date.now */
  now?: () => number;
  /** The live queue's heartbeat (GET /bookings/stream). @default BOOKING_LIMITS.heartbeatMs */
  bookingHeartbeatMs?: number;
  /** Automatic translation (TRANSLATE_URL); without one POST /languages/translate answers 503. */
  translator?: Translator;
  /** Map tiles (MAP_TILE_URL, docs/adr/0040-map-tiles.md). @default plain drawn tiles */
  mapTiles?: TileProvider;
  /** The public tile route's limit per client address. @default the contract's MAP_TILE_RATE_LIMIT */
  mapTileRateLimit?: { requests: number; windowSeconds: number };
  /** The app's metrics (main.ts passes the ones its METRICS_PORT listener serves). @default a fresh registry per app */
  metrics?: Metrics;
  /** METRICS_TOKEN: GET /metrics answers only this bearer token; unset → 404 (ADR 0055). */
  metricsToken?: string;
  /** How many proxies of our own stand in front (TRUST_PROXY_HOPS); the client address is read from X-Forwarded-For only then. @default 0 */
  trustProxyHops?: number;
  /** What GET /readyz reports beyond the database (stopping, workers; main.ts). @default ready while the database is */
  readiness?: Readiness;
}

/** What the auth middleware puts on the context. */
export interface AuthContext {
  user: UserRow;
  company: CompanyRow;
  sessionId: number;
}

export type AppEnv = { Variables: { auth: AuthContext; clientIp: string } };
