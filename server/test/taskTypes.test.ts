/**
 * Tasks › Types, what only the server has: SQL (LIKE wildcards typed by a user,
 * integers beyond PostgreSQL's range) and the tenancy seam leaving another company's
 * rows untouched. The API's behaviour on both backends is in conformance/groups/taskTypes.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT } from '@atoll/contract';
import type { ApiClient } from './support/client';
import { startWithTenants, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;

beforeAll(async () => ({ server, api, owner, other } = await startWithTenants('tasktypes-co', 'tasktypes-other')));
afterAll(() => server.close());

async function post(path: string, body: object, token = owner.token): Promise<number> {
  const res = await api.post(path, body, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

describe('task types on PostgreSQL', () => {
  it('searches % and _ literally (they are LIKE wildcards in SQL)', async () => {
    await post('tasks/types', { name: '100% check' });
    await post('tasks/types', { name: '1000 check' });
    await post('tasks/types', { name: 'a_b' });
    await post('tasks/types', { name: 'axb' });
    const percent = await api.get(`tasks/types?q_name=${encodeURIComponent('0%')}`, { token: owner.token });
    expect(percent.body.data.map((t: { name: string }) => t.name)).toEqual(['100% check']);
    const underscore = await api.get('tasks/types?q_name=a_b', { token: owner.token });
    expect(underscore.body.data.map((t: { name: string }) => t.name)).toEqual(['a_b']);
  });

  it('ids beyond the integer range are missing (path) or not in the list (body), never a database error', async () => {
    for (const path of ['tasks/types/2147483648', 'tasks/categories/99999999999']) {
      expect((await api.get(path, { token: owner.token })).status).toBe(404);
    }
    const res = await api.post('tasks/types', { name: 'Big', task_category_id: 2_147_483_648 }, { token: owner.token });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ task_category_id: [CONTENT_TEXT.chooseFromList] });
  });

  it("a PATCH of another company's row leaves it as it was", async () => {
    const theirCategory = await post('tasks/categories', { name: 'Theirs' }, other.token);
    const theirType = await post('tasks/types', { name: 'Their type', task_category_id: theirCategory }, other.token);
    expect((await api.patch(`tasks/types/${theirType}`, { name: 'Mine' }, { token: owner.token })).status).toBe(404);
    expect((await api.patch(`tasks/categories/${theirCategory}`, { name: 'Mine' }, { token: owner.token })).status).toBe(404);
    const type = await api.get(`tasks/types/${theirType}`, { token: other.token });
    expect(type.body.data).toMatchObject({ name: 'Their type', task_category: { id: theirCategory, name: 'Theirs' } });
  });
});
