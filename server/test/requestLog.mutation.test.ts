/**
 * The one line and one metrics observation per request (http/requestLog.ts) in process (no database, no server):
 * each field of the line (method, route pattern, status, duration, request id, company and user, reference), its
 * level (error from 500), the request id echoed in X-Request-Id (a sane incoming one kept), and the route pattern
 * chosen among the matched routes. A mutant that changes a field, the level's boundary, the id's pattern or the
 * route chosen fails here (StrykerJS, `node scripts/mutation-run.mjs http`; docs/testing.md).
 */
import { Hono } from 'hono';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv, AuthContext } from '../src/deps';
import type { Logger } from '../src/http/errors';
import { streamOpened, type Metrics } from '../src/http/metrics';
import { noteReference, observeRequests, REQUEST_ID_HEADER, requestIdOf, routeOf } from '../src/http/requestLog';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Logged {
  level: 'info' | 'error';
  message: string;
  extra: Record<string, unknown> | undefined;
}

/** An app with the middleware, a logger and metrics that record, and routes for each case. */
function app({ auth }: { auth?: { company: number; user: number } } = {}) {
  const logged: Logged[] = [];
  const logger: Logger = {
    info: (message, extra) => logged.push({ level: 'info', message, extra }),
    error: (message, extra) => logged.push({ level: 'error', message, extra }),
  };
  const observed: [string, string, number, number][] = [];
  const streams: string[] = [];
  const metrics: Metrics = {
    registry: new Registry(),
    observeRequest: (method, route, status, seconds) => observed.push([method, route, status, seconds]),
    streamOpened: (stream) => {
      streams.push(stream);
      return () => {};
    },
    recordJob: () => {},
    exposition: () => Promise.resolve({ body: '', contentType: 'text/plain' }),
  };
  const hono = new Hono<AppEnv>();
  hono.onError((_error, c) => {
    noteReference(c, 'REF-1A2B3C');
    return c.json({ message: 'failed' }, 500);
  });
  hono.use('*', observeRequests(logger, metrics));
  if (auth) {
    hono.use('*', async (c, next) => {
      c.set('auth', { company: { id: auth.company }, user: { id: auth.user } } as unknown as AuthContext);
      await next();
    });
  }
  hono.get('/facilities/:id', (c) => c.json({ id: c.req.param('id'), requestId: requestIdOf(c) ?? null }));
  hono.post('/facilities', (c) => c.json({ ok: true }, 201));
  hono.get('/status/:code', (c) => c.body(null, Number(c.req.param('code')) as 200));
  hono.get('/fails', () => {
    throw new Error('boom');
  });
  hono.get('/noted/:code', (c) => {
    noteReference(c, 'REF-NOTED1');
    return c.body(null, Number(c.req.param('code')) as 200);
  });
  hono.get('/raw', () => new Response('raw', { status: 202, headers: { 'X-Own': 'yes' } }));
  hono.get('/stream', (c) => {
    streamOpened(c, 'tv')();
    return c.text('streamed');
  });
  // A guard registered for GET in front of a more general GET route: the line names the first one.
  hono.get('/chain/:id', (_c, next) => next());
  hono.get('/chain/*', (c) => c.text('chained'));
  // The catch-all of an API: registered for every method.
  hono.all('/api/*', (c) => c.json({ message: 'not found' }, 404));
  return { hono, logged, observed, streams };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the request line', () => {
  it('names method, route pattern (never the path or query), status, duration and request id, at info', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValueOnce(1000).mockReturnValueOnce(1012.375);
    const { hono, logged, observed } = app();
    const res = await hono.request('/facilities/42?token=secret-token');
    expect(now).toHaveBeenCalledTimes(2);
    expect(res.status).toBe(200);
    const id = res.headers.get(REQUEST_ID_HEADER);
    expect(id).toMatch(UUID);
    expect(await res.json()).toEqual({ id: '42', requestId: id });
    expect(logged).toStrictEqual([{ level: 'info', message: 'request', extra: { method: 'GET', route: '/facilities/:id', status: 200, duration_ms: 12.4, request_id: id } }]);
    expect(observed).toStrictEqual([['GET', '/facilities/:id', 200, 0.012375]]);
  });

  it('rounds the duration to a tenth of a millisecond', async () => {
    vi.spyOn(performance, 'now').mockReturnValueOnce(500).mockReturnValueOnce(500.125);
    const { hono, logged, observed } = app();
    await hono.request('/facilities', { method: 'POST' });
    expect(logged[0]?.extra).toMatchObject({ method: 'POST', route: '/facilities', status: 201, duration_ms: 0.1 });
    expect(observed).toStrictEqual([['POST', '/facilities', 201, 0.000125]]);
  });

  it('carries the signed-in company and user', async () => {
    const { hono, logged } = app({ auth: { company: 7, user: 9 } });
    const res = await hono.request('/facilities/3');
    expect(logged).toStrictEqual([
      {
        level: 'info',
        message: 'request',
        extra: { method: 'GET', route: '/facilities/:id', status: 200, duration_ms: expect.any(Number) as number, request_id: res.headers.get(REQUEST_ID_HEADER), company_id: 7, user_id: 9 },
      },
    ]);
  });

  it('is at info up to 499 and at error from 500', async () => {
    const { hono, logged, observed } = app();
    for (const code of [204, 404, 499, 500, 503]) await hono.request(`/status/${code}`);
    expect(logged.map(({ level, message, extra }) => [level, message, extra?.status])).toEqual([
      ['info', 'request', 204],
      ['info', 'request', 404],
      ['info', 'request', 499],
      ['error', 'request', 500],
      ['error', 'request', 503],
    ]);
    expect(logged.every(({ extra }) => extra?.route === '/status/:code' && !('reference' in extra))).toBe(true);
    expect(observed.map(([method, route, status]) => [method, route, status])).toEqual([204, 404, 499, 500, 503].map((code) => ['GET', '/status/:code', code]));
  });

  it('of an unhandled error carries the reference the user sees (noteReference), at error', async () => {
    const { hono, logged } = app();
    const res = await hono.request('/fails');
    expect(res.status).toBe(500);
    expect(logged).toStrictEqual([
      {
        level: 'error',
        message: 'request',
        extra: { method: 'GET', route: '/fails', status: 500, duration_ms: expect.any(Number) as number, request_id: res.headers.get(REQUEST_ID_HEADER), reference: 'REF-1A2B3C' },
      },
    ]);
  });

  it('carries a noted reference whatever the status', async () => {
    const { hono, logged } = app();
    await hono.request('/noted/200');
    expect(logged[0]).toMatchObject({ level: 'info', extra: { status: 200, reference: 'REF-NOTED1' } });
  });

  it('binds the app’s metrics to the request (a stream it opens is counted there)', async () => {
    const { hono, streams } = app();
    expect(await (await hono.request('/stream')).text()).toBe('streamed');
    expect(streams).toEqual(['tv']);
  });
});

