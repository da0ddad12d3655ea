/**
 * The whole product as a hotel meets it: the built server on a fresh database,
 * sending its e-mail to a local SMTP sink and its push notifications to local
 * stand-ins of Expo's push API and of a Web Push service (HTTPS on 127.0.0.1, its
 * certificate trusted by the server), restartable on the same data.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { createFreshDatabase, type FreshDatabase } from './database';
import { assertBuilt, snapshotConsole } from './paths';
import { startServer, type RunningServer } from './serverProcess';
import { startSmtpSink, type SmtpSink } from './smtpSink';
import { apiClient, type ApiClient } from './api';
import { recordSecret } from './secrets';
import { startFakeExpo, startWebPushService, type FakeExpo, type WebPushService } from '../../server/test/support/pushStandIns';

export interface Product {
  url: string;
  api: ApiClient;
  mail: SmtpSink;
  /** What the server sent to Expo (the campaigns' deliveries). */
  push: FakeExpo;
  /** The Web Push service the guest web app's subscriptions point at (`webPush.subscribe()`), and what arrived there, decrypted. */
  webPush: WebPushService;
  /** The server's VAPID key pair and `mailto:` subject. */
  vapid: { publicKey: string; privateKey: string; subject: string };
  database: FreshDatabase;
  /** Server output so far (all runs), to explain a failure. */
  logs(): string;
  /** Lines the server logged at level 'error', all runs. */
  errorLines(): string[];
  /**
   * Stops the server and starts it again on the same data and the same port; `whileDown` runs between the two (what a
   * client does while the server is gone).
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  /** Stops everything and removes the database. */
  close(): Promise<void>;
}

export interface ProductOptions {
  /** PostgreSQL server to create the run's database on. @default process.env.E2E_DATABASE_URL (PGlite when unset) */
  postgresAdminUrl?: string;
  /** Names the server's log files in the run's directory (the walk's file). @default 'server' */
  logName?: string;
  /** Another build of the console to serve (a benchmark comparing two builds). @default console/dist */
  consoleDist?: string;
}

export async function startProduct({ postgresAdminUrl = process.env.E2E_DATABASE_URL, logName, consoleDist }: ProductOptions = {}): Promise<Product> {
  assertBuilt(consoleDist ? { consoleDist } : {});
  const staticCopy = await snapshotConsole(consoleDist);
  const mail = await startSmtpSink();
  const push = await startFakeExpo();
  const webPush = await startWebPushService();
  const certDir = mkdtempSync(path.join(os.tmpdir(), 'atoll-e2e-push-'));
  const caFile = path.join(certDir, 'push-service.pem');
  writeFileSync(caFile, webPush.certificate);
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@atoll.test' };
  recordSecret('VAPID private key', vapid.privateKey);
  const closePush = async () => {
    await Promise.all([push.close(), webPush.close()]);
    rmSync(certDir, { recursive: true, force: true });
  };
  const database = await createFreshDatabase(postgresAdminUrl).catch(async (error: unknown) => {
    await mail.close();
    await closePush();
    await staticCopy.remove();
    throw error;
  });
  const options = { database: database.env, smtpUrl: mail.url, expoPushUrl: push.url, webPush: { ...vapid, caFile }, staticDir: staticCopy.dir, logName };
  const previousLogs: string[] = [];
  const previousErrors: string[] = [];
  let server: RunningServer | undefined;
  try {
    server = await startServer(options);
  } catch (error) {
    await mail.close();
    await closePush();
    await database.drop();
    await staticCopy.remove();
    throw error;
  }
  const port = server.port;
  const current = () => {
    if (!server) throw new Error('The server is not running');
    return server;
  };

  return {
    url: current().url,
    api: apiClient(current().url),
    mail,
    push,
    webPush,
    vapid,
    database,
    logs: () => [...previousLogs, server?.logs() ?? ''].join('\n--- restart ---\n'),
    errorLines: () => [...previousErrors, ...(server?.errorLines() ?? [])],
    async restart(whileDown) {
      const running = current();
      await running.stop();
      previousLogs.push(running.logs());
      previousErrors.push(...running.errorLines());
      server = undefined;
      await whileDown?.();
      server = await startServer({ ...options, port });
    },
    async close() {
      await server?.stop();
      await mail.close();
      await closePush();
      await database.drop();
      await staticCopy.remove();
    },
  };
}
