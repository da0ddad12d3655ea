/**
 * The metrics of server/src/http/metrics.ts in process (no database, no server): the request counter and histogram,
 * the open-streams gauge and its idempotent close, the outbox gauges over a fake database (one read per scrape, the
 * age from the given clock, a failed read logged and its series left out), the PostgreSQL pool's gauges over a
 * pg.Pool that never connects, the process metrics, and the background jobs. server/test/metrics.test.ts holds the
 * same figures end to end through GET /metrics on a real server.
 */
import { Hono } from 'hono';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { campaignDeliveries, outbox } from '../src/db/schema';
import type { Logger } from '../src/http/errors';
import { bindMetrics, countJobs, createMetrics, jobRun, recordJob, streamOpened, type Metrics, type MetricsOptions } from '../src/http/metrics';

/** The value of the sample `name` whose labels are exactly `labels` (undefined: no such sample). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (JSON.stringify(Object.entries(found).sort()) === JSON.stringify(Object.entries(labels).sort())) return Number(match[3]);
  }
  return undefined;
}

/** The sample lines of `name` (its series), in the exposition's order. */
const series = (text: string, name: string) => text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

const body = async (metrics: Metrics) => (await metrics.exposition()).body;

type Row = { depth: number; oldest: Date | null };

/** A database answering outboxStats' two reads with `answer()` (an Error: the read fails); `reads` counts them. */
function fakeDb(answer: () => { mail: Row; push: Row } | Error | string, client?: unknown) {
  const fake = {
    reads: 0,
    $client: client,
    select: () => ({
      from(table: unknown) {
        if (table !== outbox && table !== campaignDeliveries) throw new Error('unexpected table');
        fake.reads += 1;
        const stats = answer();
        const result =
          typeof stats === 'string' || stats instanceof Error ? Promise.reject(stats) : Promise.resolve([table === outbox ? stats.mail : stats.push]);
        return Object.assign(result, { where: () => result });
      },
    }),
  };
  return fake;
}

function recordingLogger() {
  const lines: { level: string; message: string; extra?: Record<string, unknown> }[] = [];
  const logger: Logger = {
    info: (message, extra) => lines.push({ level: 'info', message, extra }),
    error: (message, extra) => lines.push({ level: 'error', message, extra }),
  };
  return { logger, lines };
}

const withDb = (db: ReturnType<typeof fakeDb>, options: Omit<MetricsOptions, 'db'> = {}) => createMetrics({ ...options, db: db as unknown as Db });

describe('the request metrics', () => {
  it('count and time each answered request by method, route pattern and status; an unknown method is OTHER', async () => {
    const metrics = createMetrics();
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) metrics.observeRequest(method, '/api/v1/rooms/:id', 200, 0.03);
    metrics.observeRequest('GET', '/api/v1/rooms/:id', 200, 0.5);
    metrics.observeRequest('PROPFIND', '/api/v1/*', 404, 0.001);
    const text = await body(metrics);
    const get = { method: 'GET', route: '/api/v1/rooms/:id', status: '200' };
    expect(sample(text, 'atoll_http_requests_total', get)).toBe(2);
    for (const method of ['HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(sample(text, 'atoll_http_requests_total', { ...get, method })).toBe(1);
    }
    expect(series(text, 'atoll_http_requests_total')).toHaveLength(8);
    expect(sample(text, 'atoll_http_requests_total', { method: 'OTHER', route: '/api/v1/*', status: '404' })).toBe(1);
    expect(text).not.toContain('PROPFIND');
    expect(sample(text, 'atoll_http_request_duration_seconds_count', get)).toBe(2);
    expect(sample(text, 'atoll_http_request_duration_seconds_sum', get)).toBeCloseTo(0.53, 10);
    expect(sample(text, 'atoll_http_request_duration_seconds_bucket', { ...get, le: '0.025' })).toBe(0);
    expect(sample(text, 'atoll_http_request_duration_seconds_bucket', { ...get, le: '0.05' })).toBe(1);
    expect(sample(text, 'atoll_http_request_duration_seconds_bucket', { ...get, le: '0.5' })).toBe(2);
    expect(sample(text, 'atoll_http_request_duration_seconds_bucket', { ...get, le: '+Inf' })).toBe(2);
    const other = { method: 'OTHER', route: '/api/v1/*', status: '404' };
    expect(sample(text, 'atoll_http_request_duration_seconds_bucket', { ...other, le: '0.005' })).toBe(1);
  });

  it('the exposition is prom-client’s text format, every metric with its help', async () => {
    const metrics = createMetrics();
    const { body: text, contentType } = await metrics.exposition();
    expect(contentType).toBe(metrics.registry.contentType);
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    const help = text.split('\n').filter((line) => line.startsWith('# HELP '));
    expect(help).toEqual([
      '# HELP atoll_http_requests_total HTTP requests answered, by method, route pattern and status',
      '# HELP atoll_http_request_duration_seconds Time until the answer started (a stream: until it opened), by method, route pattern and status',
      '# HELP atoll_open_streams Server-sent event streams open now, by stream (bookings, trackers, tv)',
      '# HELP atoll_job_runs_total Runs of a background job (sweepers, push delivery turns)',
      '# HELP atoll_job_failures_total Runs of a background job that failed (its error is in the log)',
    ]);
    // Without a database no outbox or pool gauges; without processMetrics no process metrics.
    expect(text).not.toContain('atoll_outbox_');
    expect(text).not.toContain('atoll_db_pool_');
    expect(text).not.toContain('atoll_process_');
  });

  it('each app has its own registry', async () => {
    const one = createMetrics();
    const two = createMetrics();
    one.observeRequest('GET', '/a', 200, 0.01);
    expect(sample(await body(one), 'atoll_http_requests_total', { method: 'GET', route: '/a', status: '200' })).toBe(1);
    expect(series(await body(two), 'atoll_http_requests_total')).toEqual([]);
  });
});

