/**
 * GET /metrics, the Prometheus exposition (docs/server.md › Logs and metrics, ADR 0055). Never public:
 * - METRICS_TOKEN set: served on the main port to `Authorization: Bearer <METRICS_TOKEN>` only (401 otherwise);
 * - METRICS_PORT set: served without a token on a second listener bound to 127.0.0.1 (main.ts);
 * - neither: not served (404 on the main port).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../deps';
import { HttpError, notFound } from '../http/errors';
import type { Metrics } from '../http/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison of the presented token with the configured one (any lengths). */
export function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

async function exposition(c: Context, metrics: Metrics): Promise<Response> {
  const { body, contentType } = await metrics.exposition();
  return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
}

/** The main port's /metrics: the token, or nothing. */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => {
    if (!token) throw notFound();
    const given = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!given || !sameToken(given, token)) throw new HttpError(401, {}, { 'WWW-Authenticate': 'Bearer realm="metrics"' });
    return exposition(c, metrics);
  });
  return app;
}

/** The internal listener (METRICS_PORT, 127.0.0.1 only): /metrics without a token, nothing else. */
export function startMetricsListener(metrics: Metrics, port: number, onListening?: (port: number) => void): { close(): Promise<void> } {
  const app = new Hono();
  app.get('/metrics', (c) => exposition(c, metrics));
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => onListening?.(info.port)) as Server;
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
