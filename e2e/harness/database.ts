/**
 * A fresh, empty database for one run: a temporary PGlite directory by default,
 * or a new database on the PostgreSQL server named by E2E_DATABASE_URL, dropped
 * afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import { SERVER_DIR } from './paths';

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

export interface SqlRunner {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

/**
 * The server's database, opened the way the server opens it (PGlite from the server's own dependencies), for data
 * written with SQL. PGlite allows one process at a time: with PGlite, only while the server is down (`restart`).
 */
export async function openDatabase(env: DatabaseEnv): Promise<SqlRunner> {
  if ('DATABASE_URL' in env) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    return { query: (text, params) => client.query(text, params), close: () => client.end() };
  }
  const requireServer = createRequire(`${SERVER_DIR}/package.json`);
  const { PGlite } = (await import(requireServer.resolve('@electric-sql/pglite'))) as { PGlite: typeof PGliteClient };
  const client = await PGlite.create(env.DATA_DIR);
  return {
    query: async (text, params) => ({ rows: (await client.query<Record<string, unknown>>(text, params)).rows }),
    close: () => client.close(),
  };
}
