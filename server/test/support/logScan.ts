/**
 * The server project's log scan, a worker's side (issue 22: no secrets, tokens or passwords in any log line).
 * Every JSON line the servers of a test file write is kept — the in-process servers' and workers' (startTestServer,
 * or scannedLogger for a test that builds its app or worker by hand: the production logger, redaction included,
 * writing here) and the child processes' (watchChildLogs) — and every
 * secret the file handles is recorded (secretRegistry: Node's fetch to 127.0.0.1, the keys a server is
 * configured with). After the file (logScanSetup.ts) the lines go to `log-<pid>-<n>.jsonl` in the run's
 * directory; logScanGlobalSetup.ts scans them all at the end of the run. Outside a server-project run
 * (no directory provided) nothing is kept.
 */
import type { ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { secretRegistry } from '../../../scripts/secretRegistry';
import type { Logger } from '../../src/http/errors';
import { createLogger } from '../../src/http/logger';

export const LOG_FILE_PREFIX = 'log-';

let dir: string | undefined;
const lines: string[] = [];
let flushes = 0;

/** Set by logScanSetup.ts from the run's provided directory. */
export function setLogScanDir(value: string | undefined): void {
  dir = value;
}

export const { recordSecret, recordSecretsIn, watchFetch } = secretRegistry(() => dir);

/** Keeps what a server wrote (one or more JSON lines) for the end-of-run scan. */
export function collectLog(text: string): void {
  if (!dir) return;
  for (const line of text.split('\n')) if (line.trim()) lines.push(line);
}

/**
 * The Logger of a test's own app, worker or channel: the production JSON logger (its redaction included) writing
 * into this file's kept lines, so the run's scan reads them like a server's. `also` gets every call as well, for
 * a test that reads what was logged.
 */
export function scannedLogger(also?: Logger): Logger {
  const production = createLogger({ destination: { write: collectLog } });
  return {
    info: (message, extra) => {
      production.info(message, extra);
      also?.info(message, extra);
    },
    error: (message, extra) => {
      production.error(message, extra);
      also?.error(message, extra);
    },
  };
}

/** Keeps a child process's output (its JSON log lines and whatever else it prints) and records the secrets of its environment. */
export function watchChildLogs(child: ChildProcess, env: Record<string, string | undefined>): void {
  if (!dir) return;
  recordSecretsIn('child environment', env);
  let pending = '';
  const read = (chunk: Buffer) => {
    const text = pending + chunk.toString();
    const end = text.lastIndexOf('\n');
    pending = text.slice(end + 1);
    if (end >= 0) collectLog(text.slice(0, end));
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  child.once('exit', () => collectLog(pending));
}

/** Writes the lines kept so far to the run's directory (after each test file). */
export function flushLogs(): void {
  if (!dir || lines.length === 0) return;
  flushes += 1;
  appendFileSync(path.join(dir, `${LOG_FILE_PREFIX}${process.pid}-${flushes}.jsonl`), `${lines.join('\n')}\n`);
  lines.length = 0;
}
