/** Invitations: a random token (stored hashed) mailed as a link, valid for 7 days, used once. */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { PRODUCT_NAME } from '@atoll/contract';
import type { Db } from '../db/client';
import { activationTokens, companies, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { ACTIVATION_TTL_MS, hashToken, newToken } from '../security/tokens';
import type { CompanyRow, UserRow } from './serialize';

export const activationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/auth/activate?token=${encodeURIComponent(token)}`;

export async function sendInvitation(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  user: UserRow,
  company: CompanyRow,
): Promise<void> {
  if (!user.email) return;
  const token = newToken();
  await db
    .insert(activationTokens)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ACTIVATION_TTL_MS) });
  const link = activationLink(publicUrl, token);
  await mailer.send({
    to: user.email,
    subject: `Activate your ${PRODUCT_NAME} account`,
    text: [
      `Hello ${user.name},`,
      '',
      `${company.name} invited you to ${PRODUCT_NAME}. Your company domain is ${company.username} and your username is ${user.username}.`,
      `Choose your password here (the link works for 7 days): ${link}`,
    ].join('\n'),
  });
}

/** The invited user and company behind a still-valid token, or undefined. */
export async function findInvitation(
  db: Db,
  token: string,
): Promise<{ tokenId: number; user: UserRow; company: CompanyRow } | undefined> {
  if (!token || token.length > 200) return undefined;
  // No company yet: the invitation's token finds the user and the company (tokens are secret and unique).
  // eslint-disable-next-line tenancy/company-rows -- the invitation picks the company
  const [row] = await db
    .select({ token: activationTokens, user: users, company: companies })
    .from(activationTokens)
    .innerJoin(users, eq(users.id, activationTokens.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(activationTokens.tokenHash, hashToken(token)),
        isNull(activationTokens.usedAt),
        gt(activationTokens.expiresAt, new Date()),
        eq(users.status, 'invited'),
      ),
    );
  return row ? { tokenId: row.token.id, user: row.user, company: row.company } : undefined;
}

/** Marks every open invitation of a user used (activated, or an admin set a password). */
export async function consumeInvitations(db: Db, userId: number): Promise<void> {
  await db
    .update(activationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(activationTokens.userId, userId), isNull(activationTokens.usedAt)));
}

/** When the user's last invitation was sent (Resend invite waits INVITE_RESEND_INTERVAL_SECONDS after it). */
export async function lastInvitationSentAt(db: Db, userId: number): Promise<number | undefined> {
  const [last] = await db
    .select({ createdAt: activationTokens.createdAt })
    .from(activationTokens)
    .where(eq(activationTokens.userId, userId))
    .orderBy(desc(activationTokens.createdAt))
    .limit(1);
  return last?.createdAt.getTime();
}
