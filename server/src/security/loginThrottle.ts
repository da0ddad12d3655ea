/**
 * The database side of login throttling (ADR 0032): counts of failed logins per key, in the
 * `login_failures` table so that every server instance sees the same counts. The decisions (how long
 * to wait, when to ask for a challenge) are the contract's `loginGate`; this only stores.
 */
import { createHash } from 'node:crypto';
import { inArray, lt, sql } from 'drizzle-orm';
import type { FailureCount, LoginThrottleKeys, LoginThrottleRules } from '@atoll/contract/domain';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

/** Keys are stored as digests: the table never holds a username or an address. */
const digest = (key: string) => createHash('sha256').update(key).digest('hex');

type KeyName = keyof LoginThrottleKeys;

export interface LoginFailureStore {
  read(keys: LoginThrottleKeys): Promise<Partial<Record<KeyName, FailureCount>>>;
  fail(keys: LoginThrottleKeys): Promise<void>;
  clear(keys: LoginThrottleKeys): Promise<void>;
}

export function loginFailureStore(db: Db, rules: LoginThrottleRules, now: () => number): LoginFailureStore {
  const names = ['pair', 'account', 'address'] as const;
  return {
    async read(keys) {
      const byDigest = new Map(names.map((name) => [digest(keys[name]), name]));
      const rows = await db.select().from(loginFailures).where(inArray(loginFailures.key, [...byDigest.keys()]));
      const counts: Partial<Record<KeyName, FailureCount>> = {};
      for (const row of rows) {
        counts[byDigest.get(row.key)!] = { failures: row.failures, windowStart: row.windowStart.getTime(), lastFailure: row.lastFailure.getTime() };
      }
      return counts;
    },

    async fail(keys) {
      const at = new Date(now());
      const windowPassed = sql`${loginFailures.windowStart} <= ${new Date(now() - rules.windowMs)}`;
      // One statement per key, so concurrent failures are all counted (no read-then-write).
      await db
        .insert(loginFailures)
        .values(names.map((name) => ({ key: digest(keys[name]), failures: 1, windowStart: at, lastFailure: at })))
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`CASE WHEN ${windowPassed} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
            windowStart: sql`CASE WHEN ${windowPassed} THEN excluded.window_start ELSE ${loginFailures.windowStart} END`,
            lastFailure: sql`excluded.last_failure`,
          },
        });
      // Forget what no window remembers, so the table stays the size of the last quarter hour's failures.
      await db.delete(loginFailures).where(lt(loginFailures.lastFailure, new Date(now() - rules.windowMs)));
    },

    async clear(keys) {
      await db.delete(loginFailures).where(inArray(loginFailures.key, names.map((name) => digest(keys[name]))));
    },
  };
}
