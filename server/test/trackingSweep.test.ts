/**
 * The tracker history sweep (services/tracking/sweep.ts, ADR 0041): a company whose trackers have all
 * stopped posting loses its positions past the contract's bound on the interval, with no ingest to
 * prune them; fresh positions (its own and another company's) stay. Batches smaller than the backlog
 * prove the batch loop finishes the job. Runs on PGlite and, with DATABASE_URL, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { TRACKER_HISTORY_HOURS } from '@atoll/contract';
import { trackerPositions } from '../src/db/schema';
import { tenant } from '../src/db/tenant';
import { startPositionSweeper, sweepPositions } from '../src/services/tracking/sweep';
import { apiClient, type ApiClient, type Json } from './support/client';
import { createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-26T10:00:00.000Z');
let clock = T0;
let server: TestServer;
let api: ApiClient;
let silent: Tenant;
let other: Tenant;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  api = apiClient(server.url);
  silent = await createTenant(api, server.url, 'silent-co');
  other = await createTenant(api, server.url, 'busy-co');
}, 60_000);
afterAll(() => server.close());

async function trackerWith(owner: Tenant, name: string, minutesAgo: number[]): Promise<Json> {
  const group = (await api.post('tracking/groups', { name: `${name} group`, type: 'boat' }, { token: owner.token })).body.data;
  const tracker = (await api.post('tracking/trackers', { name, tracking_group_id: group.id }, { token: owner.token })).body.data;
  const positions = minutesAgo.map((m, i) => ({ lat: i, lng: 1, recorded_at: new Date(clock - m * MINUTE).toISOString() }));
  const res = await api.post('tracking/positions', { positions }, { headers: { Authorization: `Bearer ${tracker.token}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return tracker;
}

/** The tracker's stored positions (their times), read through its company's seam; the token names the company. */
const kept = async (tracker: Json) =>
  (await tenant(server.database.db, Number(String(tracker.token).split('.')[0])).select(trackerPositions, eq(trackerPositions.trackerId, tracker.id)).orderBy(asc(trackerPositions.recordedAt))).map(
    (p) => p.recordedAt.getTime(),
  );

describe('the tracker history sweep', () => {
  it(`deletes a silent company's positions older than ${TRACKER_HISTORY_HOURS} hours in batches; fresh ones (and other companies') stay`, async () => {
    const a = await trackerWith(silent, 'Silent A', [60, 50, 40, 30, 20, 10, 5]);
    const b = await trackerWith(other, 'Busy B', [30, 1]);
    // A day later minus 25 minutes: A's positions of 60…30 minutes ago are past the bound, 20, 10 and 5 are not.
    clock = T0 + TRACKER_HISTORY_HOURS * 60 * MINUTE - 25 * MINUTE;
    expect(await sweepPositions({ ...server.deps, now: () => clock }, 2)).toBe(4 + 1);
    expect(await kept(a)).toEqual([20, 10, 5].map((m) => T0 - m * MINUTE));
    expect(await kept(b)).toEqual([T0 - MINUTE]);
    // A second sweep finds nothing more.
    expect(await sweepPositions({ ...server.deps, now: () => clock }, 2)).toBe(0);
    // The tracker keeps its newest position (and reads offline) when its history is gone.
    expect((await api.get(`tracking/trackers/${a.id}`, { token: silent.token })).body.data).toMatchObject({ ui_status: 'offline', last_position: { lat: 6 } });
  });

  it('runs on its interval (as main.ts starts it) and its stop waits for the run', async () => {
    const c = await trackerWith(silent, 'Silent C', [3, 2]);
    clock += TRACKER_HISTORY_HOURS * 60 * MINUTE - 2.5 * MINUTE;
    const stop = startPositionSweeper({ ...server.deps, now: () => clock }, 20);
    const deadline = Date.now() + 5000;
    while ((await kept(c)).length > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await stop();
    expect(await kept(c)).toEqual([clock - TRACKER_HISTORY_HOURS * 60 * MINUTE + 0.5 * MINUTE]);
  });
});
