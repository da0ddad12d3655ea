/** Server configuration from the environment (documented in docs/server.md). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { LOG_LEVELS, type LogLevel } from './http/logger';

/**
 * How long the server keeps an idle keep-alive connection open. Node's default is 5 s, but a proxy keeps its
 * connections to the instances for longer (Caddy, compose.yaml's proxy: 2 minutes; nginx's upstream keepalive and
 * most load balancers: 60 s) and may send a request on one just as the server closes it: a reset connection, which
 * the proxy answers 502. The server must be the side that waits longer. Stopping is not delayed: SIGTERM answers with
 * `Connection: close` and closing the server drops its idle connections.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 125_000;

export interface Config {
  port: number;
  /** Absolute directory of the embedded database (PGlite). */
  dataDir: string;
  /** PostgreSQL instead of PGlite when set. */
  databaseUrl?: string;
  /** Base of links in e-mails. */
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Base of company.qr_link (GUEST_APP_URL): this server's own PUBLIC_URL, which serves the guest app at /p/{domain}, unless set. */
  guestAppUrl: string;
  recaptcha?: { siteKey: string; secret: string };
  /** When unset, a random key is generated once and kept in the database. */
  altchaHmacKey?: string;
  /** PBKDF2 iterations per ALTCHA attempt: the work a browser does at sign-up. */
  altchaCost: number;
  /** Absolute directory of the built console; undefined serves no console. */
  staticDir: string;
  /** LibreTranslate-compatible endpoint for Auto Translate; unset → the feature answers 503. */
  translateUrl?: string;
  translateApiKey?: string;
  /** Expo's push API base (EXPO_PUSH_URL, e.g. https://exp.host/--/api/v2/push); unset → no Expo delivery. */
  expoPushUrl?: string;
  /** Expo's access token when the project asks for one (EXPO_ACCESS_TOKEN). */
  expoAccessToken?: string;
  /** Web Push's VAPID key pair and contact (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT); unset → no Web Push. */
  vapid?: { publicKey: string; privateKey: string; subject: string };
  /** An OpenStreetMap-style tile template (MAP_TILE_URL, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png); unset → plain drawn tiles. */
  mapTileUrl?: string;
  /** The attribution the maps show (MAP_TILE_ATTRIBUTION). @default '© OpenStreetMap contributors' with MAP_TILE_URL */
  mapTileAttribution?: string;
  /** Contact in the tile requests' User-Agent (MAP_TILE_CONTACT: an e-mail or web address). */
  mapTileContact?: string;
  /** The least severe log lines written (LOG_LEVEL: fatal, error, warn, info, debug, trace or silent). @default 'info' */
  logLevel: LogLevel;
  /** GET /metrics on the main port answers only `Authorization: Bearer <METRICS_TOKEN>`; unset → 404 there. */
  metricsToken?: string;
  /** A second listener on 127.0.0.1:METRICS_PORT serving /metrics without a token; unset → none. */
  metricsPort?: number;
  /** After SIGTERM, how long requests under way may take before their connections are dropped (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** After SIGTERM, how long the server keeps accepting while /readyz answers 503, so a proxy that polls it stops sending first (SHUTDOWN_DELAY_MS). */
  shutdownDelayMs: number;
  /** Proxies of our own in front (TRUST_PROXY_HOPS): the client address is then read from X-Forwarded-For. @default 0 */
  trustProxyHops: number;
}

/**
 * The repository root, found from this file so `./data` means `<repo>/data` whether
 * the server runs from src/ (tsx), from dist/ or with npm's workspace cwd (server/).
 */
export function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'server'))) return dir;
    dir = path.dirname(dir);
  }
  return process.env.INIT_CWD ?? process.cwd();
}

function resolveFromRoot(value: string, root: string): string {
  return path.isAbsolute(value) ? value : path.resolve(root, value);
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

function logLevel(value: string | undefined): LogLevel {
  const level = nonEmpty(value)?.toLowerCase() ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got '${value}')`);
  return level as LogLevel;
}

/** METRICS_PORT: a TCP port other than PORT, or unset. */
function metricsPort(value: string | undefined, port: number): number | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const parsed = Number(text);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535 || parsed === port) throw new Error(`METRICS_PORT must be a TCP port other than PORT (got '${value}')`);
  return parsed;
}

/** TRUST_PROXY_HOPS: a whole number 0-10, or unset (0). */
function hops(value: string | undefined): number {
  const text = nonEmpty(value);
  if (text === undefined) return 0;
  const parsed = Number(text);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 10) throw new Error(`TRUST_PROXY_HOPS must be a whole number from 0 to 10 (got '${value}')`);
  return parsed;
}

/**
 * SMTP_URL: an smtp:// or smtps:// URL, or unset. Checked at boot: nodemailer is loaded on the first e-mail only
 * (onFirstUse.ts), and a wrong value would otherwise surface only then.
 */
function smtpUrl(value: string | undefined): string | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  let protocol = '';
  try {
    protocol = new URL(text).protocol;
  } catch {
    // reported below, without the value: it may hold the SMTP password
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587');
  return text;
}

/** A whole number of milliseconds ≥ 0, else the default. */
function millis(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = repoRoot();
  const port = Number.parseInt(env.PORT ?? '', 10) || 8080;
  const siteKey = nonEmpty(env.RECAPTCHA_SITE_KEY);
  const secret = nonEmpty(env.RECAPTCHA_SECRET);
  const vapid = { publicKey: nonEmpty(env.VAPID_PUBLIC_KEY), privateKey: nonEmpty(env.VAPID_PRIVATE_KEY), subject: nonEmpty(env.VAPID_SUBJECT) };
  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    dataDir: resolveFromRoot(nonEmpty(env.DATA_DIR) ?? './data', root),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    publicUrl,
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Atoll <no-reply@atoll.local>',
    guestAppUrl: (nonEmpty(env.GUEST_APP_URL) ?? publicUrl).replace(/\/+$/, ''),
    recaptcha: siteKey && secret ? { siteKey, secret } : undefined,
    altchaHmacKey: nonEmpty(env.ALTCHA_HMAC_KEY),
    altchaCost: Number.parseInt(env.ALTCHA_COST ?? '', 10) > 0 ? Number.parseInt(env.ALTCHA_COST ?? '', 10) : 1000,
    staticDir: resolveFromRoot(nonEmpty(env.STATIC_DIR) ?? 'console/dist', root),
    translateUrl: nonEmpty(env.TRANSLATE_URL)?.replace(/\/+$/, ''),
    translateApiKey: nonEmpty(env.TRANSLATE_API_KEY),
    expoPushUrl: nonEmpty(env.EXPO_PUSH_URL)?.replace(/\/+$/, ''),
    expoAccessToken: nonEmpty(env.EXPO_ACCESS_TOKEN),
    mapTileUrl: nonEmpty(env.MAP_TILE_URL),
    mapTileAttribution: nonEmpty(env.MAP_TILE_ATTRIBUTION),
    mapTileContact: nonEmpty(env.MAP_TILE_CONTACT),
    logLevel: logLevel(env.LOG_LEVEL),
    metricsToken: nonEmpty(env.METRICS_TOKEN),
    metricsPort: metricsPort(env.METRICS_PORT, port),
    trustProxyHops: hops(env.TRUST_PROXY_HOPS),
    shutdownGraceMs: millis(env.SHUTDOWN_GRACE_MS, 10_000),
    shutdownDelayMs: millis(env.SHUTDOWN_DELAY_MS, 0),
    vapid: vapid.publicKey && vapid.privateKey && vapid.subject ? { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: vapid.subject } : undefined,
  };
}
