/**
 * The server's log (http/logger.ts) in process (no database, no server): the shape of each JSON line, the level,
 * every secret key censored at the top level and one level down, the request line's pass without redaction (only
 * while it holds nothing but its own fields), a failed query's parameters cut from an error text, and standard
 * output written synchronously by default. A mutant that drops a secret key, a censor path, the level or the cut
 * fails here (StrykerJS, `node scripts/mutation-run.mjs http`; docs/testing.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, LOG_LEVELS, REQUEST_LINE_FIELDS, SECRET_LOG_KEYS, withoutQueryParams, type LoggerOptions } from '../src/http/logger';

/** The keys never written (ADR 0055 and issue 22: passwords, tokens, keys, push subscriptions, an e-mail's text). */
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
  'text',
  'headers',
  'body',
];
const REDACTED = '[Redacted]';
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A logger writing to an array: each write's raw text, and the parsed lines. */
function capture(options: Omit<LoggerOptions, 'destination'> = {}) {
  const writes: string[] = [];
  const logger = createLogger({ ...options, destination: { write: (text: string) => writes.push(text) } });
  const lines = () => writes.map((text) => JSON.parse(text) as Record<string, unknown>);
  return { writes, lines, logger };
}

/** A line without its time, pid and hostname (checked once, below). */
function body(line: Record<string, unknown> | undefined): Record<string, unknown> {
  const { time: _time, pid: _pid, hostname: _hostname, ...rest } = line ?? {};
  return rest;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a log line', () => {
  it('is one JSON object per write and line: level label, ISO time, pid, hostname, the fields, msg', () => {
    const { writes, lines, logger } = capture();
    logger.info('Mail sent', { outbox_id: 4, to_domain: 'example.test' });
    expect(writes).toHaveLength(1);
    expect(writes[0]!.endsWith('}\n')).toBe(true);
    expect(writes[0]!.indexOf('\n')).toBe(writes[0]!.length - 1);
    const [line] = lines();
    expect(Object.keys(line!)).toEqual(['level', 'time', 'pid', 'hostname', 'outbox_id', 'to_domain', 'msg']);
    expect(line).toMatchObject({ level: 'info', pid: process.pid, hostname: os.hostname(), outbox_id: 4, to_domain: 'example.test', msg: 'Mail sent' });
    expect(line!.time).toMatch(ISO_TIME);
  });

  it('without fields is just the message, at info and at error; a request line without fields too', () => {
    const { lines, logger } = capture();
    logger.info('Server started');
    logger.error('Server stopping');
    logger.info('request');
    logger.error('request');
    expect(lines().map(body)).toStrictEqual([
      { level: 'info', msg: 'Server started' },
      { level: 'error', msg: 'Server stopping' },
      { level: 'info', msg: 'request' },
      { level: 'error', msg: 'request' },
    ]);
  });

  it('is written from level info by default; a higher level drops the lower lines; silent writes none', () => {
    const byDefault = capture();
    byDefault.logger.info('a', { n: 1 });
    byDefault.logger.error('b', { n: 2 });
    expect(byDefault.lines().map(body)).toStrictEqual([
      { level: 'info', n: 1, msg: 'a' },
      { level: 'error', n: 2, msg: 'b' },
    ]);
    const info = capture({ level: 'info' });
    info.logger.info('a');
    expect(info.lines().map(body)).toStrictEqual([{ level: 'info', msg: 'a' }]);
    const errors = capture({ level: 'error' });
    errors.logger.info('a');
    errors.logger.info('request', { method: 'GET', status: 200 });
    errors.logger.error('b');
    errors.logger.error('request', { method: 'GET', status: 500 });
    expect(errors.lines().map(body)).toStrictEqual([
      { level: 'error', msg: 'b' },
      { level: 'error', method: 'GET', status: 500, msg: 'request' },
    ]);
    const silent = capture({ level: 'silent' });
    silent.logger.error('b');
    silent.logger.error('request', { status: 500 });
    expect(silent.writes).toEqual([]);
  });

  it('names the levels a deployment may set (LOG_LEVEL)', () => {
    expect([...LOG_LEVELS]).toEqual(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
  });

  it('goes to standard output, written before the call returns, by default', () => {
    const writeSync = fs.writeSync.bind(fs);
    const written: { fd: number; text: string }[] = [];
    vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: string | NodeJS.ArrayBufferView, ...rest: unknown[]) => {
      if (fd !== 1) return (writeSync as (...args: unknown[]) => number)(fd, data, ...rest);
      const text = typeof data === 'string' ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8');
      written.push({ fd, text });
      return Buffer.byteLength(text);
    }) as typeof fs.writeSync);
    const logger = createLogger();
    logger.info('to standard output', { n: 1 });
    logger.error('request', { method: 'GET', status: 503 });
    expect(written.map(({ fd }) => fd)).toEqual([1, 1]);
    expect(written.map(({ text }) => body(JSON.parse(text) as Record<string, unknown>))).toStrictEqual([
      { level: 'info', n: 1, msg: 'to standard output' },
      { level: 'error', method: 'GET', status: 503, msg: 'request' },
    ]);
  });
});

