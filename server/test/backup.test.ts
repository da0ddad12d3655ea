/**
 * npm run backup / npm run restore (docs/deploy.md › Backups, ADR 0054) on the image's start command: two
 * companies with rows and an uploaded picture each; a backup taken while the server serves and writes go on;
 * restored into a fresh place, a new server on it finds every company's rows and files through the API, and
 * every write acknowledged before the backup began.
 * The embedded database by default; on the PostgreSQL suite (DATABASE_URL set) the same walk with pg_dump and
 * pg_restore, when those binaries exist (`which pg_dump`).
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { en } from '@atoll/contract';
import { REPO, startBuiltServer, type BuiltServer } from './support/builtServer';
import { apiClient } from './support/client';
import { png, upload } from './support/content';
import { createTenant, OWNER_PASSWORD } from './support/fixtures';

const run = promisify(execFile);
const adminUrl = process.env.DATABASE_URL;
const hasPgDump = (() => {
  try {
    execFileSync('which', ['pg_dump', 'pg_restore']);
    return true;
  } catch {
    return false;
  }
})();

const work = mkdtempSync(path.join(os.tmpdir(), 'atoll-backup-'));
const servers: BuiltServer[] = [];
const databases: string[] = [];
afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
  if (adminUrl && databases.length) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

/** Where a server keeps its data: a directory, or (PostgreSQL suite) a new database of its own. */
async function newStore(): Promise<Record<string, string>> {
  if (!adminUrl) return { DATA_DIR: path.join(work, `data-${randomBytes(4).toString('hex')}`) };
  const name = `atoll_bk_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

const script = (name: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, [path.join(REPO, 'scripts', name), ...args], { env: { ...process.env, DATABASE_URL: '', ...env }, cwd: work });

it(`restores a backup taken while serving into a fresh ${adminUrl ? 'PostgreSQL database (pg_dump/pg_restore)' : 'data directory'}: every company's rows and files`, async () => {
  if (adminUrl && !hasPgDump) {
    console.warn('backup.test.ts: pg_dump/pg_restore not found, the PostgreSQL walk is not run');
    return;
  }
  const source = await newStore();
  const first = await startBuiltServer(source);
  servers.push(first);
  const api = apiClient(first.url);
  const companies: { domain: string; token: string; facility: string; cover: Uint8Array }[] = [];
  for (const [domain, size] of [['backup-one', 12], ['backup-two', 20]] as const) {
    const owner = await createTenant(api, first.url, domain);
    const facility = `Pool of ${domain}`;
    const id = (await api.post('facilities', { name: en(facility) }, { token: owner.token })).body.data.id as number;
    const put = await upload(api, owner.token, `facilities/${id}/cover`, { bytes: await png(size, size), name: 'cover.png', type: 'image/png' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const stored = await fetch(`${first.url}${put.body.data.cover}`);
    companies.push({ domain, token: owner.token, facility, cover: new Uint8Array(await stored.arrayBuffer()) });
  }

  // Writes (the second company's) go on while the backup is taken; those acknowledged before it began must be in it.
  const busy = companies[1];
  const acknowledged: string[] = [];
  const failures: string[] = [];
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing; i += 1) {
      const res = await api.post('facilities', { name: en(`Busy ${i}`) }, { token: busy.token }).catch((error: unknown) => ({ status: 0, body: String(error) }));
      if (res.status === 201 || res.status === 200) acknowledged.push(`Busy ${i}`);
      else failures.push(`${res.status} ${JSON.stringify(res.body)}`);
    }
  })();
  while (acknowledged.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
  const before = [...acknowledged];
  const file = path.join(work, adminUrl ? 'atoll.dump' : 'atoll.tar.gz');
  const backup = await script('backup.mjs', [file], source).catch((error: { stderr?: string }) => {
    throw new Error(`backup failed: ${error.stderr}\n${first.output()}`);
  });
  expect(backup.stdout).toMatch(/written to/);
  expect(existsSync(file)).toBe(true);
  // It kept serving meanwhile.
  expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  writing = false;
  await writer;
  expect(failures, first.output()).toEqual([]);
  expect(await first.stop()).toBe(0);

  const target = await newStore();
  const restore = await script('restore.mjs', [file], target);
  expect(restore.stdout).toMatch(/Restored/);
  if (!adminUrl) {
    // Never over a database.
    await expect(script('restore.mjs', [file], target)).rejects.toThrow(/not empty/);
  }
  const second = await startBuiltServer(target);
  servers.push(second);
  const restored = apiClient(second.url);
  for (const company of companies) {
    const login = await restored.post('auth/login', { company: company.domain, username: 'owner', password: OWNER_PASSWORD });
    expect(login.status, company.domain).toBe(200);
    const token = login.body.data.auth_token.token as string;
    const list = await restored.get('facilities', { token });
    expect(list.status).toBe(200);
    const facilities = (list.body.data as { name: { language_code: string; text: string }[]; cover: string | null }[]).map((f) => ({
      name: f.name.find((t) => t.language_code === 'en')?.text,
      cover: f.cover,
    }));
    const own = facilities.find((f) => f.name === company.facility);
    expect(own, company.domain).toBeDefined();
    const cover = await fetch(`${second.url}${own!.cover}`);
    expect(cover.status).toBe(200);
    expect(new Uint8Array(await cover.arrayBuffer())).toEqual(company.cover);
    const names = facilities.map((f) => f.name);
    if (company === busy) expect(names).toEqual(expect.arrayContaining(before));
    else expect(names).toEqual([company.facility]);
  }
  expect(await second.stop()).toBe(0);
}, 300_000);
