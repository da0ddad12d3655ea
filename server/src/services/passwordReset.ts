/**
 * 'Forgot password?' (issue 18): a random token, stored hashed, mailed as a link, valid for the
 * contract's PASSWORD_RESET_TTL_MS, used once. Only active users with an e-mail address get one.
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MINUTES, PASSWORD_RESET_TTL_MS, PRODUCT_NAME, RESET_PASSWORD_PATH } from '@atoll/contract';
import type { Db } from '../db/client';
import { companies, passwordResetTokens, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { hashToken, newToken } from '../security/tokens';
import type { CompanyRow, UserRow } from './serialize';

export const passwordResetLink = (publicUrl: string, token: string) =>
  `${publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;

/**
 * The active users with an e-mail address whom a forgot request names: the company by its domain, the
 * user by username or by e-mail (case-folded), as a person would remember either.
 */
export async function findResettableUsers(db: Db, domain: string, identifier: string): Promise<{ user: UserRow; company: CompanyRow }[]> {
  const folded = identifier.trim().toLowerCase();
  // No session: the request names the company, as a login does.
  // eslint-disable-next-line tenancy/company-rows -- the request itself picks the company
  const rows = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(companies.username, domain.trim().toLowerCase()),
        eq(users.status, 'active'),
        sql`${users.email} is not null and ${users.email} <> ''`,
        or(eq(sql`lower(${users.username})`, folded), eq(sql`lower(${users.email})`, folded)),
      ),
    );
  return rows;
}

export async function sendPasswordReset(db: Db, mailer: Mailer, publicUrl: string, user: UserRow, company: CompanyRow, now: number): Promise<void> {
  if (!user.email) return;
  const token = newToken();
  await db
    .insert(passwordResetTokens)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now + PASSWORD_RESET_TTL_MS) });
  await mailer.send({
    to: user.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      `Hello ${user.name},`,
      '',
      `Someone asked to reset the ${PRODUCT_NAME} password of ${user.username} at ${company.name} (company domain ${company.username}).`,
      `Choose a new password here (the link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes): ${passwordResetLink(publicUrl, token)}`,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  });
}

/** The user and company behind a still-valid reset token, or undefined. */
export async function findPasswordReset(
  db: Db,
  token: string,
  now: number,
): Promise<{ tokenId: number; user: UserRow; company: CompanyRow } | undefined> {
  if (!token || token.length > 200) return undefined;
  // The token is the credential here: it finds the user and the company (tokens are secret and unique).
  // eslint-disable-next-line tenancy/company-rows -- the reset link picks the company
  const [row] = await db
    .select({ token: passwordResetTokens, user: users, company: companies })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date(now)),
        eq(users.status, 'active'),
      ),
    );
  return row ? { tokenId: row.token.id, user: row.user, company: row.company } : undefined;
}

/** Marks every open reset link of a user used (after a reset: an older link must not work either). */
export async function consumePasswordResets(db: Db, userId: number, now: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
