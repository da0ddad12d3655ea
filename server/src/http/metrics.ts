/**
 * What the server exposes at /metrics (Prometheus text format, prom-client; docs/adr/0055-logs-and-metrics.md):
 * requests by route pattern, method and status, the PostgreSQL pool, the outboxes, open streams, background jobs.
 * One registry per app (tests build many apps in one process; prom-client's global registry is never used).
 */
import type { Context } from 'hono';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client';
import { outboxStats, type OutboxStats } from '../db/opsStats';
import type { Logger } from './errors';

/** The background jobs that report their runs (the sweepers and the push delivery worker). */
export type JobName = 'bookings_sweep' | 'positions_sweep' | 'editor_uploads_sweep' | 'push_delivery';

/** Request durations in seconds: 5 ms … 10 s (uploads and exports reach seconds on a loaded PGlite). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface MetricsOptions {
  /** Where the outbox depths and (on PostgreSQL) the pool figures are read. */
  db?: Db;
  /** Node's process metrics (CPU, memory, event loop lag, GC): main.ts only, once per process. @default false */
  processMetrics?: boolean;
  /** Where a failed outbox read during a scrape is reported (the scrape still answers, without those series). */
  logger?: Logger;
  /** The clock of the outboxes' oldest-item age. @default Date.now */
  now?: () => number;
}

export interface Metrics {
  readonly registry: Registry;
  /** One answered request: `route` is the matched route pattern, never the raw path. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A server-sent stream opened; the answer closes it (idempotent). */
  streamOpened(stream: string): () => void;
  /** One run of a background job. */
  recordJob(job: JobName, ok: boolean): void;
  /** The exposition text, and its content type. */
  exposition(): Promise<{ body: string; contentType: string }>;
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'atoll_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status', labelNames, registers });
  const durations = new Histogram({
    name: 'atoll_http_request_duration_seconds',
    help: 'Time until the answer started (a stream: until it opened), by method, route pattern and status',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const streams = new Gauge({ name: 'atoll_open_streams', help: 'Server-sent event streams open now, by stream (bookings, trackers, tv)', labelNames: ['stream'], registers });
  const jobRuns = new Counter({ name: 'atoll_job_runs_total', help: 'Runs of a background job (sweepers, push delivery turns)', labelNames: ['job'], registers });
  const jobFailures = new Counter({ name: 'atoll_job_failures_total', help: 'Runs of a background job that failed (its error is in the log)', labelNames: ['job'], registers });

  const { db, logger } = options;
  if (db) {
    const now = options.now ?? Date.now;
    // Both outbox gauges are filled from one read per scrape (prom-client collects the metrics concurrently).
    let reading: Promise<OutboxStats | undefined> | undefined;
    const read = () =>
      (reading ??= outboxStats(db)
        .catch((error: unknown) => {
          logger?.error('Metrics: the outboxes could not be read', { error: error instanceof Error ? error.message : String(error) });
          return undefined;
        })
        .finally(() => {
          reading = undefined;
        }));
    new Gauge({
      name: 'atoll_outbox_depth',
      help: 'Items waiting in an outbox: mail (e-mails kept without SMTP_URL), push (campaign messages queued or sending)',
      labelNames: ['outbox'],
      registers,
      async collect() {
        this.reset();
        const stats = await read();
        if (stats) for (const [outbox, { depth }] of Object.entries(stats)) this.set({ outbox }, depth);
      },
    });
    new Gauge({
      name: 'atoll_outbox_oldest_age_seconds',
      help: 'Age of the oldest item waiting in an outbox (0 when it is empty)',
      labelNames: ['outbox'],
      registers,
      async collect() {
        this.reset();
        const stats = await read();
        if (stats) for (const [outbox, { oldest }] of Object.entries(stats)) this.set({ outbox }, oldest ? Math.max(0, (now() - oldest.getTime()) / 1000) : 0);
      },
    });
    // PostgreSQL's pool (pg.Pool, max 20). PGlite is one embedded connection: no pool to report.
    const client = (db as unknown as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      const pool = client;
      new Gauge({ name: 'atoll_db_pool_connections', help: 'PostgreSQL pool connections open now', registers, collect() { this.set(pool.totalCount); } });
      new Gauge({ name: 'atoll_db_pool_in_use', help: 'PostgreSQL pool connections lent to a query or transaction now', registers, collect() { this.set(pool.totalCount - pool.idleCount); } });
      new Gauge({ name: 'atoll_db_pool_waiting', help: 'Queries waiting for a free PostgreSQL pool connection now', registers, collect() { this.set(pool.waitingCount); } });
    }
  }
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'atoll_' });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const labels = { method: KNOWN_METHODS.has(method) ? method : 'OTHER', route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    streamOpened(stream) {
      streams.inc({ stream });
      let open = true;
      return () => {
        if (open) streams.dec({ stream });
        open = false;
      };
    },
    recordJob(job, ok) {
      jobRuns.inc({ job });
      if (!ok) jobFailures.inc({ job });
    },
    async exposition() {
      return { body: await registry.metrics(), contentType: registry.contentType };
    },
  };
}

/* ── Background jobs ─────────────────────────────────────────────────────────────────────────────── */

const jobListeners = new Set<Metrics>();

/** The metrics that count the process's background jobs (main.ts: its app's); answers the unsubscribe. */
export function countJobs(metrics: Metrics): () => void {
  jobListeners.add(metrics);
  return () => jobListeners.delete(metrics);
}

/** One run of a job, to whatever counts jobs (nothing in tests that do not ask). */
export function recordJob(job: JobName, ok: boolean): void {
  for (const metrics of jobListeners) metrics.recordJob(job, ok);
}

/** Runs one turn of a job and records it: failed when it throws (the error goes on to the caller, which logs it). */
export async function jobRun<T>(job: JobName, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    recordJob(job, true);
    return result;
  } catch (error) {
    recordJob(job, false);
    throw error;
  }
}

/* ── Streams ─────────────────────────────────────────────────────────────────────────────────────── */

const requestMetrics = new WeakMap<Context, Metrics>();

/** The request log middleware names the app's metrics for the request (so liveStream can count). */
export function bindMetrics(c: Context, metrics: Metrics): void {
  requestMetrics.set(c, metrics);
}

/** A stream of this request opened; the answer closes it. Counted in the app's metrics (none: nothing). */
export function streamOpened(c: Context, stream: string): () => void {
  return requestMetrics.get(c)?.streamOpened(stream) ?? (() => {});
}
