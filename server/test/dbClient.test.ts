/**
 * The PostgreSQL connection sends one query at a time (server/src/db/client.ts): the services read in
 * parallel, and inside a transaction that is one connection. pg 8 queues such a query itself, with a
 * deprecation warning; pg 9 will not. On PGlite every query already takes its turn.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './support/database';

let database: TestDatabase;
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);

beforeAll(async () => {
  database = await createTestDatabase();
  process.on('warning', onWarning);
});
afterAll(async () => {
  process.off('warning', onWarning);
  await database.destroy();
});

/** pg's "already executing a query" deprecation, if it was emitted. */
const queueWarnings = () => warnings.filter((message) => message.includes('already executing a query'));
const value = async (query: Promise<unknown>) => ((await query) as { rows: Record<string, unknown>[] }).rows[0];

describe('parallel reads on one connection', () => {
  it('inside a transaction, run in turn and answer each its own, with no pg queue warning', async () => {
    const answers = await database.db.transaction((tx) =>
      Promise.all([1, 2, 3, 4, 5].map((n) => value(tx.execute(sql`select ${n}::int as n, pg_sleep(0.01)::text as slept`)))),
    );
    expect(answers.map((row) => row?.n)).toEqual([1, 2, 3, 4, 5]);
    // Let a deprecation (emitted on the next tick) arrive before looking.
    await new Promise((resolve) => setImmediate(resolve));
    expect(queueWarnings()).toEqual([]);
  });

  it('a failing query is answered, and so is the one queued behind it; the transaction rolls back', async () => {
    await database.db.execute(sql`create table if not exists one_at_a_time (n int primary key)`);
    const attempt = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into one_at_a_time values (1)`);
      const [first, second] = await Promise.allSettled([tx.execute(sql`select 1/0`), tx.execute(sql`select 2 as n`)]);
      expect(first.status).toBe('rejected');
      // After an error PostgreSQL refuses the rest of the transaction: the queued query is answered, not lost.
      expect(second.status).toBe('rejected');
      throw new Error('roll back');
    });
    await expect(attempt).rejects.toThrow('roll back');
    expect(await value(database.db.execute(sql`select count(*)::int as n from one_at_a_time`))).toEqual({ n: 0 });
    expect(queueWarnings()).toEqual([]);
  });
});
