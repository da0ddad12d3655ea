/**
 * GET /metrics (http/metrics.ts, routes/metrics.ts; ADR 0055): the Prometheus exposition behind METRICS_TOKEN,
 * requests counted and timed by route pattern, method and status, the outboxes' depth and age, open streams,
 * background jobs; not served without a token, and on METRICS_PORT's listener (127.0.0.1) without one.
 * On PostgreSQL (DATABASE_URL set) the pool's gauges are there too; on PGlite there is no pool to report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TV_STREAM_EVENT } from '@atoll/contract';
import { createApp } from '../src/app';
import type { AppDeps } from '../src/deps';
import { outbox } from '../src/db/schema';
import { countJobs, createMetrics, jobRun } from '../src/http/metrics';
import { startMetricsListener } from '../src/routes/metrics';
import { apiClient, type ApiClient } from './support/client';
import { createTenant, type Tenant } from './support/fixtures';
import { scannedLogger } from './support/logScan';
import { startTestServer, type TestServer } from './support/server';
import { openSse } from './support/sse';

const TOKEN = 'metrics-test-token-4d8e2a';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => {
  server = await startTestServer({ metricsToken: TOKEN });
  api = apiClient(server.url);
  owner = await createTenant(api, server.url, 'metrics-co');
});
afterAll(() => server.close());

const scrape = (headers: Record<string, string> = { Authorization: `Bearer ${TOKEN}` }) => fetch(`${server.url}/metrics`, { headers });
const exposition = async () => {
  const res = await scrape();
  expect(res.status).toBe(200);
  return res.text();
};

/** The value of the sample `name` whose labels include `labels` (undefined: no such sample). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('answers 401 without the token or with another, the exposition with it', async () => {
    const none = await scrape({});
    expect(none.status).toBe(401);
    expect(none.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    expect((await scrape({ Authorization: 'Bearer not-the-token' })).status).toBe(401);
    expect((await scrape({ Authorization: TOKEN })).status).toBe(401);
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).toContain('# TYPE atoll_http_requests_total counter');
  });

  it('counts and times requests by route pattern, method and status, never by raw path', async () => {
    const bogus = 'no-such-tv-token-77aa';
    for (let i = 0; i < 3; i += 1) expect((await api.get(`display/tv/${bogus}/manifest`)).status).toBe(404);
    expect((await api.get('auth/me', { token: owner.token })).status).toBe(200);
    const text = await exposition();
    const tv = { method: 'GET', route: '/api/v1/display/tv/:token/manifest', status: '404' };
    expect(sample(text, 'atoll_http_requests_total', tv)).toBe(3);
    expect(sample(text, 'atoll_http_request_duration_seconds_count', tv)).toBe(3);
    expect(sample(text, 'atoll_http_request_duration_seconds_bucket', { ...tv, le: '+Inf' })).toBe(3);
    expect(sample(text, 'atoll_http_request_duration_seconds_sum', tv)).toBeGreaterThan(0);
    expect(sample(text, 'atoll_http_requests_total', { method: 'GET', route: '/api/v1/auth/me', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'atoll_http_requests_total', { method: 'POST', route: '/api/v1/auth/signup', status: '201' })).toBe(1);
    expect(text).not.toContain(bogus);
  });

  it("reports the mail outbox's depth and the age of its oldest e-mail", async () => {
    const before = sample(await exposition(), 'atoll_outbox_depth', { outbox: 'mail' })!;
    expect(before).toBeGreaterThanOrEqual(0);
    const hourAgo = new Date(Date.now() - 3_600_000);
    await server.database.db.insert(outbox).values([1, 2].map((n) => ({ to: `queued${n}@metrics-co.test`, subject: 'Queued', text: 'Kept', createdAt: hourAgo })));
    const text = await exposition();
    expect(sample(text, 'atoll_outbox_depth', { outbox: 'mail' })).toBe(before + 2);
    expect(sample(text, 'atoll_outbox_oldest_age_seconds', { outbox: 'mail' })).toBeGreaterThanOrEqual(3600);
    expect(sample(text, 'atoll_outbox_depth', { outbox: 'push' })).toBe(0);
    expect(sample(text, 'atoll_outbox_oldest_age_seconds', { outbox: 'push' })).toBe(0);
  });

  it('counts an open stream while it is open: 1, then 0 once the client has gone', async () => {
    const tv = await api.post('tvs', { name: 'Metrics lobby' }, { token: owner.token });
    expect(tv.status).toBe(201);
    const stream = await openSse(`${server.url}/api/v1/display/tv/${String(tv.body.data.url).split('/tv/')[1]}/stream`, TV_STREAM_EVENT);
    try {
      await stream.until(() => stream.events.length === 1);
      expect(sample(await exposition(), 'atoll_open_streams', { stream: TV_STREAM_EVENT })).toBe(1);
    } finally {
      await stream.close();
    }
    await expect.poll(async () => sample(await exposition(), 'atoll_open_streams', { stream: TV_STREAM_EVENT }), { timeout: 5_000 }).toBe(0);
  });

  it("reports the PostgreSQL pool's connections in use and waiting (PGlite has no pool: no such series)", async () => {
    const text = await exposition();
    if (server.database.kind === 'postgres') {
      expect(sample(text, 'atoll_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'atoll_db_pool_in_use')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'atoll_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('atoll_db_pool_');
    }
  });
});

describe('without METRICS_TOKEN', () => {
  const deps = { db: {}, publicUrl: '', guestAppUrl: '', captcha: { info: () => ({ provider: 'altcha' }) }, mailer: {}, logger: scannedLogger() };

  it('the main port answers 404, so nothing is public', async () => {
    const app = createApp(deps as unknown as AppDeps);
    expect((await app.request('/metrics')).status).toBe(404);
    expect((await app.request('/metrics', { headers: { Authorization: 'Bearer anything' } })).status).toBe(404);
  });

  it('METRICS_PORT serves them without a token on 127.0.0.1 only', async () => {
    const metrics = createMetrics();
    const app = createApp({ ...deps, metrics } as unknown as AppDeps);
    await app.request('/api/v1/nothing-here');
    let port = 0;
    const listener = startMetricsListener(metrics, 0, (p) => (port = p));
    try {
      await expect.poll(() => port).toBeGreaterThan(0);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(sample(await res.text(), 'atoll_http_requests_total', { method: 'GET', route: '/api/v1/*', status: '404' })).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/auth/me`)).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});

describe('background jobs', () => {
  it('count their runs and failures in the metrics that count jobs', async () => {
    const metrics = createMetrics();
    const stop = countJobs(metrics);
    try {
      await jobRun('bookings_sweep', async () => {});
      await jobRun('bookings_sweep', async () => {});
      await expect(jobRun('bookings_sweep', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    } finally {
      stop();
    }
    await jobRun('bookings_sweep', async () => {});
    const { body } = await metrics.exposition();
    expect(sample(body, 'atoll_job_runs_total', { job: 'bookings_sweep' })).toBe(3);
    expect(sample(body, 'atoll_job_failures_total', { job: 'bookings_sweep' })).toBe(1);
  });
});