describe('secrets in a line', () => {
  it('the list of secret keys and the request line’s fields are these, and apart', () => {
    expect([...SECRET_LOG_KEYS]).toEqual(SECRET_KEYS);
    expect([...REQUEST_LINE_FIELDS]).toEqual(['method', 'route', 'status', 'duration_ms', 'request_id', 'company_id', 'user_id', 'reference']);
  });

  it.each(SECRET_KEYS)('%s is censored at the top level and one level down, at info and at error', (key) => {
    const { lines, logger } = capture();
    logger.info('sent', { [key]: 'secret-value-1', user_id: 3, nested: { [key]: 'secret-value-2', name: 'kept' } });
    logger.error('failed', { [key]: { deep: 'secret-value-3' }, list: [1], nested: { [key]: 7 } });
    expect(lines().map(body)).toStrictEqual([
      { level: 'info', [key]: REDACTED, user_id: 3, nested: { [key]: REDACTED, name: 'kept' }, msg: 'sent' },
      { level: 'error', [key]: REDACTED, list: [1], nested: { [key]: REDACTED }, msg: 'failed' },
    ]);
  });

  it('a request line with another field besides its own is censored like any line', () => {
    const { lines, logger } = capture();
    logger.info('request', { method: 'POST', route: '/api/v1/auth/login', status: 200, password: 'Lagoon-ab12-2026' });
    logger.error('request', { status: 500, reference: 'REF-1A2B3C', detail: { token: 'tok-123' } });
    logger.info('request', { route: { token: 'tok-456' }, extra: 1 });
    expect(lines().map(body)).toStrictEqual([
      { level: 'info', method: 'POST', route: '/api/v1/auth/login', status: 200, password: REDACTED, msg: 'request' },
      { level: 'error', status: 500, reference: 'REF-1A2B3C', detail: { token: REDACTED }, msg: 'request' },
      { level: 'info', route: { token: REDACTED }, extra: 1, msg: 'request' },
    ]);
  });

  it('a line of another message with only the request line’s field names is censored', () => {
    const { lines, logger } = capture();
    logger.info('Database refused a write', { route: { token: 'tok-1' }, status: 409 });
    logger.error('Unhandled error', { method: { cookie: 'c=1' }, reference: 'REF-1' });
    expect(lines().map(body)).toStrictEqual([
      { level: 'info', route: { token: REDACTED }, status: 409, msg: 'Database refused a write' },
      { level: 'error', method: { cookie: REDACTED }, reference: 'REF-1', msg: 'Unhandled error' },
    ]);
  });

  it('a request line with only its own fields is written whole, without the redaction pass (its values are not searched)', () => {
    const { lines, logger } = capture();
    const line = { method: 'GET', route: '/api/v1/facilities/:id', status: 200, duration_ms: 1.2, request_id: 'abcdef12', company_id: 7, user_id: 9 };
    logger.info('request', line);
    logger.error('request', { ...line, status: 500, reference: 'REF-1A2B3C' });
    // The middleware puts only strings and numbers there; an object under one of its keys shows the pass is skipped.
    logger.info('request', { route: { token: 'not-searched' } });
    logger.error('request', { reference: { auth: 'not-searched' } });
    expect(lines().map(body)).toStrictEqual([
      { level: 'info', ...line, msg: 'request' },
      { level: 'error', ...line, status: 500, reference: 'REF-1A2B3C', msg: 'request' },
      { level: 'info', route: { token: 'not-searched' }, msg: 'request' },
      { level: 'error', reference: { auth: 'not-searched' }, msg: 'request' },
    ]);
  });
});

describe('a failed query’s parameters', () => {
  const stack = '\n    at PgSession.query (session.js:10:5)\n    at async handler (routes.js:20:7)';

  it('are cut from an error text up to the stack, and the stack stays', () => {
    expect(withoutQueryParams(`Failed query: select 1 where "hash" = $1\nparams: a1b2 c3,\nsecond line${stack}`)).toBe(
      `Failed query: select 1 where "hash" = $1\nparams: [not logged]${stack}`,
    );
  });

  it('are cut to the end of the text when no stack follows, and in every query of a cause chain', () => {
    expect(withoutQueryParams('Failed query: insert into devices\nparams: https://push.example/abc, key x')).toBe('Failed query: insert into devices\nparams: [not logged]');
    expect(withoutQueryParams(`Failed query: q1\nparams: one${stack}\ncause: Failed query: q2\nparams: two, three`)).toBe(
      `Failed query: q1\nparams: [not logged]${stack}\ncause: Failed query: q2\nparams: [not logged]`,
    );
  });

  it('leave a text without them as it is', () => {
    expect(withoutQueryParams(`Error: boom${stack}`)).toBe(`Error: boom${stack}`);
    expect(withoutQueryParams('params: at the start, not after a line break')).toBe('params: at the start, not after a line break');
  });

  it('are cut from a line’s error text; an error that is not a text, and a line without one, are written as they are', () => {
    const { lines, logger } = capture();
    logger.error('Unhandled error', { error: `Failed query: select 1\nparams: secret-hash${stack}`, reference: 'REF-9' });
    logger.info('Push failed', { error: { params: 'kept', code: 410 } });
    logger.info('Mail sent', { outbox_id: 1 });
    expect(lines().map(body)).toStrictEqual([
      { level: 'error', error: `Failed query: select 1\nparams: [not logged]${stack}`, reference: 'REF-9', msg: 'Unhandled error' },
      { level: 'info', error: { params: 'kept', code: 410 }, msg: 'Push failed' },
      { level: 'info', outbox_id: 1, msg: 'Mail sent' },
    ]);
  });
});
