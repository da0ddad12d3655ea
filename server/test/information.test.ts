import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT, CONTENT_TYPES, MSG, PERMISSION, en } from '@atoll/contract';
import type { ApiClient } from './support/client';
import { fileCount, fileExists, fileIdOf, pdf, png, upload } from './support/content';
import { createStaff, startWithTenants, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;

beforeAll(async () => ({ server, api, owner, other } = await startWithTenants('info-co', 'info-other')));
afterAll(() => server.close());

const companyId = () => owner.auth.company.id as number;
const card = (contentType: string, sort = 0, name = `Card ${contentType}`) => ({
  name: en(name),
  description: en(`About ${name}`),
  content_type: contentType,
  sort_order: sort,
});
async function create(contentType: string, sort = 0, name?: string): Promise<number> {
  const res = await api.post('information', card(contentType, sort, name), { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

describe('information cards', () => {
  it('lists the content types', async () => {
    const res = await api.get('information/selectors/content-types', { token: owner.token });
    expect(res.body).toEqual({ data: CONTENT_TYPES.map((t) => ({ value: t.value, label: t.label })) });
  });

  it('creates, reads, updates and lists by sort_order then id', async () => {
    const created = await api.post('information', card('text', 2, 'Wi-Fi'), { token: owner.token });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      name: en('Wi-Fi'),
      description: en('About Wi-Fi'),
      content_type: 'text',
      content_type_label: 'Text',
      sort_order: 2,
      cover: null,
      cover_thumb: null,
      content: { text: [], images: [], pdf: [] },
      updated: expect.any(String),
    });
    const a = await create('pdf', 1, 'Menu');
    const b = await create('image', 2, 'Map');
    const list = await api.get('information', { token: owner.token });
    expect(list.body.data.map((i: { id: number }) => i.id)).toEqual([a, created.body.data.id, b]);
    const patched = await api.patch(`information/${a}`, { ...card('image', 9, 'Menu card') }, { token: owner.token });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ name: en('Menu card'), content_type: 'image', content_type_label: 'Image', sort_order: 9 });
    expect((await api.get(`information/${a}`, { token: owner.token })).body.data.sort_order).toBe(9);
    for (const id of [a, b, created.body.data.id]) expect((await api.delete(`information/${id}`, { token: owner.token })).status).toBe(200);
  });

  it('validates with Field is required and choose-from-list messages', async () => {
    const empty = await api.post('information', {}, { token: owner.token });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      name: [MSG.fieldRequired],
      description: [MSG.fieldRequired],
      content_type: [MSG.fieldRequired],
      sort_order: [MSG.fieldRequired],
    });
    const wrong = await api.post('information', { ...card('video'), name: [{ language_code: 'en', text: 'x' }, { language_code: 'en', text: 'y' }] }, { token: owner.token });
    expect(wrong.body.errors).toEqual({ content_type: [CONTENT_TEXT.chooseFromList], name: [CONTENT_TEXT.duplicateLanguage] });
    const noEnglish = await api.post('information', { ...card('text'), name: [{ language_code: 'dv', text: 'ދ' }] }, { token: owner.token });
    expect(noEnglish.body.errors).toEqual({ name: [MSG.fieldRequired] });
  });

  it('stores rich text sanitised to p, br, strong, em, ul, ol, li', async () => {
    const id = await create('text');
    const html = '<p onclick="x()">Hello <b>bold</b> <i>it</i> <a href="javascript:alert(1)">link</a><script>alert(1)</script></p><ul><li>One</li></ul><img src=x onerror=alert(1)><br>';
    const res = await api.post(`information/${id}/content-text`, { text: [{ language_code: 'en', text: html }, { language_code: 'dv', text: '<em>ދ</em>' }, { language_code: 'ru', text: '<script>x</script>' }] }, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.content.text).toEqual([
      { language_code: 'en', text: '<p>Hello <strong>bold</strong> <em>it</em> link</p><ul><li>One</li></ul><br />' },
      { language_code: 'dv', text: '<em>ދ</em>' },
    ]);
    const empty = await api.post(`information/${id}/content-text`, { text: [] }, { token: owner.token });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ text: [MSG.fieldRequired] });
    await api.delete(`information/${id}`, { token: owner.token });
  });

  it('refuses content of the wrong kind for the card', async () => {
    const pdfCard = await create('pdf');
    const imageCard = await create('image');
    const text = await api.post(`information/${pdfCard}/content-text`, { text: en('x') }, { token: owner.token });
    expect(text.status).toBe(422);
    expect(text.body.errors).toEqual({ text: [CONTENT_TEXT.contentTypeMismatch('PDF')] });
    const image = await upload(api, owner.token, `information/${pdfCard}/content-image`, { bytes: await png(), language_code: 'en' });
    expect(image.status).toBe(422);
    expect(image.body.errors).toEqual({ file: [CONTENT_TEXT.contentTypeMismatch('PDF')] });
    const file = await upload(api, owner.token, `information/${imageCard}/content-pdf`, { bytes: pdf(), language_code: 'en' });
    expect(file.body.errors).toEqual({ file: [CONTENT_TEXT.contentTypeMismatch('Image')] });
    for (const id of [pdfCard, imageCard]) await api.delete(`information/${id}`, { token: owner.token });
  });

  it('keeps several images per language, in upload order; deletes one by id', async () => {
    const before = await fileCount(server, companyId());
    const id = await create('image');
    await upload(api, owner.token, `information/${id}/content-image`, { bytes: await png(), name: 'a.png', language_code: 'en' });
    await upload(api, owner.token, `information/${id}/content-image`, { bytes: await png(), name: 'b.png', language_code: 'en' });
    const third = await upload(api, owner.token, `information/${id}/content-image`, { bytes: await png(), name: 'c.png', language_code: 'dv' });
    expect(third.status).toBe(200);
    const images = third.body.data.content.images;
    expect(images.map((i: { filename: string; language_code: string }) => `${i.language_code}:${i.filename}`)).toEqual(['en:a.png', 'en:b.png', 'dv:c.png']);
    expect(images[0].thumb_url).toBe(`${images[0].url}?variant=thumb`);
    expect(await fileCount(server, companyId())).toBe(before + 3);
    const removed = await api.delete(`information/${id}/content-image/${images[1].id}`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data.content.images.map((i: { filename: string }) => i.filename)).toEqual(['a.png', 'c.png']);
    expect(await fileExists(server, companyId(), images[1].id)).toBe(false);
    expect((await api.delete(`information/${id}/content-image/${images[1].id}`, { token: owner.token })).status).toBe(404);
    expect((await api.delete(`information/${id}/content-image/not-a-uuid`, { token: owner.token })).status).toBe(404);
    await api.delete(`information/${id}`, { token: owner.token });
    expect(await fileCount(server, companyId())).toBe(before);
  });

  it('keeps one PDF per language; checks the file; DELETE by language', async () => {
    const before = await fileCount(server, companyId());
    const id = await create('pdf');
    const first = await upload(api, owner.token, `information/${id}/content-pdf`, { bytes: pdf(), name: 'guide.pdf', type: 'application/pdf', language_code: 'en' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.content.pdf).toEqual([{ id: expect.any(String), language_code: 'en', filename: 'guide.pdf', url: expect.stringMatching(/^\/api\/v1\/files\//) }]);
    const served = await fetch(`${server.url}${first.body.data.content.pdf[0].url}`);
    expect(served.headers.get('Content-Type')).toBe('application/pdf');
    const second = await upload(api, owner.token, `information/${id}/content-pdf`, { bytes: pdf(), name: 'guide-2.pdf', language_code: 'en' });
    expect(second.body.data.content.pdf.map((p: { filename: string }) => p.filename)).toEqual(['guide-2.pdf']);
    expect(await fileExists(server, companyId(), first.body.data.content.pdf[0].id)).toBe(false);
    const notPdf = await upload(api, owner.token, `information/${id}/content-pdf`, { bytes: await png(), name: 'x.pdf', language_code: 'dv' });
    expect(notPdf.status).toBe(415);
    expect(notPdf.body.errors).toEqual({ file: [CONTENT_TEXT.notAPdf] });
    const noLanguage = await upload(api, owner.token, `information/${id}/content-pdf`, { bytes: pdf() });
    expect(noLanguage.body.errors).toEqual({ language_code: [MSG.fieldRequired] });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pdf());
    const tooBig = await upload(api, owner.token, `information/${id}/content-pdf`, { bytes: big, language_code: 'en' });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors).toEqual({ file: [MSG.fileTooLarge] });
    const removed = await api.delete(`information/${id}/content-pdf`, { token: owner.token, json: { language_code: 'en' } });
    expect(removed.body.data.content.pdf).toEqual([]);
    expect(await fileCount(server, companyId())).toBe(before);
    await api.delete(`information/${id}`, { token: owner.token });
  });

  it('sets, replaces and removes the cover; deleting the card deletes every file', async () => {
    const before = await fileCount(server, companyId());
    const id = await create('image');
    const first = await upload(api, owner.token, `information/${id}/cover`, { bytes: await png(600, 300), name: 'cover.png' });
    expect(first.status).toBe(200);
    expect(first.body.data.cover).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    expect(first.body.data.cover_thumb).toBe(`${first.body.data.cover}?variant=thumb`);
    const thumb = await fetch(`${server.url}${first.body.data.cover_thumb}`);
    expect(thumb.status).toBe(200);
    const second = await upload(api, owner.token, `information/${id}/cover`, { bytes: await png(), name: 'cover2.png' });
    expect(await fileExists(server, companyId(), fileIdOf(first.body.data.cover))).toBe(false);
    const cleared = await api.delete(`information/${id}/cover`, { token: owner.token });
    expect(cleared.body.data).toMatchObject({ cover: null, cover_thumb: null });
    expect(await fileExists(server, companyId(), fileIdOf(second.body.data.cover))).toBe(false);
    await upload(api, owner.token, `information/${id}/cover`, { bytes: await png() });
    await upload(api, owner.token, `information/${id}/content-image`, { bytes: await png(), language_code: 'en' });
    expect(await fileCount(server, companyId())).toBe(before + 2);
    expect((await api.delete(`information/${id}`, { token: owner.token })).body).toEqual({ data: null });
    expect(await fileCount(server, companyId())).toBe(before);
  });

  it('a delete racing uploads leaves no file behind', async () => {
    const before = await fileCount(server, companyId());
    for (let round = 0; round < 3; round += 1) {
      const id = await create('image');
      const image = await png();
      const [a, b, removed] = await Promise.all([
        upload(api, owner.token, `information/${id}/content-image`, { bytes: image, language_code: 'en' }),
        upload(api, owner.token, `information/${id}/cover`, { bytes: image }),
        api.delete(`information/${id}`, { token: owner.token }),
      ]);
      expect(removed.status).toBe(200);
      for (const res of [a, b]) expect([200, 404]).toContain(res.status);
      expect(await fileCount(server, companyId())).toBe(before);
    }
  });

  it("another company's card is 404 on every route", async () => {
    const theirs = (await api.post('information', card('text'), { token: other.token })).body.data.id;
    const t = owner.token;
    // In turn, not all at once: a burst opens many pool connections, whose closing the PostgreSQL teardown (DROP … FORCE) can race.
    const calls = [
      async () => api.get(`information/${theirs}`, { token: t }),
      async () => api.patch(`information/${theirs}`, card('text'), { token: t }),
      async () => api.post(`information/${theirs}/content-text`, { text: en('x') }, { token: t }),
      async () => upload(api, t, `information/${theirs}/content-image`, { bytes: await png(), language_code: 'en' }),
      async () => api.delete(`information/${theirs}/content-image/00000000-0000-4000-8000-000000000000`, { token: t }),
      async () => upload(api, t, `information/${theirs}/content-pdf`, { bytes: pdf(), language_code: 'en' }),
      async () => api.delete(`information/${theirs}/content-pdf`, { token: t, json: { language_code: 'en' } }),
      async () => upload(api, t, `information/${theirs}/cover`, { bytes: await png() }),
      async () => api.delete(`information/${theirs}/cover`, { token: t }),
      async () => api.delete(`information/${theirs}`, { token: t }),
    ];
    for (const call of calls) expect((await call()).status).toBe(404);
    expect((await api.get('information', { token: t })).body.data.map((i: { id: number }) => i.id)).not.toContain(theirs);
    expect((await api.get(`information/${theirs}`, { token: other.token })).status).toBe(200);
  });
});

describe('every information route needs manage-hotel-content', () => {
  it('answers 403 without it', async () => {
    const { token } = await createStaff(api, owner, 'no-content', { [PERMISSION.manageMap]: { objects: 'all' } });
    const id = await create('text');
    const routes: Array<[string, string, unknown?]> = [
      ['GET', 'information'],
      ['GET', 'information/selectors/content-types'],
      ['POST', 'information', card('text')],
      ['GET', `information/${id}`],
      ['PATCH', `information/${id}`, card('text')],
      ['DELETE', `information/${id}`],
      ['POST', `information/${id}/content-text`, { text: en('x') }],
      ['POST', `information/${id}/content-image`],
      ['DELETE', `information/${id}/content-image/00000000-0000-4000-8000-000000000000`],
      ['POST', `information/${id}/content-pdf`],
      ['DELETE', `information/${id}/content-pdf`, { language_code: 'en' }],
      ['POST', `information/${id}/cover`],
      ['DELETE', `information/${id}/cover`],
    ];
    for (const [method, path, json] of routes) {
      expect((await api.request(method, path, { token, json })).status, `${method} ${path}`).toBe(403);
    }
    expect((await api.get(`information/${id}`, { token: owner.token })).status).toBe(200);
  });
});
