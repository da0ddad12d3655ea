/**
 * The server's own keys (the TV links' HMAC key, the guest sessions' signing key): made once, on first use, and
 * kept in app_secrets, so every process and every restart agrees on them. Read once per database.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

const kept = new Map<string, WeakMap<Db, Promise<string>>>();

export function serverSecret(db: Db, name: string): Promise<string> {
  let byDb = kept.get(name);
  if (!byDb) kept.set(name, (byDb = new WeakMap()));
  let key = byDb.get(db);
  if (!key) {
    key = (async () => {
      // Two processes starting together: the first insert wins and both read the same row.
      await db.insert(appSecrets).values({ key: name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, name));
      return row!.value;
    })();
    byDb.set(db, key);
    // A failed read (the database away for a moment) is tried again next time.
    key.catch(() => byDb.delete(db));
  }
  return key;
}
