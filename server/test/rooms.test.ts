import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@atoll/contract';
import { pmsIntegrations } from '../src/db/schema';
import type { ApiClient } from './support/client';
import { startWithTenant, createTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => ({ server, api, owner } = await startWithTenant('rooms-co')));
afterAll(() => server.close());

describe('rooms/manual-rooms', () => {
  it('starts empty, replaces the list in the typed order without duplicates', async () => {
    expect((await api.get('rooms/manual-rooms', { token: owner.token })).body).toEqual({ data: [] });
    const res = await api.post('rooms/manual-rooms', { numbers: ['201', ' 101 ', '201', 'A-3'] }, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ number: '201' }, { number: '101' }, { number: 'A-3' }]);
    const replaced = await api.post('rooms/manual-rooms', { numbers: ['999'] }, { token: owner.token });
    expect(replaced.body.data).toEqual([{ number: '999' }]);
    expect((await api.get('rooms/manual-rooms', { token: owner.token })).body.data).toEqual([{ number: '999' }]);
    const cleared = await api.post('rooms/manual-rooms', { numbers: [] }, { token: owner.token });
    expect(cleared.body.data).toEqual([]);
  });

  it('validates the list', async () => {
    const missing = await api.post('rooms/manual-rooms', {}, { token: owner.token });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ numbers: [MSG.fieldRequired] });
    const tooLong = await api.post('rooms/manual-rooms', { numbers: ['x'.repeat(21)] }, { token: owner.token });
    expect(tooLong.body.errors).toEqual({ 'numbers[0]': ['Room numbers have at most 20 characters'] });
    const wrongType = await api.post('rooms/manual-rooms', { numbers: 'not a list' }, { token: owner.token });
    expect(wrongType.status).toBe(422);
    const objects = await api.post('rooms/manual-rooms', { numbers: [{ n: 1 }] }, { token: owner.token });
    expect(objects.status).toBe(422);
  });
});

describe('pms', () => {
  it('is an empty list until an integration exists, then shows its status', async () => {
    expect((await api.get('pms', { token: owner.token })).body).toEqual({ data: [] });
    const syncedAt = new Date('2026-01-02T03:04:05.000Z');
    await server.database.db.insert(pmsIntegrations).values({ companyId: owner.auth.company.id, integration: 'Opera Cloud', status: 'connected', lastSyncedAt: syncedAt });
    const other = await createTenant(api, server.url, 'rooms-other');
    await server.database.db.insert(pmsIntegrations).values({ companyId: other.auth.company.id, integration: 'Mews', status: 'error' });
    const res = await api.get('pms', { token: owner.token });
    expect(res.body.data).toEqual([
      { id: expect.any(Number), integration: 'Opera Cloud', ui_status: { text: 'Connected', color: 'green' }, last_synced_at: syncedAt.toISOString() },
    ]);
    const theirs = await api.get('pms', { token: other.token });
    expect(theirs.body.data).toEqual([{ id: expect.any(Number), integration: 'Mews', ui_status: { text: 'Error', color: 'red' }, last_synced_at: null }]);
  });
});
