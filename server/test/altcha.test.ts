import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAltcha } from '../src/captcha/altcha';
import { languages } from '../src/db/schema';
import { persistentSecret } from '../src/main';
import { createTestDatabase, type TestDatabase } from './support/database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('ALTCHA verifier', () => {
  it('accepts a solved challenge once', async () => {
    const altcha = await createAltcha(database.db, { hmacKey: 'key-1', cost: 1, counterMax: 100 });
    const payload = await solved((await altcha.challenge!()) as Challenge);
    expect(await altcha.verify(payload)).toBe(true);
    expect(await altcha.verify(payload)).toBe(false);
  });

  it('rejects a challenge signed with another key, a tampered one and garbage', async () => {
    const theirs = await createAltcha(database.db, { hmacKey: 'someone-else', cost: 1, counterMax: 100 });
    const ours = await createAltcha(database.db, { hmacKey: 'key-1', cost: 1, counterMax: 100 });
    expect(await ours.verify(await solved((await theirs.challenge!()) as Challenge))).toBe(false);

    const challenge = (await ours.challenge!()) as Challenge;
    const tampered = { ...challenge, parameters: { ...challenge.parameters, expiresAt: (challenge.parameters.expiresAt ?? 0) + 3600 } };
    expect(await ours.verify(await solved(tampered))).toBe(false);
    for (const garbage of ['', 'not base64 json', Buffer.from('[]').toString('base64'), Buffer.from('{"challenge":{"parameters":{}},"solution":{}}').toString('base64')]) {
      expect(await ours.verify(garbage)).toBe(false);
    }
  });

  it('rejects an expired challenge', async () => {
    const altcha = await createAltcha(database.db, { hmacKey: 'key-1', cost: 1, counterMax: 100, ttlMs: 1 });
    const payload = await solved((await altcha.challenge!()) as Challenge);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await altcha.verify(payload)).toBe(false);
  });
});

describe('database bootstrap', () => {
  it('migrations are idempotent and seed the languages once', async () => {
    await database.migrate();
    const rows = await database.db.select().from(languages);
    expect(rows).toHaveLength(12);
    expect(rows.find((l) => l.code === 'ar')).toMatchObject({ name: 'العربية', nameEnglish: 'Arabic' });
  });

  it('a generated secret survives restarts: the second call returns the first value', async () => {
    const first = await persistentSecret(database.db, 'altcha_hmac_key');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await persistentSecret(database.db, 'altcha_hmac_key')).toBe(first);
  });
});
