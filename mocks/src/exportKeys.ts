/**
 * One-time export keys in the store (contract/src/exports.ts): a list route answers `return_url=1` with
 * `exportLink`, the download (handlers/exports.ts) spends the key. Storage only: the key's shape,
 * lifetime and URL are the contract's, as on the server.
 */
import { EXPORT_KEY_TTL_MS, exportDownloadUrl, parseExportKey, type ExportableList } from '@atoll/contract';
import { ok } from './http';
import type { Caller } from './session';
import { mockDb, randomToken, type StoredExportKey } from './store';

/** `{ data: { url } }` for one download of `list` with the query's filter and sort. */
export function exportLink(caller: Caller, list: ExportableList, query: { order_by?: string; q_name?: string }) {
  const key = `${caller.company.id}.${randomToken()}`;
  const kept = JSON.parse(JSON.stringify({ order_by: query.order_by, q_name: query.q_name })) as Record<string, unknown>;
  mockDb.exportKeys.set(key, { company_id: caller.company.id, user_id: caller.user.id, list, query: kept, expires_at: Date.now() + EXPORT_KEY_TTL_MS, used: false });
  return ok({ url: exportDownloadUrl(key) });
}

/** Spends a key: the stored export, or undefined (unknown, another company's, used or expired). */
export function redeemExportKey(key: string | null): StoredExportKey | undefined {
  const parsed = parseExportKey(key);
  const stored = key && parsed ? mockDb.exportKeys.get(key) : undefined;
  if (!stored || stored.used || stored.company_id !== parsed?.companyId || stored.expires_at <= Date.now()) return undefined;
  stored.used = true;
  return stored;
}
