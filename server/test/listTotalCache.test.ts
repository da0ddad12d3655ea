/**
 * The cache of the paged lists' totals (server/src/services/listTotals.ts) on its own: reused within
 * LIST_TOTAL_CACHE_MS, counted again after it, dropped for one company by a 'content' message naming it and for
 * every company by one naming none, not kept when a drop arrived while it was counted, and capped at its size with
 * the oldest going first. A fake database object (the in-process channel of channelOf) and a fake clock; the HTTP
 * behaviour is listTotals.test.ts's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelOf } from '../src/cluster/channel';
import type { Db } from '../src/db/client';
import { LIST_TOTAL_CACHE_MS, listTotal } from '../src/services/listTotals';

let db: Db;
/** A count that answers `total` and counts its calls. */
const counter = (total = 7) => vi.fn(async () => total);

beforeEach(() => {
  db = {} as Db;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

describe('listTotal', () => {
  it('reuses a total until LIST_TOTAL_CACHE_MS has passed, then counts again', async () => {
    const count = counter();
    expect(await listTotal(db, 1, 'users', count)).toBe(7);
    vi.setSystemTime(1_000_000 + LIST_TOTAL_CACHE_MS - 1);
    expect(await listTotal(db, 1, 'users', count)).toBe(7);
    expect(count).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_000_000 + LIST_TOTAL_CACHE_MS);
    await listTotal(db, 1, 'users', count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('keeps each company and key apart', async () => {
    const count = counter();
    await listTotal(db, 1, 'users', count);
    await listTotal(db, 2, 'users', count);
    await listTotal(db, 1, 'guests', count);
    expect(count).toHaveBeenCalledTimes(3);
    await listTotal(db, 1, 'users', count);
    expect(count).toHaveBeenCalledTimes(3);
  });

  it('counts again after a change of the company, and only of that company', async () => {
    const count = counter();
    await listTotal(db, 1, 'users', count);
    await listTotal(db, 2, 'users', count);
    channelOf(db).publish('content', { companyId: 1 });
    await listTotal(db, 1, 'users', count);
    expect(count).toHaveBeenCalledTimes(3);
    await listTotal(db, 2, 'users', count);
    expect(count).toHaveBeenCalledTimes(3);
    // The new count is kept again.
    await listTotal(db, 1, 'users', count);
    expect(count).toHaveBeenCalledTimes(3);
    // A second change of the same company.
    channelOf(db).publish('content', { companyId: 1 });
    await listTotal(db, 1, 'users', count);
    expect(count).toHaveBeenCalledTimes(4);
  });

  it('counts every company again after a message that names none', async () => {
    const count = counter();
    await listTotal(db, 1, 'users', count);
    await listTotal(db, 2, 'users', count);
    channelOf(db).publish('content', null);
    await listTotal(db, 1, 'users', count);
    await listTotal(db, 2, 'users', count);
    expect(count).toHaveBeenCalledTimes(4);
    channelOf(db).publish('content', { companyId: 'not a number' });
    await listTotal(db, 2, 'users', count);
    expect(count).toHaveBeenCalledTimes(5);
  });

  it('does not keep a total counted while the company changed (it may have read the old rows)', async () => {
    const during = vi.fn(async () => {
      channelOf(db).publish('content', { companyId: 1 });
      return 3;
    });
    expect(await listTotal(db, 1, 'users', during)).toBe(3);
    const count = counter(4);
    expect(await listTotal(db, 1, 'users', count)).toBe(4);
    expect(count).toHaveBeenCalledTimes(1);
    // Nor one counted while everything was dropped.
    const duringAll = vi.fn(async () => {
      channelOf(db).publish('content', {});
      return 5;
    });
    await listTotal(db, 2, 'users', duringAll);
    const again = counter(6);
    expect(await listTotal(db, 2, 'users', again)).toBe(6);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('keeps at most 10,000 totals, the oldest going first', async () => {
    const count = counter();
    for (let i = 0; i < 10_000; i++) await listTotal(db, 1, `key ${i}`, count);
    expect(count).toHaveBeenCalledTimes(10_000);
    // All 10,000 are kept.
    await listTotal(db, 1, 'key 0', count);
    await listTotal(db, 1, 'key 9999', count);
    expect(count).toHaveBeenCalledTimes(10_000);
    // One more pushes out the one counted first (a reuse does not make it younger): key 0 is counted again.
    await listTotal(db, 1, 'key 10000', count);
    expect(count).toHaveBeenCalledTimes(10_001);
    await listTotal(db, 1, 'key 1', count);
    expect(count).toHaveBeenCalledTimes(10_001);
    await listTotal(db, 1, 'key 0', count);
    expect(count).toHaveBeenCalledTimes(10_002);
  });
});
