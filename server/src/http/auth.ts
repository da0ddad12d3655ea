/** Bearer-token authentication and permission checks for every protected route. */
import { and, eq, gt } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { can, PERMISSION } from '@atoll/contract';
import type { AppEnv, AuthContext } from '../deps';
import type { Db } from '../db/client';
import { companies, sessions, users } from '../db/schema';
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

/** The live session an Authorization header names (an active user's), or undefined. */
export async function sessionOf(db: Db, authorization: string | undefined): Promise<AuthContext | undefined> {
  const token = bearer(authorization);
  if (!token || token.length > 200) return undefined;
  // No company yet: the session's token finds the user and the company (tokens are secret and unique).
  // eslint-disable-next-line tenancy/company-rows -- the session picks the company
  const [row] = await db
    .select({ session: sessions, user: users, company: companies })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
  // A disabled user's sessions are revoked too, but check anyway.
  if (!row || row.user.status !== 'active') return undefined;
  return { user: row.user, company: row.company, sessionId: row.session.id };
}

const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

export function requireAuth(db: Db) {
  return guard(createMiddleware<AppEnv>(async (c, next) => {
    const auth = await sessionOf(db, c.req.header('Authorization'));
    if (!auth) throw unauthorized();
    c.set('auth', auth);
    await next();
    // Whatever a staff member changed may be on a TV: every open display stream of the company rechecks its
    // manifest (services/contentBus.ts). Published here, once for every route, so none can be forgotten.
    if (MUTATING.has(c.req.method) && c.res.status >= 200 && c.res.status < 300) contentBus(db).publish(auth.company.id);
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
