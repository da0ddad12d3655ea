/** Starts the real app on a real HTTP server (127.0.0.1, a free port) over a fresh database. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createApp } from '../../src/app';
import { KEEP_ALIVE_TIMEOUT_MS } from '../../src/config';
import { createAltcha } from '../../src/captcha/altcha';
import type { CaptchaVerifier } from '../../src/captcha/captcha';
import type { AppDeps } from '../../src/deps';
import { createOutboxMailer } from '../../src/mail/mailer';
import { createTestDatabase, type TestDatabase } from './database';
import { recordSecret, recordSecretsIn, scannedLogger } from './logScan';
import { DEFAULT_PUBLIC_URL } from '@atoll/contract';

export interface LogEntry {
  level: 'info' | 'error';
  message: string;
  extra?: Record<string, unknown>;
}

export interface TestServer {
  url: string;
  database: TestDatabase;
  deps: AppDeps;
  logs: LogEntry[];
  close(): Promise<void>;
}

const TEST_HMAC_KEY = 'test-hmac-key';

export async function startTestServer(overrides: Partial<AppDeps> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const logs: LogEntry[] = [];
  // The production JSON logger's lines are kept for the run's log scan (scannedLogger), which also learns the keys
  // the server is configured with (VAPID, API and metrics tokens…).
  recordSecretsIn('server configuration', overrides);
  // Every line is kept in `logs`, and also goes to `overrides.logger` when a test passes one (the production
  // JSON logger writing to a stream: server/test/logs.test.ts).
  const logger = scannedLogger({
    info: (message, extra) => {
      logs.push({ level: 'info', message, extra });
      overrides.logger?.info(message, extra);
    },
    error: (message, extra) => {
      logs.push({ level: 'error', message, extra });
      overrides.logger?.error(message, extra);
    },
  });
  recordSecret('ALTCHA HMAC key', TEST_HMAC_KEY);
  const captcha: CaptchaVerifier =
    overrides.captcha ??
    // Cheap proof of work keeps the suite fast; the verification path is the real one.
    (await createAltcha(database.db, { hmacKey: TEST_HMAC_KEY, cost: 1, counterMax: 200 }));
  const deps: AppDeps = {
    db: database.db,
    publicUrl: 'http://console.test',
    guestAppUrl: DEFAULT_PUBLIC_URL,
    captcha,
    mailer: createOutboxMailer(database.db, logger),
    ...overrides,
    logger,
  };
  const app = createApp(deps);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    // As in production (main.ts): with Node's 5 s, a test that spent longer on its own work (seeding rows straight
    // into the database, in this same process) could send its next request on a connection just as the server
    // closed it: 'fetch failed', ECONNRESET (seen once in CI under load, exports.test.ts). The client (Node's fetch)
    // closes idle connections itself after 4 s, safely.
    (s as Server).keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    deps,
    logs,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // close() only waits: a connection still busy (a stream the client walked away from, a request
        // body refused before it was read, a keep-alive socket mid-exchange) would hold it for seconds.
        // Every test of the file is over by now, so drop them all.
        (server as Server).closeAllConnections();
      });
      await database.destroy();
    },
  };
}

/** Solves the server's ALTCHA challenge the way the widget does, returning its payload. */
export async function solveCaptcha(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/captcha/challenge`);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('Could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
