import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAYS_OF_WEEK, ICON_KEYS, ICON_SHAPES, iconSvg } from '@atoll/contract';
import type { ApiClient, Json } from './support/client';
import { createStaff, startWithTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => ({ server, api, owner } = await startWithTenant('ui-content-co')));
afterAll(() => server.close());

describe('reference lists of the content forms', () => {
  it('GET ui/icons lists every icon with its name and SVG url; any session will do, none is 401', async () => {
    const staff = await createStaff(api, owner, 'plain-staff');
    const res = await api.get('ui/icons', { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(ICON_KEYS.length);
    expect(res.body.data[0]).toEqual({ key: ICON_KEYS[0], name: ICON_SHAPES[ICON_KEYS[0]].name, url: `/api/v1/ui/icons/${ICON_KEYS[0]}.svg` });
    expect(res.body.data.map((i: Json) => i.key)).toEqual(ICON_KEYS);
    expect((await api.get('ui/icons')).status).toBe(401);
  });

  it('GET ui/icons/{key}.svg serves the SVG publicly (an <img> sends no token), cached; unknown keys are 404', async () => {
    const res = await fetch(`${server.url}/api/v1/ui/icons/pool.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const svg = await res.text();
    expect(svg).toBe(iconSvg('pool'));
    expect(svg).toContain(ICON_SHAPES.pool.d);
    for (const path of ['ui/icons/nothing.svg', 'ui/icons/pool', 'ui/icons/pool.png', 'ui/icons/..%2Fpool.svg', 'ui/icons/constructor.svg']) {
      expect((await fetch(`${server.url}/api/v1/${path}`)).status, path).toBe(404);
    }
  });

  it('GET ui/days-of-week: 1 = Sunday … 7 = Saturday', async () => {
    const res = await api.get('ui/days-of-week', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(DAYS_OF_WEEK.map((d) => ({ value: d.value, label: d.label })));
    expect(res.body.data[0]).toEqual({ value: 1, label: 'Sunday' });
    expect((await api.get('ui/days-of-week')).status).toBe(401);
  });
});
