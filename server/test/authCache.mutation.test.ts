/**
 * The session cache of server/src/http/auth.ts in process, over a fake database that answers the prepared lookup
 * and counts it (no PostgreSQL, no server): the Bearer header's parsing, how long a lookup is reused, which drop
 * (a user, a company, a session, everything; called, or a message on the cluster channel) redoes which lookups,
 * a lookup raced by a change, the size cap, and requireAuth's drop and content-bus publish after a change.
 * sessionCache.test.ts proves the same through a real server and database; here each boundary is exact.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@atoll/contract';
import { channelOf } from '../src/cluster/channel';
import type { Db } from '../src/db/client';
import type { AppEnv, AuthContext } from '../src/deps';
import { forgetAllSessions, forgetCompany, forgetFromMessage, forgetSession, forgetUser, requireAuth, SESSION_CACHE_MS, sessionOf } from '../src/http/auth';
import { HttpError } from '../src/http/errors';
import { hashToken } from '../src/security/tokens';
import { contentBus } from '../src/services/contentBus';

const T0 = Date.UTC(2030, 0, 1, 12, 0, 0);
const FAR = new Date(T0 + 86_400_000);

interface Row {
  session: { id: number; expiresAt: Date };
  user: { id: number; status: string; companyId: number };
  company: { id: number };
}

/** Ids no other test file uses: the cache's generations are the process's. */
let nextId = 9_400_000;
const id = () => (nextId += 1);

/**
 * A database whose prepared session lookup answers from `rows` (by the token's hash, only while the session has
 * not expired, as the real statement does) and records each call. `hold` makes the next lookup wait until released.
 */
function fakeDb() {
  const rows = new Map<string, Row>();
  const lookups: { hash: string; now: string }[] = [];
  const prepared: string[] = [];
  let held: Promise<void> | undefined;
  const execute = async (params: { hash: string; now: string }) => {
    lookups.push(params);
    const wait = held;
    held = undefined;
    if (wait) await wait;
    const row = rows.get(params.hash);
    return row && row.session.expiresAt.getTime() > Date.parse(params.now) ? [row] : [];
  };
  const chain = {
    from: () => chain,
    innerJoin: () => chain,
    where: () => chain,
    prepare: (name: string) => {
      prepared.push(name);
      return { execute };
    },
  };
  const db = { select: () => chain } as unknown as Db;
  /** A session of a new token; the token is answered. */
  const session = (user: number, company: number, options: { expiresAt?: Date; status?: string } = {}) => {
    const token = randomUUID();
    const row: Row = { session: { id: id(), expiresAt: options.expiresAt ?? FAR }, user: { id: user, status: options.status ?? 'active', companyId: company }, company: { id: company } };
    rows.set(hashToken(token), row);
    return { token, row, header: `Bearer ${token}` };
  };
  /** Holds the next lookup until the answer is called. */
  const hold = () => {
    let release!: () => void;
    held = new Promise<void>((resolve) => (release = resolve));
    return () => release();
  };
  return { db, rows, lookups, prepared, session, hold };
}
type Fake = ReturnType<typeof fakeDb>;

const authOf = (row: Row): AuthContext => ({ user: row.user, company: row.company, sessionId: row.session.id }) as unknown as AuthContext;

