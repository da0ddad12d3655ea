/**
 * The server's log: JSON lines through pino (docs/adr/0055-logs-and-metrics.md). One object per line,
 * `{"level":"info","time":"…","pid":…,"hostname":"…","msg":"…",…fields}`. Nothing secret is ever written:
 * callers log no bodies and no headers, the request line carries the route pattern (never the path, which
 * can hold a TV link's token, nor the query), and as a backstop the keys below are censored wherever they
 * appear (top level or one level down) and a failed query's parameters are cut from error texts.
 */
import pino, { type DestinationStream, type LevelWithSilent } from 'pino';
import type { Logger } from './errors';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const satisfies readonly LevelWithSilent[];
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Keys whose values are never written, whatever logs them. */
const SECRET_KEYS = [
  'password',
  'new_password',
  'current_password',
  'token',
  'session',
  'authorization',
  'cookie',
  'secret',
  'hmacKey',
  'hmac_key',
  'privateKey',
  'private_key',
  'apiKey',
  'api_key',
  'captcha',
  'p256dh',
  'auth',
  'endpoint',
  'subscription',
  'push_token',
  'pushToken',
  // An e-mail's body holds activation and reset links.
  'text',
  'headers',
  'body',
];

const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`]);

/**
 * The fields of the one line per request (requestLog.ts). None is a secret key (a test holds the two lists apart), so
 * a 'request' line with only these skips pino's redaction pass: it was 5-6 % of a GET's CPU on the server
 * (`node scripts/bench-api.mjs --cpu-prof`). Any other line, or a 'request' line with another field, is redacted.
 */
export const REQUEST_LINE_FIELDS: ReadonlySet<string> = new Set(['method', 'route', 'status', 'duration_ms', 'request_id', 'company_id', 'user_id', 'reference']);
export const SECRET_LOG_KEYS: readonly string[] = SECRET_KEYS;

const isRequestLine = (message: string, extra: Record<string, unknown> | undefined): extra is Record<string, unknown> => {
  if (message !== 'request' || !extra) return false;
  for (const key in extra) if (!REQUEST_LINE_FIELDS.has(key)) return false;
  return true;
};

/** drizzle's "Failed query: …\nparams: …" names the query's values (hashes, push endpoints): only the query stays. */
export function withoutQueryParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, '\nparams: [not logged]');
}

export interface LoggerOptions {
  /** @default 'info' */
  level?: LogLevel;
  /** @default standard output */
  destination?: DestinationStream;
}

/** A Logger writing JSON lines (production: standard output; tests: a stream they read). */
export function createLogger(options: LoggerOptions = {}): Logger {
  const destination = options.destination ?? pino.destination({ dest: 1, sync: true });
  const settings = {
    level: options.level ?? 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label: string) => ({ level: label }),
      log: (object: Record<string, unknown>) => (typeof object.error === 'string' ? { ...object, error: withoutQueryParams(object.error) } : object),
    },
  };
  const log = pino({ ...settings, redact: { paths: REDACT_PATHS, censor: '[Redacted]' } }, destination);
  // The same lines without the redaction pass, for the request lines alone (REQUEST_LINE_FIELDS).
  const requests = pino(settings, destination);
  return {
    info: (message, extra) => (isRequestLine(message, extra) ? requests : log).info(extra ?? {}, message),
    error: (message, extra) => (isRequestLine(message, extra) ? requests : log).error(extra ?? {}, message),
  };
}
