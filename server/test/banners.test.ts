import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT, MSG } from '@atoll/contract';
import type { ApiClient } from './support/client';
import { fileCount, fileExists, pdf, png, upload } from './support/content';
import { startWithTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => ({ server, api, owner } = await startWithTenant('banners-co')));
afterAll(() => server.close());

const companyId = () => owner.auth.company.id as number;

describe('promotions (banners)', () => {

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

});