/** Which of the sessions are looked up again (not answered by the cache); each is asked once, in order. */
async function relooked(fake: Fake, sessions: Record<string, { header: string; row: Row }>): Promise<string[]> {
  const again: string[] = [];
  for (const [name, s] of Object.entries(sessions)) {
    const before = fake.lookups.length;
    expect(await sessionOf(fake.db, s.header)).toEqual(authOf(s.row));
    if (fake.lookups.length !== before) again.push(name);
  }
  return again;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  // The cache is the process's: nothing this file kept may answer another file's lookup.
  forgetAllSessions();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the Authorization header', () => {
  it('Bearer and a token, any case, any blanks around the token: the token\'s SHA-256 is looked up', async () => {
    const fake = fakeDb();
    const user = id();
    const company = id();
    const headers = ['Bearer abc', 'bearer  abc', 'BEARER\tabc ', 'Bearer abc  '];
    const row = fake.session(user, company).row;
    fake.rows.set(hashToken('abc'), row);
    for (const header of headers) {
      forgetAllSessions();
      expect(await sessionOf(fake.db, header)).toEqual(authOf(row));
    }
    expect(fake.lookups.map((l) => l.hash)).toEqual(headers.map(() => hashToken('abc')));
    expect(fake.prepared).toEqual(['atoll_session_lookup']);
  });

  it('anything else is no session, and no lookup', async () => {
    const fake = fakeDb();
    for (const token of ['abc', 'x', 'Bearer']) fake.rows.set(hashToken(token), fake.session(id(), id()).row);
    const refused = [undefined, '', 'abc', 'Bearer', 'Bearer ', 'Bearerabc', 'Basic abc', 'xBearer abc', 'Token Bearer abc', 'Bearer abc def', 'Bearer  x y', 'Bearer abc\nBearer x'];
    for (const header of refused) expect(await sessionOf(fake.db, header)).toBeUndefined();
    expect(fake.lookups).toEqual([]);
  });

  it('a token of 200 characters is looked up; one of 201 is not', async () => {
    const fake = fakeDb();
    const row = fake.session(id(), id()).row;
    fake.rows.set(hashToken('t'.repeat(200)), row);
    fake.rows.set(hashToken('t'.repeat(201)), row);
    expect(await sessionOf(fake.db, `Bearer ${'t'.repeat(201)}`)).toBeUndefined();
    expect(fake.lookups).toEqual([]);
    expect(await sessionOf(fake.db, `Bearer ${'t'.repeat(200)}`)).toEqual(authOf(row));
    expect(fake.lookups.map((l) => l.hash)).toEqual([hashToken('t'.repeat(200))]);
  });
});

describe('how long a lookup is reused', () => {
  it('for SESSION_CACHE_MS (2 s): the same answer without a lookup until then, a new lookup from then on', async () => {
    expect(SESSION_CACHE_MS).toBe(2_000);
    const fake = fakeDb();
    const { header, row } = fake.session(id(), id());
    const first = await sessionOf(fake.db, header);
    expect(first).toEqual(authOf(row));
    expect(fake.lookups).toEqual([{ hash: hashToken(header.slice(7)), now: new Date(T0).toISOString() }]);
    vi.setSystemTime(T0 + SESSION_CACHE_MS - 1);
    expect(await sessionOf(fake.db, header)).toBe(first);
    expect(fake.lookups).toHaveLength(1);
    vi.setSystemTime(T0 + SESSION_CACHE_MS);
    const second = await sessionOf(fake.db, header);
    expect(second).toEqual(authOf(row));
    expect(second).not.toBe(first);
    expect(fake.lookups.map((l) => l.now)).toEqual([new Date(T0).toISOString(), new Date(T0 + SESSION_CACHE_MS).toISOString()]);
  });

  it('never past the session\'s own expiry', async () => {
    const fake = fakeDb();
    const { header, row } = fake.session(id(), id(), { expiresAt: new Date(T0 + 500) });
    expect(await sessionOf(fake.db, header)).toEqual(authOf(row));
    vi.setSystemTime(T0 + 499);
    expect(await sessionOf(fake.db, header)).toEqual(authOf(row));
    expect(fake.lookups).toHaveLength(1);
    vi.setSystemTime(T0 + 500);
    expect(await sessionOf(fake.db, header)).toBeUndefined();
    expect(fake.lookups).toHaveLength(2);
  });

  it('no session, or a user who is not active, is no session, and is not kept', async () => {
    const fake = fakeDb();
    const disabled = fake.session(id(), id(), { status: 'disabled' });
    const invited = fake.session(id(), id(), { status: 'invited' });
    for (const header of [disabled.header, invited.header, 'Bearer unknown', disabled.header, invited.header, 'Bearer unknown']) {
      expect(await sessionOf(fake.db, header)).toBeUndefined();
    }
    expect(fake.lookups).toHaveLength(6);
  });
});

