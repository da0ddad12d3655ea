/**
 * App versions (issue 21, ADR 0050): two editors saving on the same base at the same moment. Saves of one
 * company take turns on its row, so exactly one goes through as sent and every other is checked against
 * it: merged when it changed other components, 428 CONFIRMATION_REQUIRED when it changed the same one.
 * Meaningful on PostgreSQL (a pool of connections; on PGlite requests take turns at its one connection):
 * DATABASE_URL=postgres://… npx vitest run --project server server/test/appVersionsRace.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, Json } from './support/client';
import { startWithTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => ({ server, api, owner } = await startWithTenant('app-versions-race')));
afterAll(() => server.close());

const en = (text: string) => [{ language_code: 'en', text }];
const heading = (id: string, text: string) => ({ id, type: 'h1', name: id, config: { text: en(text) } });
const ROUNDS = 5;
const SAVERS = 4;

async function saveBase(round: number): Promise<Json> {
  const components = Array.from({ length: SAVERS }, (_, i) => heading(`r${round}c${i}`, 'base'));
  const res = await api.post('editor/app/versions', { config: { home: { components } } }, { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

describe('concurrent saves on one base', () => {
  it('each changing another component: one as sent, the rest merged, nothing lost', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const base = await saveBase(round);
      const answers = await Promise.all(
        Array.from({ length: SAVERS }, (_, i) => {
          const components = base.config.home.components.map((c: Json, j: number) => (j === i ? { ...c, config: { text: en(`saver ${i}`) } } : c));
          return api.post('editor/app/versions', { config: { home: { components } }, base_version_id: base.id }, { token: owner.token });
        }),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(SAVERS).fill(201));
      expect(answers.filter((r) => !r.body.data.merged)).toHaveLength(1);
      const latest = (await api.get('editor/app/versions/latest', { token: owner.token })).body.data;
      expect(latest.config.home.components.map((c: Json) => c.config.text[0].text)).toEqual(Array.from({ length: SAVERS }, (_, i) => `saver ${i}`));
    }
    expect(server.logs.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('each changing the same component: exactly one goes through, the others are asked to confirm', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const base = await saveBase(100 + round);
      const answers = await Promise.all(
        Array.from({ length: SAVERS }, (_, i) => {
          const components = base.config.home.components.map((c: Json, j: number) => (j === 0 ? { ...c, config: { text: en(`saver ${i}`) } } : c));
          return api.post('editor/app/versions', { config: { home: { components } }, base_version_id: base.id }, { token: owner.token });
        }),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([201, ...Array(SAVERS - 1).fill(428)]);
      const winner = answers.find((r) => r.status === 201)!.body.data;
      for (const asked of answers.filter((r) => r.status === 428)) expect(asked.body.data.id).toBe(`overwrite:${winner.id}`);
      expect((await api.get('editor/app/versions/latest', { token: owner.token })).body.data.id).toBe(winner.id);
    }
    expect(server.logs.filter((l) => l.level === 'error')).toEqual([]);
  });
});
