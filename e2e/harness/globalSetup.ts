/**
 * The e2e run's first and last step (vitest globalSetup of the e2e project). First: a fresh directory for
 * the run under the artifacts dir, named to every worker in ATOLL_E2E_RUN_DIR; each server process writes its
 * whole log there (serverProcess.ts) and each worker the secrets it handled (secrets.ts). Last: every line of
 * every server log of the run is scanned for every recorded secret and for generic secret shapes
 * (scripts/logScan.ts); any hit fails the run (exit code 1), naming the file and the line (issue 22: no secrets, tokens or
 * passwords in any log line). The run's directory stays for reading; only the last few runs are kept.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS_DIR } from './paths';
import { describeHits, scanLogs } from '../../scripts/logScan';
import { readRecordedSecrets } from '../../scripts/secretRegistry';
import { RUN_DIR_ENV } from './secrets';
import { SERVER_LOG_PREFIX } from './serverProcess';

const RUNS_KEPT = 5;

function pruneOldRuns(): void {
  const runs = readdirSync(ARTIFACTS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('run-'))
    .map((entry) => path.join(ARTIFACTS_DIR, entry.name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of runs.slice(RUNS_KEPT)) rmSync(old, { recursive: true, force: true });
}

/** Reads a run's directory and scans it: the hits, and what was scanned (for the summary line). */
export function scanRun(dir: string) {
  const names = readdirSync(dir);
  const secrets = readRecordedSecrets(dir);
  const logs = names.filter((name) => name.startsWith(SERVER_LOG_PREFIX)).map((name) => ({ name: path.join(dir, name), text: readFileSync(path.join(dir, name), 'utf8') }));
  const lines = logs.reduce((sum, log) => sum + log.text.split('\n').length, 0);
  return { hits: scanLogs(logs, secrets), secrets: secrets.length, files: logs.length, lines };
}

export default function setup(): () => void {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  pruneOldRuns();
  const dir = path.join(ARTIFACTS_DIR, `run-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  process.env[RUN_DIR_ENV] = dir;

  return () => {
    const { hits, secrets, files, lines } = scanRun(dir);
    if (hits.length > 0) {
      // vitest reports an error thrown here but still exits 0: the exit code is what fails the run (and CI).
      process.exitCode = 1;
      console.error(`\ne2e log scan FAILED: secrets in ${hits.length} server log lines of this run (logs in ${dir}):\n${describeHits(hits)}\n`);
      return;
    }
    console.log(`e2e log scan: ${files} server logs, ${lines} lines, ${secrets} recorded secrets, no secret found (${dir})`);
  };
}
