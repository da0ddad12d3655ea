/**
 * Who is calling: the bearer token of a request resolved against the store's
 * sessions, and the permission checks the server repeats on every call.
 */
import { can, PERMISSION, type AuthResponse, type Company, type PermissionKey } from '@atoll/contract';
import { fail, MockHttpError } from './http';
import { companyById, mockDb, publicUser, randomToken, type MockDb, type StoredUser } from './store';

/** Sessions last 30 days, like the server's. */
const SESSION_DAYS = 30;

export interface Caller {
  user: StoredUser;
  company: Company;
  token: string;
}

export function createSession(userId: number, token: string = randomToken(), db: MockDb = mockDb): string {
  const expires = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000).toISOString();
  db.sessions.set(token, { token, user_id: userId, expires_at: expires });
  return token;
}

function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1];
}

/** The caller, or 401 UNAUTHORIZED without a token, with an unknown or expired one, or for a disabled user. */
export function authenticate(request: Request, db: MockDb = mockDb): Caller {
  const token = bearerToken(request);
  const session = token ? db.sessions.get(token) : undefined;
  const user = session ? db.users.find((u) => u.id === session.user_id) : undefined;
  const company = user ? companyById(user.company_id, db) : undefined;
  if (!token || !session || !user || !company || user.status !== 'active' || Date.parse(session.expires_at) < Date.now()) {
    throw new MockHttpError(fail(401));
  }
  return { user, company, token };
}

/** The caller when they hold `permission` (or one of several); 403 FORBIDDEN otherwise. */
export function authorize(request: Request, permission: PermissionKey | PermissionKey[], db: MockDb = mockDb): Caller {
  const caller = authenticate(request, db);
  if (!can(caller.user.permissions, permission)) throw new MockHttpError(fail(403));
  return caller;
}

/** Company administrators; the owner always keeps admin rights through the owner-level permission. */
export function authorizeAdmin(request: Request, db: MockDb = mockDb): Caller {
  return authorize(request, [PERMISSION.companyAdministrator, PERMISSION.companyOwner], db);
}

/** Ends a user's sessions (disabled, password set by an admin), optionally keeping one. */
export function revokeSessions(userId: number, keepToken?: string, db: MockDb = mockDb): void {
  for (const [token, session] of db.sessions) {
    if (session.user_id === userId && token !== keepToken) db.sessions.delete(token);
  }
}

/** What login and activation return for a user: a fresh session. */
export function authResponseForUser(user: StoredUser, token: string = createSession(user.id)): AuthResponse {
  const company = companyById(user.company_id);
  const session = mockDb.sessions.get(token);
  if (!company || !session) throw new Error(`No company or session for user ${user.id}`);
  return { user: publicUser(user), company: structuredClone(company), auth_token: { token, expires_at: session.expires_at } };
}

/**
 * The AuthResponse of an existing session token, e.g. a scenario's well-known
 * token, so a story or test can put a logged-in state into browser storage.
 */
export function authResponseForToken(token: string): AuthResponse {
  const session = mockDb.sessions.get(token);
  const user = session && mockDb.users.find((u) => u.id === session.user_id);
  if (!user) throw new Error(`No mock session for token '${token}': reset the store with the scenario first`);
  return authResponseForUser(user, token);
}
