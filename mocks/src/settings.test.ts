import { beforeEach, describe, expect, it } from 'vitest';
import { MSG, UPLOAD_MAX_BYTES, type ApiError, type CompanyLanguage, type Country, type PmsIntegration, type UserSettings } from '@atoll/contract';
import { BUSY_RESORT, resetMockStore, scenarioTokens } from './index';
import { BASE, call, setupMockServer } from './test/mockServer';

setupMockServer();
beforeEach(() => resetMockStore('busyResort', 'newCompany'));

const admin = scenarioTokens.busyResort.admin;
const fresh = scenarioTokens.newCompany.owner;

function upload(path: string, file: Blob, token: string = admin) {
  const form = new FormData();
  form.append('file', file, 'logo.png');
  return fetch(`${BASE}/${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
}

describe('ui', () => {
  it('checks a domain: free, taken or reserved, and too short', async () => {
    expect((await call('POST', 'ui/validate-company-username', { body: { username: 'new-place' } })).body).toEqual({ data: { username: 'new-place', available: true } });
    for (const domain of [BUSY_RESORT.domain, 'admin']) {
      const res = await call<ApiError>('POST', 'ui/validate-company-username', { body: { username: domain } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ username: [MSG.domainTaken(domain)] });
    }
    const short = await call<ApiError>('POST', 'ui/validate-company-username', { body: { username: 'ab' } });
    expect(short.body.errors).toEqual({ username: ['Company domain must be at least 3 characters'] });
  });

  it('lists countries by alpha-3 code, sorted by name', async () => {
    const { body } = await call<{ data: Country[] }>('GET', 'ui/countries');
    expect(body.data.length).toBeGreaterThan(240);
    expect(body.data).toContainEqual({ alpha3: 'MDV', value: 'Maldives' });
    const names = body.data.map((c) => c.value);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('languages', () => {
  it('shows the product languages and the company\'s enabled ones', async () => {
    const available = await call<{ data: CompanyLanguage[] }>('GET', 'languages/available', { token: fresh });
    expect(available.body.data[0]).toEqual({ id: 1, code: 'en', name: 'English', name_english: 'English', sort_order: 1 });
    const busy = await call<{ data: CompanyLanguage[] }>('GET', 'languages', { token: admin });
    expect(busy.body.data.filter((l) => l.enabled).map((l) => l.code)).toEqual(['en', 'ar', 'zh', 'ru', 'de', 'fr']);
    expect((await call('GET', 'languages')).status).toBe(401);
  });

});

describe('settings', () => {

  it('stores an uploaded logo as a data URL and removes it', async () => {
    const png = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });
    const res = await upload('user/settings/property-image', png, fresh);
    const body = (await res.json()) as { data: UserSettings };
    expect(body.data.property_logo).toBe('data:image/png;base64,iVBORw0KGgo=');
    const removed = await call<{ data: UserSettings }>('DELETE', 'user/settings/property-image', { token: fresh });
    expect(removed.body.data.property_logo).toBeNull();
    const image = await upload('user/settings/default-image', png, fresh);
    expect(((await image.json()) as { data: UserSettings }).data.default_image).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses a non-image or SVG (415), an image over 5 MB (413) and no file (422)', async () => {
    for (const blob of [new Blob(['hello'], { type: 'text/plain' }), new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' })]) {
      const res = await upload('user/settings/property-image', blob);
      expect(res.status).toBe(415);
      expect(await res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', errors: { file: ['The file must be a PNG, JPEG, GIF or WebP image'] } });
    }
    const big = await upload('user/settings/property-image', new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 1)], { type: 'image/jpeg' }));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: MSG.imageTooLarge, errors: { file: [MSG.imageTooLarge] } });
    const none = await fetch(`${BASE}/user/settings/default-image`, { method: 'POST', headers: { Authorization: `Bearer ${admin}` }, body: new FormData() });
    expect(await none.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: { file: [MSG.fieldRequired] } });
    const json = await call<ApiError>('POST', 'user/settings/default-image', { token: admin, body: {} });
    expect(json.body.errors).toEqual({ file: [MSG.fieldRequired] });
  });
});

describe('pms and manual rooms', () => {
  it('shows a green PMS integration for the busy resort and none for a new company', async () => {
    const busy = await call<{ data: PmsIntegration[] }>('GET', 'pms', { token: admin });
    expect(busy.body.data).toHaveLength(1);
    expect(busy.body.data[0].ui_status.color).toBe('green');
    expect((await call('GET', 'pms', { token: fresh })).body).toEqual({ data: [] });
  });

});
