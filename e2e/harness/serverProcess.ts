/**
 * Runs the built server (`node server/dist/main.js`) as `npm start` does, on a
 * free port, and knows when it is ready: GET /api/v1/ui/countries answers.
 * During an e2e run its whole output also goes to a file in the run's directory,
 * which the end-of-run scan reads for secrets (globalSetup.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SERVER_DIR, SERVER_MAIN, assertBuilt } from './paths';
import { runDir } from './secrets';
import type { DatabaseEnv } from './database';

export interface ServerOptions {
  database: DatabaseEnv;
  smtpUrl?: string;
  /** Expo's push API stand-in (EXPO_PUSH_URL); without it the server has no push provider. */
  expoPushUrl?: string;
  /** Web Push (VAPID_*): the key pair and subject, and the certificate file of the local push service the server trusts (NODE_EXTRA_CA_CERTS). */
  webPush?: { publicKey: string; privateKey: string; subject: string; caFile: string };
  /** The built console to serve. @default console/dist (the server's own default) */
  staticDir?: string;
  /** Reuse a port (a restart keeps the same URL, so stored links stay valid). */
  port?: number;
  /** Names the run's log file of this process (`server-<logName>-<pid>-<n>.log`). @default 'server' */
  logName?: string;
  readyTimeoutMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  /** What the process wrote to stdout and stderr (the last LOG_CHUNKS_KEPT chunks). */
  logs(): string;
  /** Every line the server logged at level 'error' (a 5xx it answered, a crash), never trimmed. */
  errorLines(): string[];
  stop(): Promise<void>;
}

/** How many output chunks we keep: enough to explain a failure, bounded for long runs. */
const LOG_CHUNKS_KEPT = 400;

export const SERVER_LOG_PREFIX = 'server-';
let processesStarted = 0;

/** The file this process's whole output goes to during an e2e run, else nothing. */
function openRunLog(logName = 'server'): { write(text: string): void; close(): void } {
  const dir = runDir();
  if (!dir) return { write: () => undefined, close: () => undefined };
  mkdirSync(dir, { recursive: true });
  const name = `${SERVER_LOG_PREFIX}${logName.replace(/[^\w.-]+/g, '-')}-${process.pid}-${++processesStarted}.log`;
  let fd: number | undefined = openSync(path.join(dir, name), 'a');
  return {
    write: (text) => {
      if (fd !== undefined) writeSync(fd, text);
    },
    close: () => {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function serverEnv(options: ServerOptions, url: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), PUBLIC_URL: url, MAIL_FROM: 'Atoll <no-reply@atoll.test>' };
  // The parent's own database settings must not leak into the child.
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  delete env.NODE_OPTIONS;
  Object.assign(env, options.database);
  // The sign-up's proof of work per attempt (ALTCHA_COST, a deployment setting: 1,000 PBKDF2 iterations by default)
  // is cut to 10, as for the server suite's built server (ALTCHA_COST 1): the walks sign up some 16 companies, and at
  // the default each solve took about 1.6 CPU-s in the test's process (pbkdf2, a CPU profile of hotel-content). The
  // challenge, the widget's solving in the browser and the server's check run as they do in production.
  env.ALTCHA_COST = '10';
  delete env.GUEST_APP_URL;
  if (options.staticDir) env.STATIC_DIR = options.staticDir;
  else delete env.STATIC_DIR;
  if (options.smtpUrl) env.SMTP_URL = options.smtpUrl;
  else delete env.SMTP_URL;
  // Push goes only to the local stand-in, never to a real provider.
  for (const key of ['EXPO_PUSH_URL', 'EXPO_ACCESS_TOKEN', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT']) delete env[key];
  if (options.expoPushUrl) env.EXPO_PUSH_URL = options.expoPushUrl;
  if (options.webPush) {
    Object.assign(env, { VAPID_PUBLIC_KEY: options.webPush.publicKey, VAPID_PRIVATE_KEY: options.webPush.privateKey, VAPID_SUBJECT: options.webPush.subject });
    env.NODE_EXTRA_CA_CERTS = options.webPush.caFile;
  }
  return env;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number, logs: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was ready. Its log:\n${logs()}`);
    }
    try {
      const response = await fetch(`${url}/api/v1/ui/countries`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`The server was not ready within ${timeoutMs} ms. Its log:\n${logs()}`);
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  assertBuilt();
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const chunks: string[] = [];
  const logs = () => chunks.join('');
  const errorLines: string[] = [];
  let partialLine = '';

  const runLog = openRunLog(options.logName);
  // cwd = server/, like `npm run serve -w server`.
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: SERVER_DIR,
    env: serverEnv(options, url, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    runLog.write(text);
    chunks.push(text);
    if (chunks.length > LOG_CHUNKS_KEPT) chunks.splice(0, chunks.length - LOG_CHUNKS_KEPT);
    // The server logs one JSON object per line (server/src/http/errors.ts).
    const complete = (partialLine + text).split('\n');
    partialLine = complete.pop() ?? '';
    errorLines.push(...complete.filter((line) => line.includes('"level":"error"')));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // After 'close' the process wrote everything it ever will (both pipes ended).
  child.once('close', () => runLog.close());

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited(child);
    clearTimeout(killed);
  };

  try {
    await waitUntilReady(url, child, options.readyTimeoutMs ?? 90_000, logs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, logs, errorLines: () => [...errorLines], stop };
}