describe('the open-streams gauge', () => {
  it('counts a stream while open, by stream name; its close counts once however often it is called', async () => {
    const metrics = createMetrics();
    const first = metrics.streamOpened('bookings');
    const second = metrics.streamOpened('bookings');
    const tv = metrics.streamOpened('tv');
    let text = await body(metrics);
    expect(sample(text, 'atoll_open_streams', { stream: 'bookings' })).toBe(2);
    expect(sample(text, 'atoll_open_streams', { stream: 'tv' })).toBe(1);
    first();
    first();
    first();
    text = await body(metrics);
    expect(sample(text, 'atoll_open_streams', { stream: 'bookings' })).toBe(1);
    second();
    tv();
    tv();
    text = await body(metrics);
    expect(sample(text, 'atoll_open_streams', { stream: 'bookings' })).toBe(0);
    expect(sample(text, 'atoll_open_streams', { stream: 'tv' })).toBe(0);
  });

  it('a request counts in the metrics bound to it (the request log binds them); unbound, nothing is counted', async () => {
    const metrics = createMetrics();
    const closers: (() => void)[] = [];
    const app = new Hono();
    app.get('/bound', (c) => {
      bindMetrics(c, metrics);
      closers.push(streamOpened(c, 'trackers'));
      return c.text('ok');
    });
    app.get('/unbound', (c) => {
      closers.push(streamOpened(c, 'trackers'));
      return c.text('ok');
    });
    expect((await app.request('/bound')).status).toBe(200);
    expect(sample(await body(metrics), 'atoll_open_streams', { stream: 'trackers' })).toBe(1);
    expect((await app.request('/unbound')).status).toBe(200);
    expect(closers).toHaveLength(2);
    closers[1]();
    expect(sample(await body(metrics), 'atoll_open_streams', { stream: 'trackers' })).toBe(1);
    closers[0]();
    expect(sample(await body(metrics), 'atoll_open_streams', { stream: 'trackers' })).toBe(0);
  });
});

