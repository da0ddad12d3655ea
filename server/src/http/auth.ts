/** Bearer-token authentication and permission checks for every protected route. */
import { and, eq, gt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { can, PERMISSION } from '@atoll/contract';
import type { AppEnv, AuthContext } from '../deps';
import type { Db } from '../db/client';
import { companies, sessions, users } from '../db/schema';
import { channelOf } from '../cluster/channel';
import { onSessionInvalidation } from '../cluster/sessions';
import { contentBus } from '../services/contentBus';
import { hashToken } from '../security/tokens';
import { forbidden, unauthorized } from './errors';

function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * What a guard lets through, attached to the guard itself: the generated access matrix
 * (server/test/access) reads it from the app's route table, so each route's access is declared once, here.
 */
export type GuardInfo = { kind: 'auth' } | { kind: 'permission'; anyOf: string[] };
export const GUARD = Symbol.for('atoll.guard');
const guard = <T extends object>(middleware: T, info: GuardInfo): T => Object.assign(middleware, { [GUARD]: info });

/**
 * How long one lookup of a session (its user, their permissions, the company) is reused by this process: a busy
 * console sends several calls a second with one token, and each used to cost a three-table query
 * (docs/adr/0057-api-speed.md). What changes a session's answer drops it at once, in this process:
 * - any POST/PATCH/PUT/DELETE by staff of the company (requireAuth below): logout, a user disabled, a password or
 *   permissions changed, the company's settings — whatever a route changes, the company's lookups are redone;
 * - revoking a user's sessions (services/sessions.ts, also used by the public password reset): `forgetUser`;
 * - the cluster channel (cluster/channel.ts): another instance's 'sessions' message (`{ userId }`, `{ sessionId }`,
 *   `{ companyId }`; anything else drops everything), its 'content' message after a change by a company's staff
 *   (`{ companyId }`), and a gap in the channel (everything).
 * A change that reaches no instance's requireAuth nor the channel (a row edited by hand) is seen within
 * SESSION_CACHE_MS at most.
 */
export const SESSION_CACHE_MS = 2_000;
/** The most sessions kept (the oldest go first). */
const SESSION_CACHE_MAX = 10_000;

interface CachedSession {
  auth: AuthContext;
  /** Reused until then (never past the session's own expiry). */
  until: number;
  /** The generations when it was kept: any bump since means it may be stale. */
  epoch: number;
  userGen: number;
  companyGen: number;
  sessionGen: number;
}

/**
 * The process's session cache, keyed by the token's SHA-256. A drop bumps a generation (of a user, a company, a
 * session, or all) instead of searching the entries: an entry is good only while the generations it was read
 * under are unchanged, which also covers a lookup that raced with the change (it started before the bump).
 * Ids are the database's; one process may serve several databases (tests), where a shared id only costs a miss.
 */
const cache = {
  entries: new Map<string, CachedSession>(),
  epoch: 0,
  users: new Map<number, number>(),
  companies: new Map<number, number>(),
  sessions: new Map<number, number>(),
  /** Counts every drop: a lookup during which anything was dropped is not kept (it may have read the old rows). */
  changes: 0,
};
const generation = (map: Map<number, number>, id: number) => map.get(id) ?? 0;
function bump(map: Map<number, number>, id: number): void {
  cache.changes += 1;
  map.set(id, generation(map, id) + 1);
}

/** The cached lookups of a user's sessions are redone. */
export const forgetUser = (userId: number) => bump(cache.users, userId);
/** The cached lookups of every session of a company are redone. */
export const forgetCompany = (companyId: number) => bump(cache.companies, companyId);
/** The cached lookup of one session is redone. */
export const forgetSession = (sessionId: number) => bump(cache.sessions, sessionId);
/** Every cached lookup is redone. */
export function forgetAllSessions(): void {
  cache.changes += 1;
  cache.epoch += 1;
  cache.entries.clear();
}

/** What a 'sessions' message names: a user, a company, a session; anything else means everything. */
export function forgetFromMessage(payload: unknown): void {
  const message = (payload ?? {}) as { userId?: unknown; companyId?: unknown; sessionId?: unknown };
  let named = false;
  if (typeof message.userId === 'number') {
    forgetUser(message.userId);
    named = true;
  }
  if (typeof message.companyId === 'number') {
    forgetCompany(message.companyId);
    named = true;
  }
  if (typeof message.sessionId === 'number') {
    forgetSession(message.sessionId);
    named = true;
  }
  if (!named) forgetAllSessions();
}

/**
 * Each database's channel is heard once (the cache is the process's): topic 'sessions' (cluster/sessions.ts: a
 * logout, a user's password, status or permissions, from any instance), topic 'content' (requireAuth's
 * `{ companyId }` after a change by the company's staff on any instance), and a gap (everything).
 */
const listening = new WeakSet<Db>();
function listen(db: Db): void {
  if (listening.has(db)) return;
  listening.add(db);
  onSessionInvalidation(db, (what) => (what === 'gap' ? forgetAllSessions() : forgetFromMessage(what)));
  channelOf(db).subscribe('content', (payload) => {
    const companyId = (payload as { companyId?: unknown } | null)?.companyId;
    if (typeof companyId === 'number') forgetCompany(companyId);
  });
}

function cached(hash: string, now: number): AuthContext | undefined {
  const entry = cache.entries.get(hash);
  if (!entry) return undefined;
  const { auth } = entry;
  if (
    entry.until > now &&
    entry.epoch === cache.epoch &&
    entry.userGen === generation(cache.users, auth.user.id) &&
    entry.companyGen === generation(cache.companies, auth.company.id) &&
    entry.sessionGen === generation(cache.sessions, auth.sessionId)
  ) {
    return auth;
  }
  cache.entries.delete(hash);
  return undefined;
}

/**
 * The lookup of a session by its token's hash, built once per database (drizzle's prepare(); a named statement, so
 * PostgreSQL parses and plans it once per connection). No company yet: the session's token finds the user and the
 * company (tokens are secret and unique).
 */
function prepareLookup(db: Db) {
  // eslint-disable-next-line tenancy/company-rows -- the session picks the company
  return db
    .select({ session: sessions, user: users, company: companies })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('atoll_session_lookup');
}
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();
function lookupOf(db: Db) {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = prepareLookup(db)));
  return lookup;
}

