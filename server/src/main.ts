/** Entry point: reads the environment, opens and migrates the database, serves HTTP. */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { createApp } from './app';
import type { AppDeps } from './deps';
import { createAltcha } from './captcha/altcha';
import type { CaptchaVerifier } from './captcha/captcha';
import { createRecaptcha } from './captcha/recaptcha';
import { KEEP_ALIVE_TIMEOUT_MS, loadConfig, type Config } from './config';
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
import { serveBackups } from './backupSocket';
import { createTraffic } from './shutdown';

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
  const traffic = createTraffic();
  /** The background workers /readyz reports; each false once stopped. */
  const workers: Record<string, boolean> = {};
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
    trustProxyHops: config.trustProxyHops,
    translator: config.translateUrl ? createLibreTranslate({ url: config.translateUrl, apiKey: config.translateApiKey }) : undefined,
    mapTiles: createTileProvider({ url: config.mapTileUrl, attribution: config.mapTileAttribution, contact: config.mapTileContact, version: SERVER_VERSION }),
    readiness: { stopping: traffic.stopping, workers: () => ({ ...workers }) },
  };
  const app = createApp(deps);
  // Stale New requests expire and overdue ones e-mail even when nobody reads the list (reads sweep too).
  const stopSweeper = startSweeper(deps, options.sweepIntervalMs?.bookings);
  // Trackers' positions past the history bound go even for a company whose trackers have all stopped posting.
  const stopPositionSweeper = startPositionSweeper(deps, options.sweepIntervalMs?.positions);
  // App Editor uploads that no saved version ever used go after a day (EDITOR_UPLOAD_GRACE_MS).
  const stopEditorUploadSweeper = startEditorUploadSweeper(deps, options.sweepIntervalMs?.editorUploads);
  // Campaign pushes leave from the outbox in the background; without EXPO_PUSH_URL / VAPID_* they wait as queued.
  startDeliveryWorker({ db, logger, providers: loadPushProviders(config) });
  Object.assign(workers, { bookingsSweep: true, positionSweep: true, editorUploadSweep: true, delivery: true });
  // The embedded database's online backup (npm run backup) on a local-only socket; PostgreSQL has pg_dump.
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  const stopBackups = client instanceof PGlite ? await serveBackups(client, config.dataDir, logger) : async () => {};
  // /metrics without a token, reachable from this machine only (METRICS_PORT; ADR 0055).
  const metricsListener = config.metricsPort
    ? startMetricsListener(metrics, config.metricsPort, (port) => logger.info(`Metrics on http://127.0.0.1:${port}/metrics`))
    : undefined;
  const server = serve({ fetch: traffic.track(app.fetch), port: config.port }, (info) => {
    logger.info(`Atoll listening on http://localhost:${info.port}`, {
      database: config.databaseUrl ? 'postgresql' : `pglite ${config.dataDir}`,
      staticDir: config.staticDir,
    });
    if (!config.translateUrl) logger.info('TRANSLATE_URL is not set: Auto Translate is hidden in the console (see docs/server.md)');
  });
  (server as Server).keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  /**
   * A graceful stop (docs/deploy.md › Stopping): /readyz answers 503 at once and, after SHUTDOWN_DELAY_MS, no new
   * connections are accepted; live streams end with a `retry:` hint; the requests under way are answered (every
   * answer from now on closes its connection) for up to SHUTDOWN_GRACE_MS, then what is left is dropped; the
   * workers finish their turn (the delivery worker records its outcomes), a backup under way completes, and only
   * then the database closes, so no request or job meets a closed pool.
   */
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      const http = server as Server;
      const deadline = Date.now() + config.shutdownDelayMs + config.shutdownGraceMs;
      traffic.beginStop();
      logger.info('Stopping', { inFlight: traffic.inFlight(), streams: traffic.openStreams() });
      if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
      let closed = false;
      http.close(() => {
        closed = true;
      });
      traffic.endStreams();
      await traffic.drained(Math.max(0, deadline - Date.now()));
      // Answers still being written finish; a connection goes as soon as it is idle (answers since the stop
      // began said `Connection: close`); at the deadline whatever is left is dropped.
      while (!closed && Date.now() < deadline) {
        http.closeIdleConnections();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      http.closeAllConnections();
      const stopped = async (name: string, stopIt: () => Promise<void>) => {
        await stopIt();
        workers[name] = false;
      };
      await stopped('bookingsSweep', stopSweeper);
      await stopped('positionSweep', stopPositionSweeper);
      await stopped('editorUploadSweep', stopEditorUploadSweeper);
      await stopped('delivery', stopDeliveryWorker);
      await stopBackups();
      await channel.close();
      await metricsListener?.close();
      await database.close();
      logger.info('Stopped', {});
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('Stop failed', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
          process.exit(1);
        },
      );
    });
  }
  return { server, stop };
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  start().catch((error: unknown) => {
    createLogger().error('Failed to start', { error: describeError(error) });
    process.exit(1);
  });
}
