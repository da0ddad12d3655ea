/** Login sessions: a new random token each time, only its hash stored. */
import { and, eq, lt, ne } from 'drizzle-orm';
import type { AuthResponse, AuthToken } from '@atoll/contract';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken, newToken, SESSION_TTL_MS } from '../security/tokens';
import { toCompany, toUser, type CompanyRow, type UserRow } from './serialize';

export async function createSession(db: Db, userId: number): Promise<AuthToken> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  // Expired sessions of this user are dead weight; tidy them up while we are here.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expires_at: expiresAt.toISOString() };
}

/** Ends every session of a user (disabled, password reset), optionally keeping one. */
export async function revokeSessions(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  const condition =
    keepSessionId === undefined
      ? eq(sessions.userId, userId)
      : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId));
  await db.delete(sessions).where(condition);
}

export async function authResponse(db: Db, user: UserRow, company: CompanyRow, guestAppUrl: string): Promise<AuthResponse> {
  return { user: toUser(user), company: toCompany(company, guestAppUrl), auth_token: await createSession(db, user.id) };
}
