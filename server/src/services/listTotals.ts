/**
 * The totals of the paged lists (meta.total of GET users, guests/current, guests/others), kept per company by this
 * process (issue 23, lists stay flat from 200 to 20,000 rows). A 50-row page reads 50 index entries whatever the
 * table holds (migration 0023), but its total counted every row of the company on each request (2-3 ms of
 * PostgreSQL at 20,000 rows, more than the rest of the page). A total is reused until the company changes
 * something, as the session cache in http/auth.ts is:
 * - any successful POST/PATCH/PUT/DELETE by the company's staff, on any instance: requireAuth publishes the
 *   company on the cluster channel's topic 'content' (services/contentBus.ts), delivered to this process at once
 *   and to the others by NOTIFY; an invited user's activation (no staff request) publishes it too;
 * - a gap in the channel drops every total;
 * - a total counted while a drop of its company arrived is not reused (it may have read the old rows).
 * A change that reaches none of these (a row edited by hand) is seen within LIST_TOTAL_CACHE_MS at most.
 */
import { channelOf } from '../cluster/channel';
import type { Db } from '../db/client';

/** How long a counted total is reused at most. */
export const LIST_TOTAL_CACHE_MS = 2_000;
/** The most totals kept per process (the oldest go first). */
const LIST_TOTAL_CACHE_MAX = 10_000;

interface Entry {
  total: number;
  at: number;
  /** The company's generation and the process's epoch when the count began. */
  generation: number;
  epoch: number;
}

interface Totals {
  entries: Map<string, Entry>;
  /** Bumped by each drop of a company: an entry of an older generation is counted again. */
  generations: Map<number, number>;
  /** Bumped by a drop of everything (a gap in the channel). */
  epoch: number;
}

const byDb = new WeakMap<Db, Totals>();

function totalsOf(db: Db): Totals {
  const known = byDb.get(db);
  if (known) return known;
  const totals: Totals = { entries: new Map(), generations: new Map(), epoch: 0 };
  const dropAll = () => {
    totals.epoch += 1;
    totals.entries.clear();
  };
  const channel = channelOf(db);
  channel.subscribe('content', (payload) => {
    const companyId = (payload as { companyId?: unknown } | null)?.companyId;
    if (typeof companyId === 'number') totals.generations.set(companyId, (totals.generations.get(companyId) ?? 0) + 1);
    else dropAll();
  });
  channel.onGap(dropAll);
  byDb.set(db, totals);
  return totals;
}

/**
 * The total of a company's list for `key` (the list and every filter that changes its rows, e.g. the search text
 * and the company's date): the one counted within LIST_TOTAL_CACHE_MS with nothing of the company changed since,
 * or `count()`.
 */
export async function listTotal(db: Db, companyId: number, key: string, count: () => Promise<number>): Promise<number> {
  const totals = totalsOf(db);
  const id = `${companyId}\u0000${key}`;
  const generation = totals.generations.get(companyId) ?? 0;
  const epoch = totals.epoch;
  const now = Date.now();
  const hit = totals.entries.get(id);
  if (hit && hit.generation === generation && hit.epoch === epoch && now - hit.at < LIST_TOTAL_CACHE_MS) return hit.total;
  const total = await count();
  // Kept only when nothing of the company was dropped while the count ran (it may have read the old rows).
  if ((totals.generations.get(companyId) ?? 0) === generation && totals.epoch === epoch) {
    totals.entries.delete(id);
    if (totals.entries.size >= LIST_TOTAL_CACHE_MAX) totals.entries.delete(totals.entries.keys().next().value!);
    totals.entries.set(id, { total, at: now, generation, epoch });
  }
  return total;
}
