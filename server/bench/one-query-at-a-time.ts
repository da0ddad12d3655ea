// Benchmark (not part of npm test): what the PostgreSQL connection's own one-query-at-a-time wait
// (OneQueryAtATimeClient in src/db/client.ts) costs against pg 8's deprecated built-in queue.
// Each round runs 300 transactions that read six things in parallel (as the services' Promise.all
// does inside a transaction), then 300 such reads on the pool outside a transaction; which goes first alternates by round.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx server/bench/one-query-at-a-time.ts
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openPostgres, type Db } from '../src/db/client';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = 7;
const N = 300;

const reads = (db: Pick<Db, 'execute'>) => Promise.all([1, 2, 3, 4, 5, 6].map((n) => db.execute(sql`select ${n}::int as n, now()`)));

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const ours = openPostgres(url);
const plainPool = new pg.Pool({ connectionString: url, max: 20 });
const plain = drizzle({ client: plainPool }) as unknown as Db;
const results = { ours: { tx: [] as number[], pool: [] as number[] }, plain: { tx: [] as number[], pool: [] as number[] } };

for (let round = 0; round < ROUNDS; round += 1) {
  // Who goes first alternates too, so neither pays for the other's garbage.
  const order = [['ours', ours.db], ['plain', plain]] as const;
  for (const [name, db] of round % 2 ? [...order].reverse() : order) {
    results[name].tx.push(await timed(async () => {
      for (let i = 0; i < N; i += 1) await db.transaction((tx) => reads(tx));
    }));
    results[name].pool.push(await timed(async () => {
      for (let i = 0; i < N; i += 1) await reads(db);
    }));
  }
}
await ours.close();
await plainPool.end();

const row = (label: string, a: number[], b: number[]) =>
  `${label.padEnd(34)} ${median(a).toFixed(0).padStart(6)} ms ${median(b).toFixed(0).padStart(6)} ms   ${(median(a) / median(b)).toFixed(2)}`;
console.log(`median of ${ROUNDS} rounds, ${N} iterations each    ours    pg queue   ratio`);
console.log(row('6 parallel reads in a transaction', results.ours.tx, results.plain.tx));
console.log(row('6 parallel reads on the pool', results.ours.pool, results.plain.pool));
