/**
 * A fresh, empty database for one run: a temporary PGlite directory by default,
 * or a new database on the PostgreSQL server named by E2E_DATABASE_URL, dropped
 * afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type DatabaseEnv = { DATA_DIR: string } | { DATABASE_URL: string };

export interface FreshDatabase {
  /** What the server needs in its environment to use this database. */
  env: DatabaseEnv;
  /** Human-readable, for logs. */
  description: string;
  drop(): Promise<void>;
}

async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function freshPostgres(adminUrl: string): Promise<FreshDatabase> {
  const name = `atoll_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    description: `PostgreSQL database ${name}`,
    drop: () => withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

async function freshPglite(): Promise<FreshDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atoll-e2e-'));
  return {
    env: { DATA_DIR: dir },
    description: `PGlite in ${dir}`,
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

/** PostgreSQL when `adminUrl` (usually E2E_DATABASE_URL) is given, PGlite otherwise. */
export function createFreshDatabase(adminUrl: string | undefined = process.env.E2E_DATABASE_URL): Promise<FreshDatabase> {
  return adminUrl ? freshPostgres(adminUrl) : freshPglite();
}
