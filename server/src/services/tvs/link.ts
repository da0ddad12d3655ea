/**
 * A TV's display link (ADR 0046). The token is HMAC-SHA-256(key, salt) in base64url (43 characters):
 * the row keeps the salt and the token's SHA-256 only, so the tvs table alone (a dump, a log of rows)
 * gives no link, while the console can still show the link (spec: the table links each TV's URL).
 * The key is a server secret kept in app_secrets. A new salt (POST tvs/{id}/link) is a new link; the
 * old token no longer matches any hash, so it stops at once.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { TV_TOKEN_PATTERN } from '@atoll/contract';
import { tvDisplayUrl } from '@atoll/contract/domain';
import type { Db } from '../../db/client';
import { serverSecret } from '../../security/serverSecrets';

const KEY_NAME = 'tv_link_key';

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function tokenOf(db: Db, salt: string): Promise<string> {
  return createHmac('sha256', await serverSecret(db, KEY_NAME)).update(salt).digest('base64url');
}

/** A fresh link: the salt and hash to store. */
export async function newLink(db: Db): Promise<{ linkSalt: string; linkHash: string }> {
  const linkSalt = randomBytes(16).toString('base64url');
  return { linkSalt, linkHash: tokenHash(await tokenOf(db, linkSalt)) };
}

export async function linkUrl(db: Db, publicUrl: string, salt: string): Promise<string> {
  return tvDisplayUrl(publicUrl, await tokenOf(db, salt));
}

/** The hash to look a display request up by; null for anything that cannot be a token (404 without a query). */
export const hashOfRequestToken = (token: string): string | null => (TV_TOKEN_PATTERN.test(token) ? tokenHash(token) : null);
