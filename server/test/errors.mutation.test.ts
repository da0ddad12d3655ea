/**
 * server/src/http/errors.ts in process (no database, no server): the HttpError helpers' bodies, describeError's text
 * for the log, and handleError's answer and log line for each kind of failure (HttpError, a domain RuleError, hono's
 * HTTPException, a database conflict, anything else). A mutant that changes a status, a body, a header, a log field or
 * the cause chain's depth fails here.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { apiError, ERROR_CODES, formatReference, STATUS_MESSAGES, type ApiError } from '@atoll/contract';
import { RuleError } from '@atoll/contract/domain';
import {
  badRequest,
  confirmationRequired,
  describeError,
  forbidden,
  handleError,
  HttpError,
  newReference,
  notFound,
  sendError,
  unauthorized,
  validationError,
  type Logger,
} from '../src/http/errors';
import type { Metrics } from '../src/http/metrics';
import { observeRequests, REQUEST_ID_HEADER } from '../src/http/requestLog';

interface Line {
  level: 'info' | 'error';
  message: string;
  extra?: Record<string, unknown>;
}

function recordingLogger(): { logger: Logger; lines: Line[] } {
  const lines: Line[] = [];
  return {
    lines,
    logger: {
      info: (message, extra) => lines.push({ level: 'info', message, extra }),
      error: (message, extra) => lines.push({ level: 'error', message, extra }),
    },
  };
}

/** PUT /things/:id throws `error`; the request log middleware runs around it (request id, reference). */
async function thrown(error: unknown, requestId = 'req-0123456789') {
  const { logger, lines } = recordingLogger();
  const metrics = { observeRequest: () => undefined } as unknown as Metrics;
  const app = new Hono();
  app.onError(handleError(logger));
  app.use(observeRequests(logger, metrics));
  app.put('/things/:id', () => {
    throw error;
  });
  const res = await app.request('/things/7?secret=1', { method: 'PUT', headers: { [REQUEST_ID_HEADER]: requestId } });
  return { status: res.status, headers: res.headers, body: (await res.json()) as ApiError, lines };
}

/** The request log middleware's own line. */
const requestLine = (status: number, extra: Record<string, unknown> = {}, level: Line['level'] = 'info'): Line => ({
  level,
  message: 'request',
  extra: { method: 'PUT', route: '/things/:id', status, duration_ms: expect.any(Number), request_id: 'req-0123456789', ...extra },
});

/** An error whose stack is known (the real one names this file's lines). */
function errorWithStack(message: string, stack: string | undefined, cause?: unknown): Error {
  const error = cause === undefined ? new Error(message) : new Error(message, { cause });
  error.stack = stack;
  return error;
}

describe('HttpError and its helpers', () => {
  it('carry the catalogue’s body for their status, its message as the error’s', () => {
    const error = new HttpError(409);
    expect(error.status).toBe(409);
    expect(error.body).toEqual(apiError(409));
    expect(error.message).toBe(STATUS_MESSAGES[409]);
    expect(error.headers).toEqual({});
    expect(new HttpError(429, { message: 'Slow down' }, { 'Retry-After': '30' })).toMatchObject({
      status: 429,
      message: 'Slow down',
      headers: { 'Retry-After': '30' },
      body: apiError(429, { message: 'Slow down' }),
    });
    expect(notFound().body).toEqual(apiError(404));
    expect(forbidden().body).toEqual(apiError(403));
    expect(unauthorized().body).toEqual(apiError(401));
  });

  it('badRequest and validationError take a message when one is given, an empty one not', () => {
    expect(badRequest().body).toEqual(apiError(400));
    expect(badRequest('').body.message).toBe(STATUS_MESSAGES[400]);
    expect(badRequest('Bad date').body).toEqual({ ...apiError(400), message: 'Bad date' });
    const errors = { name: ['Required'] };
    expect(validationError(errors).body).toEqual({ ...apiError(422), errors });
    expect(validationError(errors, '').body.message).toBe(STATUS_MESSAGES[422]);
    expect(validationError(errors, 'Check the form').body).toEqual({ ...apiError(422), errors, message: 'Check the form' });
  });

  it('confirmationRequired: 428 with the question, its id and the button’s text', () => {
    const error = confirmationRequired({ id: 'delete-7', message: 'Delete it?', confirm_text: 'Delete' });
    expect(error.status).toBe(428);
    expect(error.body).toEqual({
      code: ERROR_CODES.CONFIRMATION_REQUIRED,
      name: 'Confirmation Required',
      message: 'Delete it?',
      reference: '',
      status: 428,
      data: { id: 'delete-7', confirm_text: 'Delete' },
    });
  });

  it('sendError answers with the body, the status and the error’s headers', async () => {
    const app = new Hono();
    app.get('/', (c) => sendError(c, new HttpError(429, {}, { 'Retry-After': '30', 'X-Limit': '5' })));
    const res = await app.request('/');
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('30');
    expect(res.headers.get('X-Limit')).toBe('5');
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(apiError(429));
  });
});

describe('newReference', () => {
  it('is 12 upper-case hex digits, a new one each time', () => {
    const references = Array.from({ length: 20 }, () => newReference());
    for (const reference of references) expect(reference).toMatch(/^[0-9A-F]{12}$/);
    expect(references.join('')).toMatch(/[A-F]/);
    expect(new Set(references).size).toBe(20);
  });
});

