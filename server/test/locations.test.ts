/** Key places on the server: what only the database can get wrong — the cover's files, full-precision coordinates, ids beyond the integer range, another company's rows untouched. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/client';
import { fileCount, fileExists, fileIdOf, png, upload } from './support/content';
import { startWithTenants, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;

beforeAll(async () => ({ server, api, owner, other } = await startWithTenants('places-co', 'places-other')));
afterAll(() => server.close());

const companyId = () => owner.auth.company.id as number;
const place = (name: string) => ({ name, lat: 4.175512345678, lng: -73.509387654321 });

describe('key places', () => {
  it('keeps coordinates at full precision (double precision columns)', async () => {
    const created = (await api.post('locations', place('Precise'), { token: owner.token })).body.data;
    expect(created).toMatchObject({ lat: 4.175512345678, lng: -73.509387654321 });
  });

  it('replacing the cover deletes the previous file; deleting the place deletes its cover', async () => {
    const before = await fileCount(server, companyId());
    const id = (await api.post('locations', place('Covered'), { token: owner.token })).body.data.id;
    const first = await upload(api, owner.token, `locations/${id}/cover`, { bytes: await png() });
    const second = await upload(api, owner.token, `locations/${id}/cover`, { bytes: await png() });
    expect(await fileExists(server, companyId(), fileIdOf(first.body.data.cover))).toBe(false);
    expect(await fileExists(server, companyId(), fileIdOf(second.body.data.cover))).toBe(true);
    expect((await api.delete(`locations/${id}`, { token: owner.token })).status).toBe(200);
    expect(await fileCount(server, companyId())).toBe(before);
  });

  it('an id beyond PostgreSQL integers is 404, not a database error', async () => {
    for (const id of ['2147483648', '99999999999999999999', '-1', '1.5']) {
      expect((await api.get(`locations/${id}`, { token: owner.token })).status, id).toBe(404);
      expect((await api.patch(`locations/${id}/icon`, { icon_color: '#FFFFFF' }, { token: owner.token })).status, id).toBe(404);
    }
  });

  it("another company's PATCH, icon and DELETE leave its place untouched", async () => {
    const theirs = (await api.post('locations', place('Theirs'), { token: other.token })).body.data;
    await api.patch(`locations/${theirs.id}`, { ...place('Mine now'), sort_order: 1 }, { token: owner.token });
    await api.patch(`locations/${theirs.id}/icon`, { icon: 'boat', icon_color: '#000000', icon_background: '#FFFFFF' }, { token: owner.token });
    await api.delete(`locations/${theirs.id}`, { token: owner.token });
    expect((await api.get(`locations/${theirs.id}`, { token: other.token })).body.data).toEqual(theirs);
  });
});