describe('the request id', () => {
  const idOf = async (incoming: string) => {
    const { hono, logged } = app();
    const res = await hono.request('/facilities/1', { headers: { [REQUEST_ID_HEADER]: incoming } });
    const id = res.headers.get(REQUEST_ID_HEADER);
    expect(logged[0]?.extra?.request_id).toBe(id);
    return id;
  };

  it('is answered in X-Request-Id', () => {
    expect(REQUEST_ID_HEADER).toBe('X-Request-Id');
  });

  it('keeps a sane incoming one: 8 to 128 of letters, digits and _ . : = -', async () => {
    for (const sane of ['abcdefgh', 'a'.repeat(128), 'Proxy_id.0:1=2-3', '0b6c2c1e-7d1a-4f5e-9a51-1d2f3e4a5b6c']) expect(await idOf(sane)).toBe(sane);
  });

  it('replaces any other incoming one, and none, with a new UUID', async () => {
    const ids: (string | null)[] = [];
    for (const insane of ['abcdefg', 'a'.repeat(129), '/abcdefgh', 'abcdefgh/', 'abcd efgh', 'abcdefgh\u00e9', '']) {
      const id = await idOf(insane);
      expect(id).toMatch(UUID);
      ids.push(id);
    }
    const { hono } = app();
    ids.push((await hono.request('/facilities/1')).headers.get(REQUEST_ID_HEADER));
    expect(ids[ids.length - 1]).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is added to an answer a handler built itself', async () => {
    const { hono, logged } = app();
    const res = await hono.request('/raw', { headers: { [REQUEST_ID_HEADER]: 'proxy-request-1' } });
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('raw');
    expect(res.headers.get('X-Own')).toBe('yes');
    expect(res.headers.get(REQUEST_ID_HEADER)).toBe('proxy-request-1');
    expect(logged[0]?.extra).toMatchObject({ route: '/raw', status: 202, request_id: 'proxy-request-1' });
  });

  it('is unknown, and a reference goes nowhere, outside the middleware', async () => {
    const bare = new Hono();
    bare.get('/', (c) => {
      noteReference(c, 'REF-NOWHERE');
      return c.json({ id: requestIdOf(c) ?? 'none' });
    });
    const res = await bare.request('/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'none' });
  });
});

describe('the route pattern', () => {
  it('is the first matched route of the request’s method, not a later one it passed on to', async () => {
    const { hono, logged } = app();
    expect(await (await hono.request('/chain/5')).text()).toBe('chained');
    expect(logged[0]?.extra?.route).toBe('/chain/:id');
  });

  it('is the catch-all’s when only a route for every method answered', async () => {
    const { hono, logged, observed } = app();
    const res = await hono.request('/api/v1/nothing/here?token=x', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(logged[0]?.extra).toMatchObject({ method: 'DELETE', route: '/api/*', status: 404 });
    expect(observed[0]?.slice(0, 3)).toEqual(['DELETE', '/api/*', 404]);
  });

  it('is the middleware’s own when nothing else matched, and "unmatched" when nothing matched at all', async () => {
    const { hono, logged } = app();
    expect((await hono.request('/nowhere')).status).toBe(404);
    expect(logged[0]?.extra).toMatchObject({ route: '/*', status: 404 });
    const bare = new Hono();
    bare.get('/only', (c) => c.text(routeOf(c)));
    bare.notFound((c) => c.text(routeOf(c), 404));
    expect(await (await bare.request('/only')).text()).toBe('/only');
    expect(await (await bare.request('/elsewhere')).text()).toBe('unmatched');
  });
});
