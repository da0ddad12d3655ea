/** Entry point: reads the environment, opens and migrates the database, serves HTTP. */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { createApp } from './app';
import type { AppDeps } from './deps';
import { createAltcha } from './captcha/altcha';
import type { CaptchaVerifier } from './captcha/captcha';
import { createRecaptcha } from './captcha/recaptcha';
import { loadConfig, type Config } from './config';
import { openDatabase, type Db } from './db/client';
import { appSecrets } from './db/schema';
import { consoleLogger } from './http/errors';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { startSweeper } from './services/bookings/sweep';
import { createLibreTranslate } from './services/translate';

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

export async function start(config: Config = loadConfig()) {
  const logger = consoleLogger;
  const database = await openDatabase(config);
  await database.migrate();
  const { db } = database;
  const deps: AppDeps = {
    db,
    publicUrl: config.publicUrl,
    guestAppUrl: config.guestAppUrl,
    staticDir: config.staticDir,
    captcha: await captchaFor(config, db),
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, logger),
    logger,
    translator: config.translateUrl ? createLibreTranslate({ url: config.translateUrl, apiKey: config.translateApiKey }) : undefined,
  };
  const app = createApp(deps);
  // Stale New requests expire and overdue ones e-mail even when nobody reads the list (reads sweep too).
  const stopSweeper = startSweeper(deps);
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    logger.info(`Atoll listening on http://localhost:${info.port}`, {
      database: config.databaseUrl ? 'postgresql' : `pglite ${config.dataDir}`,
      staticDir: config.staticDir,
    });
    if (!config.translateUrl) logger.info('TRANSLATE_URL is not set: Auto Translate is hidden in the console (see docs/server.md)');
  });
  const stop = async () => {
    server.close();
    await stopSweeper();
    await database.close();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stop().then(() => process.exit(0));
    });
  }
  return { server, stop };
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  start().catch((error: unknown) => {
    consoleLogger.error('Failed to start', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  });
}
