/**
 * The end-of-run secrets scan can fail: a secret planted in a server log is found, with its file and line,
 * as written and URL-encoded, and so are generic secret shapes; the logger's redacted fields and the route
 * patterns of a real log are not. The last test goes through the registry and the run's files as a run does.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scanRun } from './globalSetup';
import { describeHits, scanLogs } from '../../scripts/logScan';
import { recordSecretsIn, RUN_DIR_ENV } from './secrets';

const requestLine = (extra = '') =>
  `{"level":"info","time":"2026-11-29T15:00:00.000Z","pid":1,"hostname":"h","method":"POST","route":"/api/v1/auth/password/reset","status":200,"duration_ms":3.1,"request_id":"0b6c2c1e-7d1a-4f5e-9a51-1d2f3e4a5b6c"${extra},"msg":"request"}`;

describe('scanLogs', () => {
  it('finds a recorded secret with its file and line, as written and URL-encoded, and masks it in the excerpt', () => {
    const token = 'tv+Link/Zk9=abc123';
    const log = [requestLine(), requestLine(`,"note":"opened ${token}"`), requestLine(), `{"msg":"GET ${encodeURIComponent(token)}"}`].join('\n');
    const hits = scanLogs([{ name: 'server-tv.log', text: log }], [{ what: 'TV link token', value: token }]);
    expect(hits.map((h) => [h.file, h.line, h.what])).toEqual([
      ['server-tv.log', 2, 'TV link token'],
      ['server-tv.log', 4, 'TV link token'],
    ]);
    expect(hits.every((h) => !h.excerpt.includes(token) && !h.excerpt.includes(encodeURIComponent(token)))).toBe(true);
    expect(describeHits(hits)).toContain('server-tv.log:2: TV link token');
  });

  it('finds generic shapes whatever their value: Bearer, password and token fields, a TV path with its token', () => {
    const lines = [
      '{"msg":"upstream","headers":{"Authorization":"Bearer abcdef123456"}}',
      '{"msg":"form","body":"company=x&password=Hunter22&remember=1"}',
      String.raw`{"error":"Failed: {\"token\":\"9f8e7d6c5b4a\"}"}`,
      '{"msg":"cookie: atoll_session=s3cr3tvalue"}',
      '{"msg":"GET /tv/AbCdEfGhIjKlMnOp/manifest"}',
    ];
    const hits = scanLogs([{ name: 'a.log', text: lines.join('\n') }], []);
    expect(hits.map((h) => h.line)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
    expect(hits.find((h) => h.line === 1)?.what).toMatch(/Bearer|authorization/i);
    expect(hits.find((h) => h.line === 2)?.what).toContain('password');
  });

  it('passes a clean log: redacted fields, route patterns, short or absent values', () => {
    const clean = [
      requestLine(),
      '{"level":"info","msg":"request","route":"/api/v1/display/tv/:token/manifest","status":200}',
      '{"level":"info","msg":"sent","password":"[Redacted]","token":"[Redacted]","authorization":"[Redacted]"}',
      '{"level":"error","msg":"Failed query: select 1\\nparams: [not logged]","token":null}',
      '{"level":"info","msg":"Atoll listening on http://127.0.0.1:4000"}',
    ].join('\n');
    expect(scanLogs([{ name: 'clean.log', text: clean }], [{ what: 'short', value: 'abc' }, { what: 'password', value: 'Lagoon-ab12-2026' }])).toEqual([]);
  });
});

describe('a run', () => {
  const previous = process.env[RUN_DIR_ENV];
  let dir: string | undefined;
  afterEach(() => {
    if (previous === undefined) delete process.env[RUN_DIR_ENV];
    else process.env[RUN_DIR_ENV] = previous;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('fails on a session token the harness received once it shows up in any server log of the run', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-logscan-'));
    process.env[RUN_DIR_ENV] = dir;
    const sessionToken = `e2e-session-${Date.now()}-planted`;
    recordSecretsIn('answer', { data: { auth_token: { token: sessionToken, type: 'Bearer' }, tv: { url: 'http://127.0.0.1:1/tv/Zq9xTvLinkToken42' } } });
    writeFileSync(path.join(dir, 'server-walk-1-1.log'), `${requestLine()}\n${requestLine()}\n`);
    expect(scanRun(dir)).toMatchObject({ hits: [], secrets: 2, files: 1 });

    writeFileSync(path.join(dir, 'server-walk-1-2.log'), `${requestLine()}\n${requestLine(`,"oops":"${sessionToken}"`)}\n`);
    const { hits } = scanRun(dir);
    expect(hits).toEqual([expect.objectContaining({ file: path.join(dir, 'server-walk-1-2.log'), line: 2, what: 'answer: token' })]);
  });
});