describe('what drops a lookup', () => {
  /** Two sessions of one user, another user of the company, a user of another company. */
  async function world() {
    const fake = fakeDb();
    const [user, other, stranger, company, otherCompany] = [id(), id(), id(), id(), id()];
    const sessions = {
      first: fake.session(user, company),
      second: fake.session(user, company),
      colleague: fake.session(other, company),
      stranger: fake.session(stranger, otherCompany),
    };
    expect(await relooked(fake, sessions)).toEqual(['first', 'second', 'colleague', 'stranger']);
    expect(await relooked(fake, sessions)).toEqual([]);
    return { fake, sessions, user, company, session: sessions.first.row.session.id };
  }

  it('forgetUser, forgetCompany, forgetSession, forgetAllSessions: exactly the lookups they name', async () => {
    const { fake, sessions, user, company, session } = await world();
    forgetUser(user);
    expect(await relooked(fake, sessions)).toEqual(['first', 'second']);
    forgetCompany(company);
    expect(await relooked(fake, sessions)).toEqual(['first', 'second', 'colleague']);
    forgetSession(session);
    expect(await relooked(fake, sessions)).toEqual(['first']);
    forgetAllSessions();
    expect(await relooked(fake, sessions)).toEqual(['first', 'second', 'colleague', 'stranger']);
    expect(await relooked(fake, sessions)).toEqual([]);
  });

  it('forgetFromMessage: the user, company and session a message names; a message naming nothing (or not by number) drops everything', async () => {
    const { fake, sessions, user, company, session } = await world();
    const everyone = ['first', 'second', 'colleague', 'stranger'];
    forgetFromMessage({ userId: user });
    expect(await relooked(fake, sessions)).toEqual(['first', 'second']);
    forgetFromMessage({ companyId: company });
    expect(await relooked(fake, sessions)).toEqual(['first', 'second', 'colleague']);
    forgetFromMessage({ sessionId: session });
    expect(await relooked(fake, sessions)).toEqual(['first']);
    forgetFromMessage({ sessionId: sessions.colleague.row.session.id, userId: sessions.stranger.row.user.id });
    expect(await relooked(fake, sessions)).toEqual(['colleague', 'stranger']);
    for (const nothing of [{}, null, undefined, 'gap', { userId: String(user) }, { companyId: null }, { sessionId: [session] }]) {
      forgetFromMessage(nothing);
      expect(await relooked(fake, sessions)).toEqual(everyone);
    }
  });

  it('the cluster channel: a \'sessions\' message drops what it names, a gap everything, a \'content\' message its company', async () => {
    const { fake, sessions, user, company } = await world();
    const channel = channelOf(fake.db);
    channel.publish('sessions', { userId: user });
    expect(await relooked(fake, sessions)).toEqual(['first', 'second']);
    channel.publish('sessions', { sessionId: sessions.stranger.row.session.id });
    expect(await relooked(fake, sessions)).toEqual(['stranger']);
    channel.publish('sessions', {});
    expect(await relooked(fake, sessions)).toEqual(['first', 'second', 'colleague', 'stranger']);
    channel.publish('content', { companyId: company });
    expect(await relooked(fake, sessions)).toEqual(['first', 'second', 'colleague']);
    for (const other of [{ companyId: String(company) }, {}, null]) channel.publish('content', other);
    channel.publish('bookings', { companyId: company });
    expect(await relooked(fake, sessions)).toEqual([]);
  });

  it('the channel is heard once per database: one subscription to each topic, and its gap drops everything', async () => {
    const fake = fakeDb();
    const channel = channelOf(fake.db);
    const subscribe = vi.spyOn(channel, 'subscribe');
    const onGap = vi.spyOn(channel, 'onGap');
    const a = fake.session(id(), id());
    const b = fake.session(id(), id());
    await sessionOf(fake.db, a.header);
    await sessionOf(fake.db, b.header);
    await sessionOf(fake.db, 'Bearer unknown');
    expect(subscribe.mock.calls.map(([topic]) => topic)).toEqual(['sessions', 'content']);
    expect(onGap).toHaveBeenCalledTimes(1);
    expect(await relooked(fake, { a, b })).toEqual([]);
    onGap.mock.calls[0][0]();
    expect(await relooked(fake, { a, b })).toEqual(['a', 'b']);
    // Its 'sessions' subscription hears messages that name a user (not the gap's drop of everything).
    channel.publish('sessions', { userId: a.row.user.id });
    expect(await relooked(fake, { a, b })).toEqual(['a']);
    // The prepared lookup too: once per database.
    expect(fake.prepared).toEqual(['atoll_session_lookup']);
  });

  it('a lookup during which anything was dropped answers, but is not kept; one undisturbed is kept', async () => {
    const fake = fakeDb();
    const s = fake.session(id(), id());
    const release = fake.hold();
    const pending = sessionOf(fake.db, s.header);
    forgetUser(id());
    release();
    expect(await pending).toEqual(authOf(s.row));
    expect(await relooked(fake, { s })).toEqual(['s']);
    expect(await relooked(fake, { s })).toEqual([]);

    // Messages that drop nothing do not disturb a lookup under way.
    forgetAllSessions();
    const again = fake.hold();
    const kept = sessionOf(fake.db, s.header);
    channelOf(fake.db).publish('content', {});
    channelOf(fake.db).publish('content', { companyId: 'x' });
    again();
    expect(await kept).toEqual(authOf(s.row));
    expect(await relooked(fake, { s })).toEqual([]);
  });

  it('keeps at most 10,000 lookups, the oldest going first; a lookup redone after a drop is the newest', async () => {
    const fake = fakeDb();
    const user = id();
    const company = id();
    const first = fake.session(user, company);
    const second = fake.session(user, company);
    expect(await relooked(fake, { first, second })).toEqual(['first', 'second']);
    forgetSession(first.row.session.id);
    expect(await relooked(fake, { first })).toEqual(['first']);
    // 9,998 more: 10,000 in all, `second` the oldest.
    const filler = fake.session(user, company).row;
    for (let i = 0; i < 9_998; i += 1) {
      fake.rows.set(hashToken(`filler-${i}`), filler);
      await sessionOf(fake.db, `Bearer filler-${i}`);
    }
    expect(await relooked(fake, { first, second })).toEqual([]);
    const newest = fake.session(user, company);
    expect(await relooked(fake, { newest })).toEqual(['newest']);
    // `second` went; `first` (redone after `second`) and the newest stay.
    expect(await relooked(fake, { first, newest })).toEqual([]);
    expect(await relooked(fake, { second })).toEqual(['second']);
  });
});

