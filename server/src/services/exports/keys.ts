/**
 * One-time export keys (contract/src/exports.ts): issued to a signed-in caller for one list and its
 * query, redeemed once by the download (no bearer), within EXPORT_KEY_TTL_MS. The key is
 * `<company id>.<secret>`; only the secret's SHA-256 is stored, and the download looks it up through
 * that company's seam, so a key with another company's id, a used or an expired key finds nothing.
 */
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { EXPORT_KEY_TTL_MS, EXPORT_TEXT, parseExportKey, type ExportableList } from '@atoll/contract';
import { exportKeys } from '../../db/schema';
import type { Db } from '../../db/client';
import { tenant, type Tenant } from '../../db/tenant';
import { HttpError } from '../../http/errors';
import { hashToken, newToken } from '../../security/tokens';

/** 404 with the console's words for it: the link was used, expired or never issued. */
export const keyGone = () => new HttpError(404, { message: EXPORT_TEXT.linkExpired });

/** What a redeemed key says: whose export, of which list, with which query. */
export interface RedeemedExport {
  companyId: number;
  userId: number;
  list: ExportableList;
  query: Record<string, unknown>;
}

/** Stores a key for `list` and `query` (the list's validated filter and sort) and answers it. */
export async function issueExportKey(own: Tenant, userId: number, list: ExportableList, query: Record<string, unknown>, now: Date): Promise<string> {
  const secret = newToken();
  // A company's spent and expired keys go as a new one is issued (they can never be redeemed).
  await own.delete(exportKeys, or(isNotNull(exportKeys.usedAt), lt(exportKeys.expiresAt, now))!);
  await own.insert(exportKeys, { userId, tokenHash: hashToken(secret), list, query, expiresAt: new Date(now.getTime() + EXPORT_KEY_TTL_MS) });
  return `${own.companyId}.${secret}`;
}

/** Spends the key (one statement: two downloads racing cannot both win), or 404. */
export async function redeemExportKey(db: Db, key: string | undefined, now: Date, isList: (list: string) => list is ExportableList): Promise<RedeemedExport> {
  const parsed = parseExportKey(key);
  if (!parsed) throw keyGone();
  const own = tenant(db, parsed.companyId);
  const [row] = await own
    .update(exportKeys, and(eq(exportKeys.tokenHash, hashToken(parsed.secret)), isNull(exportKeys.usedAt), gt(exportKeys.expiresAt, now))!, { usedAt: now })
    .returning({ userId: exportKeys.userId, list: exportKeys.list, query: exportKeys.query });
  if (!row || !isList(row.list)) throw keyGone();
  return { companyId: parsed.companyId, userId: row.userId, list: row.list, query: row.query };
}
