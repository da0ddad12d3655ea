/** GET pms (spec: Admin › PMS): the company's PMS integrations, read-only, for company administrators. */
import { expect, it } from 'vitest';
import { STATUS_MESSAGES } from '@atoll/contract';
import { defineGroup, type Json, type RouteKey } from '../harness';
import { dataOf } from '../helpers';

const COVERS: RouteKey[] = ['GET pms'];

export const pms = defineGroup(COVERS, (api, who) => {
  it('lists the integrations to administrators (each {id, integration, ui_status, last_synced_at}); 403 to staff, 401 without a session', async () => {
    for (const token of [who().ownerA, who().adminA, who().ownerB]) {
      const list = dataOf(await api.call('GET', 'pms', { token }));
      expect(Array.isArray(list)).toBe(true);
      for (const row of list as Json[]) {
        expect(row).toEqual({
          id: expect.any(Number),
          integration: expect.any(String),
          ui_status: { text: expect.any(String), color: expect.any(String) },
          last_synced_at: row.last_synced_at === null ? null : expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        });
      }
    }
    expect(dataOf(await api.call('GET', 'pms', { token: who().ownerB }))).toEqual([]);
    const denied = await api.call('GET', 'pms', { token: who().staffA });
    expect(denied).toEqual({ status: 403, body: expect.objectContaining({ code: 'FORBIDDEN', message: STATUS_MESSAGES[403] }) });
    expect((await api.call('GET', 'pms')).status).toBe(401);
  });
});
