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
  const log = pino(
    {
      level: options.level ?? 'info',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => (typeof object.error === 'string' ? { ...object, error: withoutQueryParams(object.error) } : object),
      },
      redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
  return {
    info: (message, extra) => log.info(extra ?? {}, message),
    error: (message, extra) => log.error(extra ?? {}, message),
  };
}
