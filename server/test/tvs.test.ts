/**
 * Map › TVs, what only the server has: the display link's token is never stored (only its SHA-256 and a
 * salt), a new link stops the old one at once, the manifest's image hashes are the SHA-256 of the bytes,
 * a token reaches only its own company, and the heartbeat's rate limit per token. The API's behaviour
 * on both backends is in conformance/groups/tvs.ts.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TV_HEARTBEAT_RATE_LIMIT, type TvManifest } from '@atoll/contract';
import type { ApiClient } from './support/client';
import { png, upload } from './support/content';
import { startWithTenants, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;

beforeAll(async () => ({ server, api, owner, other } = await startWithTenants('tvs-co', 'tvs-other')));
afterAll(() => server.close());

const tokenOf = (url: string) => url.split('/tv/')[1];
const heartbeat = { version: '1.0.0', uptime_s: 60, resolution: '1920x1080', current_slide: 'banner-1', wake_lock: 'held' };

async function createTv(name: string, token = owner.token): Promise<{ id: number; url: string }> {
  const res = await api.post('tvs', { name, lat: 4.17, lng: 73.51 }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

describe('TV display links', () => {
  it('are PUBLIC_URL/tv/<43-character token>, and the database holds neither token nor link', async () => {
    const tv = await createTv('Lobby');
    expect(tv.url).toMatch(/^http:\/\/console\.test\/tv\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(tv.url);
    const dump = await server.database.db.execute(sql`select row_to_json(t)::text as row from tvs t`);
    const text = JSON.stringify(dump);
    expect(text).not.toContain(token);
    expect(text).toContain(createHash('sha256').update(token).digest('hex'));
    // The same link on every read (the console shows it), until a new one is made.
    expect((await api.get(`tvs/${tv.id}`, { token: owner.token })).body.data.url).toBe(tv.url);
  });

  it('a new link stops the old one at once; the new one works', async () => {
    const tv = await createTv('Restaurant');
    expect((await api.get(`display/tv/${tokenOf(tv.url)}/manifest`)).status).toBe(200);
    const renewed = await api.post(`tvs/${tv.id}/link`, {}, { token: owner.token });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.url).not.toBe(tv.url);
    expect((await api.get(`display/tv/${tokenOf(tv.url)}/manifest`)).status).toBe(404);
    expect((await api.post(`display/tv/${tokenOf(tv.url)}/heartbeat`, heartbeat)).status).toBe(404);
    expect((await api.get(`display/tv/${tokenOf(renewed.body.data.url)}/manifest`)).status).toBe(200);
  });

  it("the manifest holds the company's TV banners with the SHA-256 of each image, never another company's", async () => {
    const bytes = await png(12, 12);
    const banner = (await api.post('promotions', { name: 'On TV', show_on_tv: true }, { token: owner.token })).body.data.id;
    expect((await upload(api, owner.token, `promotions/${banner}/image`, { bytes, name: 'en.png', type: 'image/png', language_code: 'en' })).status).toBe(200);
    await api.post('promotions', { name: 'App only', show_on_app: true }, { token: owner.token });
    await api.post('promotions', { name: 'Theirs on TV', show_on_tv: true }, { token: other.token });
    const tv = await createTv('Bar');
    const res = await api.get(`display/tv/${tokenOf(tv.url)}/manifest`);
    expect(res.status).toBe(200);
    const manifest = res.body.data as TvManifest;
    expect(manifest.banners.map((b) => b.name)).toEqual(['On TV']);
    // The hash of the bytes served at the image's URL (uploads may be re-encoded when stored).
    const image = manifest.banners[0].images[0];
    const served = new Uint8Array(await (await fetch(`${server.url}${image.url}`)).arrayBuffer());
    expect(image).toMatchObject({ language_code: 'en', hash: createHash('sha256').update(served).digest('hex') });
    expect(manifest.property.name).toBe('Company tvs-co');
    expect(manifest.tv).toEqual({ id: tv.id, name: 'Bar', lat: 4.17, lng: 73.51 });
    const again = (await api.get(`display/tv/${tokenOf(tv.url)}/manifest`)).body.data as TvManifest;
    expect(again.hash).toBe(manifest.hash);
    await api.patch(`tvs/${tv.id}`, { name: 'Bar TV', lat: 4.17, lng: 73.51 }, { token: owner.token });
    expect(((await api.get(`display/tv/${tokenOf(tv.url)}/manifest`)).body.data as TvManifest).hash).not.toBe(manifest.hash);
  });

  it('malformed tokens are 404 without a lookup, never 500', async () => {
    for (const token of ['x', 'a'.repeat(44), `${'a'.repeat(42)}%2F`, '%00'.repeat(15)]) {
      expect((await api.get(`display/tv/${token}/manifest`)).status).toBe(404);
    }
  });

  it(`a heartbeat records last seen; more than ${TV_HEARTBEAT_RATE_LIMIT.requests} a window for one token is 429`, async () => {
    const tv = await createTv('Spa');
    const token = tokenOf(tv.url);
    const first = await api.post(`display/tv/${token}/heartbeat`, heartbeat);
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('online');
    const seen = (await api.get(`tvs/${tv.id}`, { token: owner.token })).body.data;
    expect(seen).toMatchObject({ status: 'online', heartbeat: { ...heartbeat } });
    expect(seen.last_seen).toBe(first.body.data.last_seen);
    for (let i = 1; i < TV_HEARTBEAT_RATE_LIMIT.requests; i += 1) expect((await api.post(`display/tv/${token}/heartbeat`, heartbeat)).status).toBe(200);
    const limited = await api.post(`display/tv/${token}/heartbeat`, heartbeat);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    // Another TV's token has its own window.
    expect((await api.post(`display/tv/${tokenOf((await createTv('Gym')).url)}/heartbeat`, heartbeat)).status).toBe(200);
  });
});