/** The live session an Authorization header names (an active user's), or undefined. */
export async function sessionOf(db: Db, authorization: string | undefined): Promise<AuthContext | undefined> {
  const token = bearer(authorization);
  if (!token || token.length > 200) return undefined;
  listen(db);
  const hash = hashToken(token);
  const started = Date.now();
  const hit = cached(hash, started);
  if (hit) return hit;
  const changes = cache.changes;
  const [row] = await lookupOf(db).execute({ hash, now: new Date(started).toISOString() });
  // A disabled user's sessions are revoked too, but check anyway.
  if (!row || row.user.status !== 'active') return undefined;
  const auth: AuthContext = { user: row.user, company: row.company, sessionId: row.session.id };
  // Kept only when nothing was dropped while the query ran (it may have read rows a change has just replaced).
  if (changes !== cache.changes) return auth;
  if (cache.entries.size >= SESSION_CACHE_MAX) cache.entries.delete(cache.entries.keys().next().value!);
  cache.entries.set(hash, {
    auth,
    until: Math.min(started + SESSION_CACHE_MS, row.session.expiresAt.getTime()),
    epoch: cache.epoch,
    userGen: generation(cache.users, auth.user.id),
    companyGen: generation(cache.companies, auth.company.id),
    sessionGen: generation(cache.sessions, auth.sessionId),
  });
  return auth;
}

const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

export function requireAuth(db: Db) {
  return guard(createMiddleware<AppEnv>(async (c, next) => {
    const auth = await sessionOf(db, c.req.header('Authorization'));
    if (!auth) throw unauthorized();
    c.set('auth', auth);
    await next();
    if (!MUTATING.has(c.req.method)) return;
    // Whatever the change was (a logout, a user disabled, permissions, the company's settings), this company's
    // sessions are looked up again from the next request on.
    forgetCompany(auth.company.id);
    // Whatever a staff member changed may be on a TV: every open display stream of the company rechecks its
    // manifest (services/contentBus.ts). Published here, once for every route, so none can be forgotten.
    if (c.res.status >= 200 && c.res.status < 300) contentBus(db).publish(auth.company.id);
  }), { kind: 'auth' });
}

/** Administrators; the owner always keeps admin rights (owner-level permission). */
export const isAdministrator = (permissions: Parameters<typeof can>[0]) =>
  can(permissions, [PERMISSION.companyAdministrator, PERMISSION.companyOwner]);

export const requireAdmin = guard(createMiddleware<AppEnv>(async (c, next) => {
  if (!isAdministrator(c.get('auth').user.permissions)) throw forbidden();
  await next();
}), { kind: 'permission', anyOf: [PERMISSION.companyAdministrator, PERMISSION.companyOwner] });

/** A route that needs one permission (company-wide or on any object), e.g. manage-hotel-content. */
export const requirePermission = (name: string) =>
  guard(createMiddleware<AppEnv>(async (c, next) => {
    if (!can(c.get('auth').user.permissions, name)) throw forbidden();
    await next();
  }), { kind: 'permission', anyOf: [name] });

/** A route that any one of several permissions opens (company-wide or on any object). */
export const requireAnyPermission = (names: string[]) =>
  guard(createMiddleware<AppEnv>(async (c, next) => {
    if (!can(c.get('auth').user.permissions, names)) throw forbidden();
    await next();
  }), { kind: 'permission', anyOf: [...names] });

/** Every hotel-content (slice 2) route. */
export const requireHotelContent = requirePermission(PERMISSION.manageHotelContent);
