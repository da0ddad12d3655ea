import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT, MSG, PERMISSION, STATUS_MESSAGES, en } from '@atoll/contract';
import type { ApiClient } from './support/client';
import { fileCount, fileExists, pdf, png, upload } from './support/content';
import { createStaff, startWithTenants, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;

beforeAll(async () => ({ server, api, owner, other } = await startWithTenants('banners-co', 'banners-other')));
afterAll(() => server.close());

const companyId = () => owner.auth.company.id as number;

describe('promotions (banners)', () => {
  it('creates with defaults, reads it back, lists by sort_order then id', async () => {
    const created = await api.post('promotions', { name: '  Summer  ', description: en('Two for one') }, { token: owner.token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      name: 'Summer',
      sort_order: 0,
      show_on_tv: false,
      show_on_app: false,
      description: en('Two for one'),
      related_type: null,
      related_id: null,
      related_direct: false,
      related_text: null,
      image: [],
      updated: expect.any(String),
    });
    const b = await api.post('promotions', { name: 'B', sort_order: 5, show_on_tv: true }, { token: owner.token });
    const c = await api.post('promotions', { name: 'C', sort_order: 1 }, { token: owner.token });
    const d = await api.post('promotions', { name: 'D', sort_order: 1 }, { token: owner.token });
    const list = await api.get('promotions', { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { name: string }) => p.name)).toEqual(['Summer', 'C', 'D', 'B']);
    expect(list.body.data[1].id).toBeLessThan(list.body.data[2].id);
    const got = await api.get(`promotions/${b.body.data.id}`, { token: owner.token });
    expect(got.body.data).toMatchObject({ name: 'B', sort_order: 5, show_on_tv: true, show_on_app: false });
    for (const p of [created, b, c, d]) await api.delete(`promotions/${p.body.data.id}`, { token: owner.token });
  });

  it('validates create and update with the spec messages', async () => {
    const missing = await api.post('promotions', {}, { token: owner.token });
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('VALIDATION_ERROR');
    expect(missing.body.errors).toEqual({ name: [MSG.enterName] });
    const blank = await api.post('promotions', { name: '   ', sort_order: -1 }, { token: owner.token });
    expect(blank.body.errors).toEqual({ name: [MSG.enterName], sort_order: [CONTENT_TEXT.sortOrder] });
    const wrongTypes = await api.post('promotions', { name: 'X', description: 'not a list', related_type: 'planet', related_id: 1 }, { token: owner.token });
    expect(wrongTypes.status).toBe(422);
    expect(Object.keys(wrongTypes.body.errors).sort()).toEqual(['description', 'related_type']);
    const huge = await api.post('promotions', { name: 'X', sort_order: 3_000_000_000 }, { token: owner.token });
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual({ sort_order: [CONTENT_TEXT.sortOrder] });
    const created = await api.post('promotions', { name: 'Valid' }, { token: owner.token });
    const id = created.body.data.id;
    const update = await api.patch(`promotions/${id}`, { name: '' }, { token: owner.token });
    expect(update.status).toBe(422);
    expect(update.body.errors).toEqual({ name: [MSG.fieldRequired], sort_order: [MSG.fieldRequired] });
    const badJson = await api.request('PATCH', `promotions/${id}`, { token: owner.token, raw: '{oops' });
    expect(badJson.status).toBe(400);
    await api.delete(`promotions/${id}`, { token: owner.token });
  });

  it('PATCH changes what was sent and keeps the rest', async () => {
    const created = await api.post('promotions', { name: 'Spa', description: en('Massage'), show_on_app: true }, { token: owner.token });
    const id = created.body.data.id;
    const res = await api.patch(`promotions/${id}`, { name: 'Spa week', sort_order: 3, show_on_tv: true }, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Spa week', sort_order: 3, show_on_tv: true, show_on_app: true, description: en('Massage') });
    const translated = await api.patch(
      `promotions/${id}`,
      { name: 'Spa week', sort_order: 3, description: [{ language_code: 'en', text: 'Massage' }, { language_code: 'dv', text: 'ދ' }, { language_code: 'ru', text: '' }] },
      { token: owner.token },
    );
    expect(translated.body.data.description).toEqual([{ language_code: 'en', text: 'Massage' }, { language_code: 'dv', text: 'ދ' }]);
    // The description is rich text (the console edits it as such): only the small HTML subset is kept.
    const rich = await api.patch(
      `promotions/${id}`,
      { name: 'Spa week', sort_order: 3, description: en('<p style="x">Hot <b>stones</b><script>alert(1)</script><img src=x onerror=alert(1)></p>') },
      { token: owner.token },
    );
    expect(rich.body.data.description).toEqual(en('<p>Hot <strong>stones</strong></p>'));
    await api.delete(`promotions/${id}`, { token: owner.token });
  });

  it('keeps one image per language: a new upload replaces the old file; DELETE removes it', async () => {
    const before = await fileCount(server, companyId());
    const id = (await api.post('promotions', { name: 'Images' }, { token: owner.token })).body.data.id;
    const first = await upload(api, owner.token, `promotions/${id}/image`, { bytes: await png(), name: 'en.png', type: 'image/png', language_code: 'en' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.image).toEqual([
      { id: expect.any(String), language_code: 'en', filename: 'en.png', url: expect.stringMatching(/^\/api\/v1\/files\/[0-9a-f-]{36}$/), thumb_url: expect.stringMatching(/\?variant=thumb$/) },
    ]);
    const oldId = first.body.data.image[0].id;
    const served = await fetch(`${server.url}${first.body.data.image[0].url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');

    const dv = await upload(api, owner.token, `promotions/${id}/image`, { bytes: await png(), name: 'dv.png', language_code: 'dv' });
    expect(dv.body.data.image.map((i: { language_code: string }) => i.language_code)).toEqual(['en', 'dv']);
    const replaced = await upload(api, owner.token, `promotions/${id}/image`, { bytes: await png(16, 16), name: 'en2.png', language_code: 'en' });
    expect(replaced.body.data.image).toHaveLength(2);
    const en2 = replaced.body.data.image.find((i: { language_code: string }) => i.language_code === 'en');
    expect(en2.filename).toBe('en2.png');
    expect(en2.id).not.toBe(oldId);
    expect(await fileExists(server, companyId(), oldId)).toBe(false);
    expect((await fetch(`${server.url}/api/v1/files/${oldId}`)).status).toBe(404);
    expect(await fileCount(server, companyId())).toBe(before + 2);

    const removed = await api.delete(`promotions/${id}/image`, { token: owner.token, json: { language_code: 'dv' } });
    expect(removed.status).toBe(200);
    expect(removed.body.data.image.map((i: { language_code: string }) => i.language_code)).toEqual(['en']);
    expect(await fileCount(server, companyId())).toBe(before + 1);
    const noCode = await api.delete(`promotions/${id}/image`, { token: owner.token, json: {} });
    expect(noCode.status).toBe(422);
    expect(noCode.body.errors).toEqual({ language_code: [MSG.fieldRequired] });

    expect((await api.delete(`promotions/${id}`, { token: owner.token })).body).toEqual({ data: null });
    expect(await fileCount(server, companyId())).toBe(before);
    expect((await api.get(`promotions/${id}`, { token: owner.token })).status).toBe(404);
  });

  it('concurrent uploads in one language leave exactly one image and no stray file', async () => {
    const before = await fileCount(server, companyId());
    const id = (await api.post('promotions', { name: 'Race' }, { token: owner.token })).body.data.id;
    const image = await png();
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => upload(api, owner.token, `promotions/${id}/image`, { bytes: image, name: `${n}.png`, language_code: 'en' })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const final = (await api.get(`promotions/${id}`, { token: owner.token })).body.data.image;
    expect(final).toHaveLength(1);
    expect(await fileCount(server, companyId())).toBe(before + 1);
    await api.delete(`promotions/${id}`, { token: owner.token });
    expect(await fileCount(server, companyId())).toBe(before);
  });

  it('checks uploads: language, file presence, type and size', async () => {
    const id = (await api.post('promotions', { name: 'Checks' }, { token: owner.token })).body.data.id;
    const noLanguage = await upload(api, owner.token, `promotions/${id}/image`, { bytes: await png() });
    expect(noLanguage.status).toBe(422);
    expect(noLanguage.body.errors).toEqual({ language_code: [MSG.fieldRequired] });
    const badLanguage = await upload(api, owner.token, `promotions/${id}/image`, { bytes: await png(), language_code: 'English!' });
    expect(badLanguage.body.errors).toEqual({ language_code: [CONTENT_TEXT.languageCode] });
    const noFile = await upload(api, owner.token, `promotions/${id}/image`, { language_code: 'en' });
    expect(noFile.status).toBe(422);
    expect(noFile.body.errors).toEqual({ file: [MSG.fieldRequired] });
    const notImage = await upload(api, owner.token, `promotions/${id}/image`, { bytes: pdf(), name: 'x.png', type: 'image/png', language_code: 'en' });
    expect(notImage.status).toBe(415);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await png());
    const tooBig = await upload(api, owner.token, `promotions/${id}/image`, { bytes: big, language_code: 'en' });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors).toEqual({ file: [MSG.imageTooLarge] });
    expect((await api.get(`promotions/${id}`, { token: owner.token })).body.data.image).toEqual([]);
    await api.delete(`promotions/${id}`, { token: owner.token });
  });

  it("another company's banner is 404 on every route, and lists stay apart", async () => {
    const theirs = (await api.post('promotions', { name: 'Theirs' }, { token: other.token })).body.data.id;
    const t = owner.token;
    expect((await api.get(`promotions/${theirs}`, { token: t })).status).toBe(404);
    expect((await api.patch(`promotions/${theirs}`, { name: 'x', sort_order: 1 }, { token: t })).status).toBe(404);
    expect((await upload(api, t, `promotions/${theirs}/image`, { bytes: await png(), language_code: 'en' })).status).toBe(404);
    expect((await api.delete(`promotions/${theirs}/image`, { token: t, json: { language_code: 'en' } })).status).toBe(404);
    expect((await api.delete(`promotions/${theirs}`, { token: t })).status).toBe(404);
    expect((await api.get('promotions', { token: t })).body.data.map((p: { id: number }) => p.id)).not.toContain(theirs);
    expect((await api.get(`promotions/${theirs}`, { token: other.token })).body.data.name).toBe('Theirs');
    expect((await api.get('promotions/abc', { token: t })).status).toBe(404);
  });
});

describe('every banner route needs manage-hotel-content', () => {
  let token: string;
  let id: number;
  beforeAll(async () => {
    token = (await createStaff(api, owner, 'no-content', { [PERMISSION.companyAdministrator]: { objects: 'all' } })).token;
    id = (await api.post('promotions', { name: 'Guarded' }, { token: owner.token })).body.data.id;
  });
  const routes = (): Array<[string, string, unknown?]> => [
    ['GET', 'promotions'],
    ['POST', 'promotions', { name: 'x' }],
    ['GET', `promotions/${id}`],
    ['PATCH', `promotions/${id}`, { name: 'x', sort_order: 1 }],
    ['DELETE', `promotions/${id}`],
    ['POST', `promotions/${id}/image`],
    ['DELETE', `promotions/${id}/image`, { language_code: 'en' }],
  ];
  it('answers 403 to a user without it (an administrator) and 401 without a session', async () => {
    for (const [method, path, json] of routes()) {
      const res = await api.request(method, path, { token, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: STATUS_MESSAGES[403] });
      expect((await api.request(method, path, { json })).status, `${method} ${path}`).toBe(401);
    }
    expect((await api.get(`promotions/${id}`, { token: owner.token })).body.data.name).toBe('Guarded');
  });
  it('and answers once the permission is granted', async () => {
    const editor = await createStaff(api, owner, 'content-editor', { [PERMISSION.manageHotelContent]: { objects: 'all' } });
    expect((await api.get('promotions', { token: editor.token })).status).toBe(200);
  });
});
