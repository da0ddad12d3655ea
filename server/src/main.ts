/** Entry point: reads the environment, opens and migrates the database, serves HTTP. */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { createApp } from './app';
import type { AppDeps } from './deps';
import { createAltcha } from './captcha/altcha';
import type { CaptchaVerifier } from './captcha/captcha';
import { createRecaptcha } from './captcha/recaptcha';
import { loadConfig, type Config } from './config';
import { openChannel } from './cluster/channel';
import { openDatabase, type Db } from './db/client';
import { appSecrets } from './db/schema';
import { describeError } from './http/errors';
import { createLogger } from './http/logger';
import { countJobs, createMetrics } from './http/metrics';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { startMetricsListener } from './routes/metrics';
import { startSweeper } from './services/bookings/sweep';
import { startPositionSweeper } from './services/tracking/sweep';
import { startEditorUploadSweeper } from './services/appEditor/uploads';
import { loadPushProviders, startDeliveryWorker, stopDeliveryWorker } from './services/delivery';
import { createLibreTranslate } from './services/translate';
import { createTileProvider } from './services/mapTiles';
import { SERVER_VERSION } from './version';

export { createApp } from './app';
export type { AppDeps } from './deps';

/** A secret generated once and kept in the database, so restarts and several processes agree. */
export async function persistentSecret(db: Db, key: string): Promise<string> {
  await db.insert(appSecrets).values({ key, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, key));
  return row.value;
}

async function captchaFor(config: Config, db: Db): Promise<CaptchaVerifier> {
  if (config.recaptcha) return createRecaptcha(config.recaptcha);
  return createAltcha(db, {
    hmacKey: config.altchaHmacKey ?? (await persistentSecret(db, 'altcha_hmac_key')),
    cost: config.altchaCost,
  });
}

/** Test seams of start() (server/test/instances.test.ts runs the sweeps every few hundred milliseconds). */
export interface StartOptions {
  sweepIntervalMs?: { bookings?: number; positions?: number; editorUploads?: number };
}

export async function start(config: Config = loadConfig(), options: StartOptions = {}) {
  // JSON lines on standard output (pino; ADR 0055).
  const logger = createLogger({ level: config.logLevel });
  const database = await openDatabase(config);
  await database.migrate();
  const { db } = database;
  // One registry for this process: the app's requests and streams, the outboxes, the pool, the jobs below.
  const metrics = createMetrics({ db, logger, processMetrics: true });
  countJobs(metrics);
  // Live streams and cache invalidations reach every instance on the database (LISTEN/NOTIFY; in-process on PGlite).
  const channel = await openChannel(db, { databaseUrl: config.databaseUrl, logger });
  const deps: AppDeps = {
    db,
    publicUrl: config.publicUrl,
    guestAppUrl: config.guestAppUrl,
    staticDir: config.staticDir,
    captcha: await captchaFor(config, db),
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, logger),
    logger,
    metrics,
    metricsToken: config.metricsToken,
    translator: config.translateUrl ? createLibreTranslate({ url: config.translateUrl, apiKey: config.translateApiKey }) : undefined,
    mapTiles: createTileProvider({ url: config.mapTileUrl, attribution: config.mapTileAttribution, contact: config.mapTileContact, version: SERVER_VERSION }),
  };
  const app = createApp(deps);
  const requests = inFlight();
  // Stale New requests expire and overdue ones e-mail even when nobody reads the list (reads sweep too).
  const stopSweeper = startSweeper(deps, options.sweepIntervalMs?.bookings);
  // Trackers' positions past the history bound go even for a company whose trackers have all stopped posting.
  const stopPositionSweeper = startPositionSweeper(deps, options.sweepIntervalMs?.positions);
  // App Editor uploads that no saved version ever used go after a day (EDITOR_UPLOAD_GRACE_MS).
  const stopEditorUploadSweeper = startEditorUploadSweeper(deps, options.sweepIntervalMs?.editorUploads);
  // Campaign pushes leave from the outbox in the background; without EXPO_PUSH_URL / VAPID_* they wait as queued.
  startDeliveryWorker({ db, logger, providers: loadPushProviders(config) });
  // /metrics without a token, reachable from this machine only (METRICS_PORT; ADR 0055).
  const metricsListener = config.metricsPort
    ? startMetricsListener(metrics, config.metricsPort, (port) => logger.info(`Metrics on http://127.0.0.1:${port}/metrics`))
    : undefined;
  const server = serve({ fetch: requests.track(app.fetch), port: config.port }, (info) => {
    logger.info(`Atoll listening on http://localhost:${info.port}`, {
      database: config.databaseUrl ? 'postgresql' : `pglite ${config.dataDir}`,
      staticDir: config.staticDir,
    });
    if (!config.translateUrl) logger.info('TRANSLATE_URL is not set: Auto Translate is hidden in the console (see docs/server.md)');
  });
  /**
   * A graceful stop: no new connections, idle keep-alive connections closed, the requests under way answered
   * (up to SHUTDOWN_GRACE_MS), then the remaining connections (live streams: their clients reconnect) dropped,
   * the sweepers stopped and only then the database closed, so no request meets a closed pool.
   */
  const stop = async () => {
    const http = server as Server;
    http.close();
    http.closeIdleConnections();
    await requests.drained(SHUTDOWN_GRACE_MS);
    http.closeAllConnections();
    // A request that came in on a kept-alive connection meanwhile still finishes its work.
    await requests.drained(SHUTDOWN_GRACE_MS);
    await stopSweeper();
    await stopPositionSweeper();
    await stopEditorUploadSweeper();
    await stopDeliveryWorker();
    await channel.close();
    await metricsListener?.close();
    await database.close();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stop().then(() => process.exit(0));
    });
  }
  return { server, stop };
}

/** How long a stop waits for the requests under way before it drops their connections. */
const SHUTDOWN_GRACE_MS = 3000;

/**
 * Counts the requests whose handler has not answered yet. A streamed answer (server-sent events) counts
 * until its handler returns the response, not while it streams.
 */
function inFlight() {
  let count = 0;
  let wake: (() => void) | undefined;
  return {
    track<A extends unknown[]>(fetch: (request: Request, ...rest: A) => Response | Promise<Response>) {
      return async (request: Request, ...rest: A): Promise<Response> => {
        count += 1;
        try {
          return await fetch(request, ...rest);
        } finally {
          count -= 1;
          if (count === 0) wake?.();
        }
      };
    },
    /** Resolves once no request is under way, or after `timeoutMs`. */
    drained(timeoutMs: number): Promise<void> {
      if (count === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  start().catch((error: unknown) => {
    createLogger().error('Failed to start', { error: describeError(error) });
    process.exit(1);
  });
}