describe('the outbox gauges', () => {
  const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);
  const now = () => NOW;

  it('report each outbox’s depth and the age of its oldest item in seconds (0 when empty), from one read per scrape', async () => {
    const db = fakeDb(() => ({ mail: { depth: 3, oldest: new Date(NOW - 90_500) }, push: { depth: 0, oldest: null } }));
    const metrics = withDb(db, { now });
    const text = await body(metrics);
    expect(sample(text, 'atoll_outbox_depth', { outbox: 'mail' })).toBe(3);
    expect(sample(text, 'atoll_outbox_depth', { outbox: 'push' })).toBe(0);
    expect(sample(text, 'atoll_outbox_oldest_age_seconds', { outbox: 'mail' })).toBe(90.5);
    expect(sample(text, 'atoll_outbox_oldest_age_seconds', { outbox: 'push' })).toBe(0);
    expect(series(text, 'atoll_outbox_depth')).toHaveLength(2);
    expect(text).toContain('# HELP atoll_outbox_depth Items waiting in an outbox: mail (e-mails kept without SMTP_URL), push (campaign messages queued or sending)');
    expect(text).toContain('# HELP atoll_outbox_oldest_age_seconds Age of the oldest item waiting in an outbox (0 when it is empty)');
    // outboxStats reads the two tables once for both gauges.
    expect(db.reads).toBe(2);
  });

  it('each scrape reads afresh', async () => {
    let depth = 1;
    const db = fakeDb(() => ({ mail: { depth, oldest: new Date(NOW - 1_000) }, push: { depth: depth * 10, oldest: new Date(NOW - 2_000) } }));
    const metrics = withDb(db, { now });
    expect(sample(await body(metrics), 'atoll_outbox_depth', { outbox: 'push' })).toBe(10);
    depth = 2;
    const text = await body(metrics);
    expect(sample(text, 'atoll_outbox_depth', { outbox: 'mail' })).toBe(2);
    expect(sample(text, 'atoll_outbox_depth', { outbox: 'push' })).toBe(20);
    expect(sample(text, 'atoll_outbox_oldest_age_seconds', { outbox: 'push' })).toBe(2);
    expect(db.reads).toBe(4);
  });

  it('an oldest item stamped after now (another clock) is age 0, never negative', async () => {
    const db = fakeDb(() => ({ mail: { depth: 1, oldest: new Date(NOW + 5_000) }, push: { depth: 1, oldest: new Date(NOW - 5_000) } }));
    const text = await body(withDb(db, { now }));
    expect(sample(text, 'atoll_outbox_oldest_age_seconds', { outbox: 'mail' })).toBe(0);
    expect(sample(text, 'atoll_outbox_oldest_age_seconds', { outbox: 'push' })).toBe(5);
  });

  it('the age is measured against the real clock by default', async () => {
    const db = fakeDb(() => ({ mail: { depth: 1, oldest: new Date(Date.now() - 60_000) }, push: { depth: 0, oldest: null } }));
    const age = sample(await body(withDb(db)), 'atoll_outbox_oldest_age_seconds', { outbox: 'mail' })!;
    expect(age).toBeGreaterThanOrEqual(60);
    expect(age).toBeLessThan(70);
  });

  it('a failed read is logged and leaves the outbox series out; the scrape still answers, and the next read is tried again', async () => {
    let answer: Error | string | { mail: Row; push: Row } = { mail: { depth: 4, oldest: null }, push: { depth: 5, oldest: null } };
    const db = fakeDb(() => answer);
    const { logger, lines } = recordingLogger();
    const metrics = withDb(db, { now, logger });
    expect(sample(await body(metrics), 'atoll_outbox_depth', { outbox: 'mail' })).toBe(4);
    answer = new Error('connection refused');
    metrics.observeRequest('GET', '/a', 200, 0.01);
    let text = await body(metrics);
    expect(series(text, 'atoll_outbox_depth')).toEqual([]);
    expect(series(text, 'atoll_outbox_oldest_age_seconds')).toEqual([]);
    expect(sample(text, 'atoll_http_requests_total', { method: 'GET', route: '/a', status: '200' })).toBe(1);
    expect(lines).toEqual([{ level: 'error', message: 'Metrics: the outboxes could not be read', extra: { error: 'connection refused' } }]);
    answer = 'not an Error';
    await body(metrics);
    expect(lines[1]).toEqual({ level: 'error', message: 'Metrics: the outboxes could not be read', extra: { error: 'not an Error' } });
    expect(lines).toHaveLength(2);
    answer = { mail: { depth: 6, oldest: null }, push: { depth: 7, oldest: null } };
    text = await body(metrics);
    expect(sample(text, 'atoll_outbox_depth', { outbox: 'mail' })).toBe(6);
    expect(sample(text, 'atoll_outbox_depth', { outbox: 'push' })).toBe(7);
  });

  it('a failed read without a logger still answers the scrape', async () => {
    const db = fakeDb(() => new Error('down'));
    const text = await body(withDb(db, { now }));
    expect(series(text, 'atoll_outbox_depth')).toEqual([]);
    expect(text).toContain('# TYPE atoll_outbox_depth gauge');
  });
});

