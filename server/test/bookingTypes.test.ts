/**
 * Request (booking) types on the server: what only the database can get wrong. The types' shape,
 * one type per activity or menu, the fixed fields, timing sets, delete with its slots, the selectors
 * and the menu selector, tenancy, permissions and facility scope are written once in the conformance
 * suite (conformance/groups/bookingTypes.ts) and run on the server and the mocks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/client';
import { startWithTenant, type Tenant } from './support/fixtures';
import { facilityWithActivity, weeklyBody } from './support/requestSetup';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => ({ server, api, owner } = await startWithTenant('types-co')));
afterAll(() => server.close());

const get = (path: string, token = owner.token) => api.get(path, { token });

describe('creating a request type', () => {
  it('types created at once for one activity: one wins, the others are refused (never a 5xx)', async () => {
    const { activityId } = await facilityWithActivity(api, owner, 'Burst');
    const answers = await Promise.all([1, 2, 3].map(() => api.post('bookings/types', weeklyBody(activityId), { token: owner.token })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((s) => s === 409 || s === 422)).toBe(true);
    const attached = (await get('bookings/types/selectors/attached/Activity')).body.data.find((o: { id: number }) => o.id === activityId);
    expect(attached.booking_type_id).toBe(answers.find((a) => a.status === 201)!.body.data.id);
  });
});