describe('requireAuth', () => {
  function app(fake: Fake) {
    const hono = new Hono<AppEnv>();
    hono.onError((error, c) => (error instanceof HttpError ? c.json(error.body, error.status as 401) : c.text('unexpected', 500)));
    hono.on(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'], '/x', requireAuth(fake.db), (c) => {
      const status = Number(c.req.query('status') ?? 200) as 200;
      return c.json({ session: c.get('auth').sessionId, user: c.get('auth').user.id }, status);
    });
    return hono;
  }

  it('no session is 401; a session reaches the handler as `auth`', async () => {
    const fake = fakeDb();
    const s = fake.session(id(), id());
    const res = await app(fake).request('/x');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(apiError(401));
    const bad = await app(fake).request('/x', { headers: { Authorization: 'Bearer unknown' } });
    expect(bad.status).toBe(401);
    const good = await app(fake).request('/x', { headers: { Authorization: s.header } });
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ session: s.row.session.id, user: s.row.user.id });
  });

  it('a successful POST/PUT/PATCH/DELETE drops the company\'s lookups and publishes its content change; a read does neither', async () => {
    const fake = fakeDb();
    const company = id();
    const s = fake.session(id(), company);
    const colleague = fake.session(id(), company);
    const stranger = fake.session(id(), id());
    const published: string[] = [];
    contentBus(fake.db).subscribe(company, () => published.push('company'));
    contentBus(fake.db).subscribe(stranger.row.company.id, () => published.push('stranger'));
    const hono = app(fake);
    expect(await relooked(fake, { s, colleague, stranger })).toEqual(['s', 'colleague', 'stranger']);
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect((await hono.request('/x', { method, headers: { Authorization: s.header } })).status).toBe(200);
    }
    expect(published).toEqual([]);
    expect(await relooked(fake, { s, colleague, stranger })).toEqual([]);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await hono.request('/x', { method, headers: { Authorization: s.header } })).status).toBe(200);
      expect(await relooked(fake, { s, colleague, stranger })).toEqual(['s', 'colleague']);
    }
    expect(published).toEqual(['company', 'company', 'company', 'company']);
  });

  it('a change answered 2xx is published; one answered otherwise still drops the lookups but publishes nothing', async () => {
    const fake = fakeDb();
    const s = fake.session(id(), id());
    const published: number[] = [];
    contentBus(fake.db).subscribe(s.row.company.id, () => published.push(1));
    const hono = app(fake);
    for (const [status, publishes] of [[200, true], [299, true], [300, false], [404, false], [500, false]] as const) {
      await sessionOf(fake.db, s.header);
      published.length = 0;
      expect((await hono.request(`/x?status=${status}`, { method: 'POST', headers: { Authorization: s.header } })).status).toBe(status);
      expect(published).toEqual(publishes ? [1] : []);
      expect(await relooked(fake, { s })).toEqual(['s']);
    }
  });
});
