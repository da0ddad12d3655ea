import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT, MSG, en } from '@atoll/contract';
import type { ApiClient } from './support/client';
import { fileCount, fileExists, fileIdOf, pdf, png, upload } from './support/content';
import { startWithTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => ({ server, api, owner } = await startWithTenant('info-co')));
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

});
