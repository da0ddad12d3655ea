/**
 * The server project's end-of-run log scan can fail (issue 22: no secrets, tokens or passwords in any log
 * line): over a sample run directory — the secrets a worker recorded (a session token the API answered, a
 * password it was sent, the VAPID and metrics keys a server was configured with) and the JSON lines its
 * servers wrote — a clean log passes, and each planted secret is found with its kind, file and line, masked.
 * The sample run has its own directory: what this file's own servers write goes to the real run's scan.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { describeHits } from '../../scripts/logScan';
import { secretRegistry } from '../../scripts/secretRegistry';
import { LOG_FILE_PREFIX } from './support/logScan';
import { scanServerRun } from './support/logScanGlobalSetup';

const requestLine = (extra = '') =>
  `{"level":"info","time":"2026-11-29T15:00:00.000Z","pid":1,"hostname":"h","method":"POST","route":"/api/v1/auth/login","status":200,"duration_ms":3.1,"request_id":"0b6c2c1e-7d1a-4f5e-9a51-1d2f3e4a5b6c"${extra},"msg":"request"}`;

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it('passes a clean run and names every planted secret by kind, file and line, masked', () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-server-logscan-'));
  const run = dir;
  const { recordSecretsIn, recordSecretsInBody } = secretRegistry(() => run);
  const sessionToken = `srv-session-${Date.now()}-planted`;
  const vapidKey = 'vApIdPrIvAtEkEy-0123456789abcdef';
  recordSecretsIn('answer', { user: { id: 1 }, auth_token: { token: sessionToken, expires_at: '2026-12-01T00:00:00Z' } });
  recordSecretsInBody('fetch body', JSON.stringify({ company: 'lagoon', username: 'owner', password: 'Lagoon-ab12-2026' }));
  recordSecretsIn('server configuration', { metricsToken: 'metrics-token-0123456789', providers: { webPush: { publicKey: 'BPub', privateKey: vapidKey, subject: 'mailto:a@b.c' } } });

  const log = (name: string, lines: string[]) => writeFileSync(path.join(run, `${LOG_FILE_PREFIX}${name}.jsonl`), `${lines.join('\n')}\n`);
  log('1-1', [requestLine(), '{"level":"info","msg":"sent","password":"[Redacted]","token":"[Redacted]"}']);
  expect(scanServerRun(run)).toMatchObject({ hits: [], secrets: 4, lines: 2 });

  log('2-1', [requestLine(), requestLine(`,"note":"${sessionToken}"`), `{"level":"error","msg":"push failed with ${vapidKey}"}`]);
  log('2-2', ['{"level":"info","msg":"metrics scraped by metrics-token-0123456789"}', '{"level":"info","msg":"login failed for Lagoon-ab12-2026"}']);
  const { hits } = scanServerRun(run);
  expect(hits.map((h) => [path.basename(h.file), h.line, h.what])).toEqual([
    ['log-2-1.jsonl', 2, 'answer: token'],
    ['log-2-1.jsonl', 3, 'server configuration: privateKey'],
    ['log-2-2.jsonl', 1, 'server configuration: metricsToken'],
    ['log-2-2.jsonl', 2, 'fetch body: password'],
  ]);
  const report = describeHits(hits);
  for (const secret of [sessionToken, vapidKey, 'metrics-token-0123456789', 'Lagoon-ab12-2026']) expect(report).not.toContain(secret);
  expect(report).toContain(`"note":"[${sessionToken.length} chars]"`);
});
