import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@atoll/contract';
import type { ApiClient } from './support/client';
import { startWithTenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => ({ server, api } = await startWithTenant('reference-co')));
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
