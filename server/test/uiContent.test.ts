/**
 * The icon files' bytes and headers (type, cache, nosniff) and the paths that must not resolve.
 * The icon list, days of the week and countries are written once in conformance/groups/ui.ts
 * (server and mocks).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICON_SHAPES, iconSvg } from '@atoll/contract';
import { startWithTenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;

beforeAll(async () => ({ server } = await startWithTenant('ui-content-co')));
afterAll(() => server.close());

describe('reference lists of the content forms', () => {
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
});
