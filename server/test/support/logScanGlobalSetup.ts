/**
 * The server project's log scan, first and last step (vitest globalSetup of the 'server' project; issue 22:
 * no secrets, tokens or passwords in any log line). First: a fresh directory for the run, provided to every
 * worker (logScanSetup.ts). Last: every server log line the workers kept (logScan.ts) is scanned for every
 * secret they recorded and for generic secret shapes (scripts/logScan.ts, the e2e run's rules); any hit fails
 * the run (exit code 1), naming the secret's kind, the file and the line, the secret masked. A clean run's
 * directory is removed; a failed one's stays for reading.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { describeHits, scanLogs } from '../../../scripts/logScan';
import { readRecordedSecrets } from '../../../scripts/secretRegistry';
import { LOG_FILE_PREFIX } from './logScan';

declare module 'vitest' {
  export interface ProvidedContext {
    serverLogScanDir: string;
  }
}

/** Reads a run's directory and scans it: the hits, and what was scanned (for the summary line). */
export function scanServerRun(dir: string) {
  const secrets = readRecordedSecrets(dir);
  const logs = readdirSync(dir)
    .filter((name) => name.startsWith(LOG_FILE_PREFIX))
    .map((name) => ({ name: path.join(dir, name), text: readFileSync(path.join(dir, name), 'utf8') }));
  const lines = logs.reduce((sum, log) => sum + log.text.split('\n').length - 1, 0);
  return { hits: scanLogs(logs, secrets), secrets: secrets.length, lines };
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-server-logs-'));
  project.provide('serverLogScanDir', dir);

  return () => {
    const started = performance.now();
    const { hits, secrets, lines } = scanServerRun(dir);
    const took = `${Math.round(performance.now() - started)} ms`;
    if (hits.length > 0) {
      // vitest reports an error thrown here but still exits 0: the exit code is what fails the run (and CI).
      process.exitCode = 1;
      console.error(`\nserver log scan FAILED: secrets in ${hits.length} server log lines of this run (logs in ${dir}):\n${describeHits(hits)}\n`);
      return;
    }
    console.log(`server log scan: ${lines} server log lines, ${secrets} recorded secrets, no secret found (${took})`);
    rmSync(dir, { recursive: true, force: true });
  };
}
