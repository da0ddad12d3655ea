/**
 * The pieces that make several server processes behave as one (issue 22, ADR 0053), in one process: the cluster
 * channel (cluster/channel.ts), the periodic jobs' once-per-tick claim (cluster/jobs.ts) and the migration lock
 * (db/client.ts). On PGlite the channel is in-process and a job's tick is claimed without a lock; with
 * DATABASE_URL the same checks run over LISTEN/NOTIFY and advisory locks between two pools on one database,
 * plus a lost LISTEN connection. The three-process proof is server/test/instances.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { channelOf, chunks, INSTANCE_ID, LISTEN_APPLICATION_NAME, localChannel, MAX_MESSAGE_BYTES, postgresChannel, type Channel } from '../src/cluster/channel';
import { oncePerTick } from '../src/cluster/jobs';
import { onSessionInvalidation, publishSessionInvalidation, type SessionInvalidation } from '../src/cluster/sessions';
import { migrationsFolder, openPostgres, type Database } from '../src/db/client';
import { jobRuns } from '../src/db/schema';
import { bookingBus } from '../src/services/bookings/events';
import { contentBus } from '../src/services/contentBus';
import { createTestDatabase, type TestDatabase } from './support/database';
import { scannedLogger } from './support/logScan';

const quiet = scannedLogger();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(test: () => boolean, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await sleep(10);
  }
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

describe('the in-process channel (PGlite, or a server without a PostgreSQL channel)', () => {
  it('delivers to every subscriber of the topic at once, survives a failing listener, and unsubscribes', () => {
    const channel = localChannel();
    const heard: unknown[] = [];
    const offA = channel.subscribe('t', (p) => heard.push(['a', p]));
    channel.subscribe('t', () => {
      throw new Error('a broken listener');
    });
    channel.subscribe('t', (p) => heard.push(['b', p]));
    channel.subscribe('other', (p) => heard.push(['other', p]));
    channel.publish('t', { id: 1 });
    expect(heard).toEqual([['a', { id: 1 }], ['b', { id: 1 }]]);
    offA();
    channel.publish('t', 2);
    expect(heard.at(-1)).toEqual(['b', 2]);
    expect(heard).toHaveLength(3);
  });

  it("carries the server's buses and the sessions' invalidations for a database handle", () => {
    const db = database.db;
    const heard: unknown[] = [];
    const offBus = bookingBus(db).subscribe({ companyId: 1, scope: 'all', notify: (ids) => heard.push(['bookings', ids]) });
    const offContent = contentBus(db).subscribe(1, () => heard.push(['content']));
    const offSessions = onSessionInvalidation(db, (what) => heard.push(['sessions', what]));
    bookingBus(db).publish([{ companyId: 1, facilityId: 3, id: 10 }, { companyId: 2, facilityId: 3, id: 11 }]);
    contentBus(db).publish(1);
    contentBus(db).publish(2);
    publishSessionInvalidation(db, { userId: 5 });
    // The same channel object the buses use (channelOf), so a server's wiring reaches them all.
    channelOf(db).publish('bookings', [[1, 4, 12]]);
    expect(heard).toEqual([['bookings', [10]], ['content'], ['sessions', { userId: 5 }], ['bookings', [12]]]);
    offBus();
    offContent();
    offSessions();
  });

  it('splits a long list into messages that each fit a NOTIFY', () => {
    const items = Array.from({ length: 2000 }, (_, i) => [1, 2, 100_000 + i]);
    const parts = chunks(items, (list) => list);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.flat()).toEqual(items);
    for (const part of parts) expect(Buffer.byteLength(JSON.stringify({ o: INSTANCE_ID, t: 'bookings', p: part }))).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
  });

  it('runs a job once per tick, whoever calls', async () => {
    let runs = 0;
    let clock = 1_000_000;
    const run = async () => {
      runs += 1;
    };
    const a = oncePerTick(database.db, 'editor-uploads-sweep', 1000, run, () => clock);
    const b = oncePerTick(database.db, 'editor-uploads-sweep', 1000, run, () => clock);
    expect(await a()).toBe(true);
    expect(await b()).toBe(false);
    clock += 999;
    expect(await a()).toBe(false);
    clock += 1;
    expect(await b()).toBe(true);
    expect(runs).toBe(2);
    const [row] = await database.db.select().from(jobRuns).where(eq(jobRuns.job, 'editor-uploads-sweep'));
    expect(row).toMatchObject({ tick: 1001, runs: 2, instance: INSTANCE_ID });
    expect(row.finishedAt).not.toBeNull();
  });
});

const url = process.env.DATABASE_URL;
describe('over PostgreSQL (runs its body only with DATABASE_URL)', () => {
  let other: Database | undefined;
  let dbUrl = '';
  const opened: Channel[] = [];
  beforeAll(async () => {
    if (!url || database.kind !== 'postgres') return;
    // The test database's own URL: the pool's connection string.
    dbUrl = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    other = openPostgres(dbUrl);
  });
  afterAll(async () => {
    for (const c of opened) await c.close();
    await other?.close();
  });
  const open = async (db: Database['db']) => {
    const channel = await postgresChannel({ url: dbUrl, db, logger: quiet, reconnectMs: 50 });
    opened.push(channel);
    return channel;
  };

  it('a message published by one instance reaches the other within a second, once, in order', async () => {
    if (!other) return;
    const a = await open(database.db);
    const b = await open(other.db);
    const atA: unknown[] = [];
    const atB: unknown[] = [];
    a.subscribe('t', (p) => atA.push(p));
    b.subscribe('t', (p) => atB.push(p));
    const started = Date.now();
    for (let i = 0; i < 50; i += 1) a.publish('t', { i });
    // Here at once (synchronously), there after NOTIFY.
    expect(atA).toHaveLength(50);
    await until(() => atB.length === 50, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(atB).toEqual(atA);
    await sleep(100);
    // Neither side hears its own message twice.
    expect(atA).toHaveLength(50);
    expect(atB).toHaveLength(50);
    // Too large for NOTIFY: delivered at the publisher only.
    a.publish('t', { big: 'x'.repeat(MAX_MESSAGE_BYTES) });
    expect(atA).toHaveLength(51);
    b.publish('t', 'after');
    await until(() => atA.at(-1) === 'after');
    expect(atB).toHaveLength(51);
  });

  it('a lost LISTEN connection comes back, reports the gap, and hears again', async () => {
    if (!other) return;
    const a = await open(database.db);
    const b = await open(other.db);
    const heard: unknown[] = [];
    let gaps = 0;
    b.subscribe('u', (p) => heard.push(p));
    b.onGap(() => (gaps += 1));
    const admin = new pg.Client({ connectionString: dbUrl });
    await admin.connect();
    try {
      const killed = await admin.query(
        'select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1 and datname = current_database()',
        [LISTEN_APPLICATION_NAME],
      );
      expect(killed.rows.length).toBeGreaterThanOrEqual(2);
    } finally {
      await admin.end();
    }
    await until(() => gaps >= 1, 5000);
    await until(() => {
      a.publish('u', 'back');
      return heard.includes('back');
    }, 5000);
  });

  it('sessions invalidations cross instances', async () => {
    if (!other) return;
    const a = await open(database.db);
    const b = await open(other.db);
    const heard: (SessionInvalidation | 'gap')[] = [];
    b.subscribe('sessions', (p) => heard.push(p as SessionInvalidation));
    a.publish('sessions', { sessionId: 9 });
    await until(() => heard.length === 1);
    expect(heard).toEqual([{ sessionId: 9 }]);
  });

  it('of two pools, one runs a tick: never both at once, never twice in a tick', async () => {
    if (!other) return;
    let running = 0;
    let overlapped = false;
    let runs = 0;
    const run = async () => {
      running += 1;
      if (running > 1) overlapped = true;
      runs += 1;
      await sleep(150);
      running -= 1;
    };
    const clock = () => 5_000_000;
    const a = oncePerTick(database.db, 'tracker-history-sweep', 1000, run, clock);
    const b = oncePerTick(other.db, 'tracker-history-sweep', 1000, run, clock);
    const results = await Promise.all([a(), b(), a(), b()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    // Later in the same tick (the lock is free again): the claim says it ran.
    expect(await b()).toBe(false);
    expect(runs).toBe(1);
    expect(overlapped).toBe(false);
  });

  it('instances starting together migrate once', async () => {
    if (!other) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = `atoll_t_mig_${Date.now().toString(36)}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const fresh = new URL(url!);
    fresh.pathname = `/${name}`;
    const three = [openPostgres(fresh.toString()), openPostgres(fresh.toString()), openPostgres(fresh.toString())];
    try {
      await Promise.all(three.map((d) => d.migrate()));
      const check = new pg.Client({ connectionString: fresh.toString() });
      await check.connect();
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await check.end();
      // Each migration once: without the lock the three migrators collide (or record a migration twice).
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      for (const d of three) await d.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