describe('describeError', () => {
  it('is the stack of an error, else its message, else the thing as text', () => {
    expect(describeError(errorWithStack('boom', 'Error: boom\n    at here (a.ts:1:1)'))).toBe('Error: boom\n    at here (a.ts:1:1)');
    expect(describeError(errorWithStack('boom', undefined))).toBe('boom');
    expect(describeError('just text')).toBe('just text');
    expect(describeError(42)).toBe('42');
    // Not an Error: its `cause` is not followed.
    expect(describeError({ cause: 'inner' })).toBe('[object Object]');
  });

  it('adds the messages of up to three causes, an Error’s message or the cause as text', () => {
    const deepest = errorWithStack('fourth', 'Error: fourth\n    at d');
    const third = errorWithStack('third', 'Error: third\n    at c', deepest);
    const second = errorWithStack('second', 'Error: second\n    at b', third);
    const first = errorWithStack('first', 'Error: first\n    at a', second);
    expect(describeError(first)).toBe('Error: first\n    at a\ncaused by: second\ncaused by: third\ncaused by: fourth');
    const top = errorWithStack('top', 'Error: top\n    at t', first);
    expect(describeError(top)).toBe('Error: top\n    at t\ncaused by: first\ncaused by: second\ncaused by: third');
    expect(describeError(errorWithStack('top', 'Error: top', 'a string cause'))).toBe('Error: top\ncaused by: a string cause');
    // A cause that is not an Error ends the chain, even if it has a cause of its own.
    expect(describeError(errorWithStack('top', 'Error: top', { message: 'object', cause: 'hidden' }))).toBe('Error: top\ncaused by: [object Object]');
    // A null cause is a cause (written), no cause at all is not.
    expect(describeError(errorWithStack('top', 'Error: top', null))).toBe('Error: top\ncaused by: null');
  });

  it('cuts a failed query’s values', () => {
    const error = errorWithStack('Failed query', 'Error: Failed query: select 1\nparams: alice@example.com,secret\n    at q (db.ts:1:1)');
    expect(describeError(error)).toBe('Error: Failed query: select 1\nparams: [not logged]\n    at q (db.ts:1:1)');
  });
});

describe('handleError', () => {
  it('an HttpError: its status, body and headers; nothing logged but the request', async () => {
    const res = await thrown(new HttpError(429, { message: 'Wait' }, { 'Retry-After': '30' }));
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('30');
    expect(res.body).toEqual(apiError(429, { message: 'Wait' }));
    expect(res.lines).toEqual([requestLine(429)]);
  });

  it('a RuleError: its status, field errors and message, as the mocks answer it', async () => {
    const rule = await thrown(new RuleError(422, { name: ['Too long'] }, 'Check the name'));
    expect(rule.status).toBe(422);
    expect(rule.body).toEqual({ ...apiError(422), errors: { name: ['Too long'] }, message: 'Check the name' });
    expect(rule.lines).toEqual([requestLine(422)]);
    const conflict = await thrown(new RuleError(409));
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual(apiError(409));
  });

  it('a HTTPException below 500 keeps its status with the catalogue’s body', async () => {
    const res = await thrown(new HTTPException(413, { message: 'hono text' }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual(apiError(413));
    expect(res.lines).toEqual([requestLine(413)]);
  });

  it('a database conflict: the catalogue’s 409/404/400, and an info line with its SQLSTATE', async () => {
    const cases = [
      { code: '23505', detail: undefined, status: 409 },
      { code: '23503', detail: 'Key (facility_id)=(7) is not present in table "facilities".', status: 404 },
      { code: '22001', detail: undefined, status: 400 },
    ];
    for (const { code, detail, status } of cases) {
      const error = new Error('Failed query: update "things" …', { cause: Object.assign(new Error('driver'), { code, detail }) });
      const res = await thrown(error);
      expect(res.status).toBe(status);
      expect(res.body).toEqual(apiError(status));
      expect(res.lines).toEqual([
        {
          level: 'info',
          message: 'Database refused a write',
          extra: { method: 'PUT', route: '/things/:id', status, sqlstate: code, request_id: 'req-0123456789' },
        },
        requestLine(status),
      ]);
    }
  });

  it('anything else: 500 with a reference, logged with the error’s description and on the request’s line', async () => {
    const error = errorWithStack('kaput', 'Error: kaput\n    at handler (things.ts:3:9)', new Error('socket closed'));
    const res = await thrown(error);
    expect(res.status).toBe(500);
    expect(res.body.reference).toMatch(/^[0-9A-F]{12}$/);
    expect(res.body).toEqual(apiError(500, { reference: res.body.reference }));
    const reference = formatReference(res.body.reference);
    expect(res.lines).toEqual([
      {
        level: 'error',
        message: 'Unhandled error',
        extra: {
          reference,
          method: 'PUT',
          route: '/things/:id',
          request_id: 'req-0123456789',
          error: 'Error: kaput\n    at handler (things.ts:3:9)\ncaused by: socket closed',
        },
      },
      requestLine(500, { reference }, 'error'),
    ]);
  });

  it('a HTTPException of 500 and up, and an error that merely has a status, are unhandled errors too', async () => {
    for (const error of [new HTTPException(500, { message: 'hono' }), new HTTPException(503), Object.assign(new Error('has a status'), { status: 404 })]) {
      const res = await thrown(error);
      expect(res.status).toBe(500);
      expect(res.body.reference).toMatch(/^[0-9A-F]{12}$/);
      expect(res.lines.map((line) => [line.level, line.message])).toEqual([
        ['error', 'Unhandled error'],
        ['error', 'request'],
      ]);
    }
  });
});
