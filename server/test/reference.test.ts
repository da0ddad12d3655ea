import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@atoll/contract';
import type { ApiClient } from './support/client';
import { startWithTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => ({ server, api, owner } = await startWithTenant('reference-co')));
afterAll(() => server.close());

describe('ui/validate-company-username', () => {
  it('accepts a free domain', async () => {
    const res = await api.post('ui/validate-company-username', { username: 'free-domain' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { username: 'free-domain', available: true } });
  });

  it('rejects taken and reserved domains with the spec message', async () => {
    for (const domain of ['reference-co', 'www', 'api', 'admin', 'app']) {
      const res = await api.post('ui/validate-company-username', { username: domain });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ username: [MSG.domainTaken(domain)] });
    }
  });

  it('validates the domain format with the contract schema', async () => {
    const res = await api.post('ui/validate-company-username', { username: 'Bad Domain!' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ username: ['Use lowercase letters, digits and single hyphens only'] });
    const empty = await api.post('ui/validate-company-username', {});
    expect(empty.body.errors).toEqual({ username: [MSG.fieldRequired] });
  });
});

describe('ui/countries', () => {
  it('lists alpha-3 codes with English names, sorted by name', async () => {
    const res = await api.get('ui/countries');
    expect(res.status).toBe(200);
    const list = res.body.data as Array<{ alpha3: string; value: string }>;
    expect(list.length).toBeGreaterThan(240);
    expect(list).toContainEqual({ alpha3: 'MDV', value: 'Maldives' });
    expect(list).toContainEqual({ alpha3: 'DEU', value: 'Germany' });
    const names = list.map((c) => c.value);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en')));
  });
});

describe('languages', () => {
  it('offers the seeded languages in order', async () => {
    const res = await api.get('languages/available', { token: owner.token });
    expect(res.status).toBe(200);
    const codes = res.body.data.map((l: { code: string }) => l.code);
    expect(codes).toEqual(['en', 'ar', 'zh', 'ru', 'de', 'fr', 'it', 'es', 'ja', 'ko', 'hi', 'dv']);
    expect(res.body.data[0]).toEqual({ id: expect.any(Number), code: 'en', name: 'English', name_english: 'English', sort_order: 1 });
    expect(res.body.data.find((l: { code: string }) => l.code === 'dv')).toMatchObject({ name_english: 'Dhivehi' });
    expect((await api.get('languages/available')).status).toBe(401);
  });

  it('enables and disables a language for the company; English stays enabled', async () => {
    const all = (await api.get('languages', { token: owner.token })).body.data as Array<{ id: number; code: string; enabled: boolean }>;
    const french = all.find((l) => l.code === 'fr')!;
    const english = all.find((l) => l.code === 'en')!;
    expect(french.enabled).toBe(false);

    const enabled = await api.post(`languages/${french.id}/enable`, undefined, { token: owner.token });
    expect(enabled.status).toBe(200);
    expect(enabled.body.data).toMatchObject({ code: 'fr', enabled: true, name_english: 'French' });
    const list = (await api.get('languages', { token: owner.token })).body.data as Array<{ code: string; enabled: boolean }>;
    expect(list.filter((l) => l.enabled).map((l) => l.code)).toEqual(['en', 'fr']);

    const disabled = await api.post(`languages/${french.id}/disable`, undefined, { token: owner.token });
    expect(disabled.body.data).toMatchObject({ code: 'fr', enabled: false });

    const keepEnglish = await api.post(`languages/${english.id}/disable`, undefined, { token: owner.token });
    expect(keepEnglish.status).toBe(422);
    expect(keepEnglish.body.code).toBe('VALIDATION_ERROR');
  });

  it('unknown or non-numeric language ids are 404', async () => {
    for (const id of ['9999', 'abc', '0']) {
      expect((await api.post(`languages/${id}/enable`, undefined, { token: owner.token })).status).toBe(404);
    }
  });
});