describe('the PostgreSQL pool gauges', () => {
  it('report the pool’s open connections, those lent out and the queries waiting', async () => {
    const pool = new pg.Pool({ max: 20 });
    try {
      Object.defineProperties(pool, { totalCount: { value: 5 }, idleCount: { value: 2 }, waitingCount: { value: 1 } });
      const db = fakeDb(() => ({ mail: { depth: 0, oldest: null }, push: { depth: 0, oldest: null } }), pool);
      const text = await body(withDb(db));
      expect(sample(text, 'atoll_db_pool_connections')).toBe(5);
      expect(sample(text, 'atoll_db_pool_in_use')).toBe(3);
      expect(sample(text, 'atoll_db_pool_waiting')).toBe(1);
      expect(text).toContain('# HELP atoll_db_pool_connections PostgreSQL pool connections open now');
      expect(text).toContain('# HELP atoll_db_pool_in_use PostgreSQL pool connections lent to a query or transaction now');
      expect(text).toContain('# HELP atoll_db_pool_waiting Queries waiting for a free PostgreSQL pool connection now');
    } finally {
      await pool.end();
    }
  });

  it('another client (PGlite) has no pool to report', async () => {
    const db = fakeDb(() => ({ mail: { depth: 0, oldest: null }, push: { depth: 0, oldest: null } }), { kind: 'pglite' });
    const text = await body(withDb(db));
    expect(text).not.toContain('atoll_db_pool_');
    expect(sample(text, 'atoll_outbox_depth', { outbox: 'mail' })).toBe(0);
  });
});

describe('the process metrics', () => {
  it('are collected with the atoll_ prefix into the app’s registry when asked for', async () => {
    const metrics = createMetrics({ processMetrics: true });
    const text = await body(metrics);
    expect(text).toContain('# TYPE atoll_process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE atoll_nodejs_eventloop_lag_seconds gauge');
    expect(text).not.toMatch(/^process_cpu_user_seconds_total /m);
  });
});

describe('the background jobs', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('jobRun answers the run’s result and counts one run; a throw is counted as a failure and goes on to the caller', async () => {
    const metrics = createMetrics();
    stops.push(countJobs(metrics));
    await expect(jobRun('positions_sweep', async () => 42)).resolves.toBe(42);
    let text = await body(metrics);
    expect(sample(text, 'atoll_job_runs_total', { job: 'positions_sweep' })).toBe(1);
    expect(sample(text, 'atoll_job_failures_total', { job: 'positions_sweep' })).toBeUndefined();
    const failure = new Error('database away');
    await expect(jobRun('positions_sweep', () => Promise.reject(failure))).rejects.toBe(failure);
    text = await body(metrics);
    expect(sample(text, 'atoll_job_runs_total', { job: 'positions_sweep' })).toBe(2);
    expect(sample(text, 'atoll_job_failures_total', { job: 'positions_sweep' })).toBe(1);
  });

  it('every metrics that counts jobs gets each run, until it stops counting', async () => {
    const one = createMetrics();
    const two = createMetrics();
    const stopOne = countJobs(one);
    stops.push(stopOne, countJobs(two));
    recordJob('push_delivery', true);
    recordJob('push_delivery', false);
    stopOne();
    recordJob('push_delivery', false);
    const first = await body(one);
    expect(sample(first, 'atoll_job_runs_total', { job: 'push_delivery' })).toBe(2);
    expect(sample(first, 'atoll_job_failures_total', { job: 'push_delivery' })).toBe(1);
    const second = await body(two);
    expect(sample(second, 'atoll_job_runs_total', { job: 'push_delivery' })).toBe(3);
    expect(sample(second, 'atoll_job_failures_total', { job: 'push_delivery' })).toBe(2);
  });

  it('Metrics.recordJob counts a run, and a failure only when it failed', async () => {
    const metrics = createMetrics();
    metrics.recordJob('editor_uploads_sweep', true);
    metrics.recordJob('bookings_sweep', false);
    const text = await body(metrics);
    expect(sample(text, 'atoll_job_runs_total', { job: 'editor_uploads_sweep' })).toBe(1);
    expect(sample(text, 'atoll_job_failures_total', { job: 'editor_uploads_sweep' })).toBeUndefined();
    expect(sample(text, 'atoll_job_runs_total', { job: 'bookings_sweep' })).toBe(1);
    expect(sample(text, 'atoll_job_failures_total', { job: 'bookings_sweep' })).toBe(1);
  });
});
