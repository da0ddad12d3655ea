import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, en } from '@atoll/contract';
import type { ApiClient } from './support/client';
import { fileCount, fileExists, fileIdOf, png, upload } from './support/content';
import { startWithTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => ({ server, api, owner } = await startWithTenant('events-co')));
afterAll(() => server.close());

const companyId = () => owner.auth.company.id as number;
const event = (name = 'Live music', days = [6, 2, 6]) => ({
  name: en(name),
  start_time: '18:00',
  end_time: '20:30',
  weekly_recurring_day: days,
  description: en('On the beach'),
});

describe('weekly recurring events', () => {

  it('sets and removes the cover; deleting the event deletes it', async () => {
    const before = await fileCount(server, companyId());
    const id = (await api.post('events/recurring', event(), { token: owner.token })).body.data.id;
    const first = await upload(api, owner.token, `events/recurring/${id}/cover`, { bytes: await png() });
    expect(first.body.data.cover).toMatch(/^\/api\/v1\/files\//);
    const second = await upload(api, owner.token, `events/recurring/${id}/cover`, { bytes: await png() });
    expect(await fileExists(server, companyId(), fileIdOf(first.body.data.cover))).toBe(false);
    expect(await fileExists(server, companyId(), fileIdOf(second.body.data.cover))).toBe(true);
    const noFile = await upload(api, owner.token, `events/recurring/${id}/cover`, {});
    expect(noFile.body.errors).toEqual({ file: [MSG.fieldRequired] });
    await api.delete(`events/recurring/${id}`, { token: owner.token });
    expect(await fileCount(server, companyId())).toBe(before);
  });

  it('concurrent cover uploads leave one cover and no stray file', async () => {
    const before = await fileCount(server, companyId());
    const id = (await api.post('events/recurring', event(), { token: owner.token })).body.data.id;
    const image = await png();
    const answers = await Promise.all([1, 2, 3, 4].map(() => upload(api, owner.token, `events/recurring/${id}/cover`, { bytes: image })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await fileCount(server, companyId())).toBe(before + 1);
    const { cover } = (await api.get(`events/recurring/${id}`, { token: owner.token })).body.data;
    expect(await fileExists(server, companyId(), fileIdOf(cover))).toBe(true);
    await api.delete(`events/recurring/${id}`, { token: owner.token });
    expect(await fileCount(server, companyId())).toBe(before);
  });

});
