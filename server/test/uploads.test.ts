import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { API_TEXT, CONTENT_TEXT, MSG, UPLOAD_MAX_BYTES, en } from '@atoll/contract';
import { THUMB_WIDTH } from '../src/services/files';
import { apiClient, type ApiClient } from './support/client';
import { fileCount, fileIdOf, pdf, png, upload } from './support/content';
import { createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let facilityId: number;
let pdfMenuId: number;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  owner = await createTenant(api, server.url, 'uploads-co');
  facilityId = (await api.post('facilities', { name: en('Uploads') }, { token: owner.token })).body.data.id;
  pdfMenuId = (await api.post('facilities/menus', { facility_id: facilityId, name: en('PDF'), type: 'pdf' }, { token: owner.token })).body.data.id;
});
afterAll(() => server.close());

const companyId = () => owner.auth.company.id as number;
const cover = (bytes: Uint8Array, name = 'photo.bin', type = 'application/octet-stream') =>
  upload(api, owner.token, `facilities/${facilityId}/cover`, { bytes, name, type });

async function download(url: string) {
  const res = await fetch(`${server.url}${url}`);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** Random pixels: compresses as badly as a photo, so the sizes compare honestly. */
async function photo(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif') {
  const noise = new Uint8Array(randomBytes(width * height * 3));
  const image = sharp(noise, { raw: { width, height, channels: 3 } });
  if (format === 'jpeg') return new Uint8Array(await image.jpeg().withExif({ IFD0: { Copyright: 'Secret Camera Co', Artist: 'Somebody' } }).toBuffer());
  if (format === 'webp') return new Uint8Array(await image.webp().toBuffer());
  if (format === 'gif') return new Uint8Array(await image.gif().toBuffer());
  return new Uint8Array(await image.png().toBuffer());
}

describe('image uploads', () => {
  it('re-encodes and keeps a smaller thumb variant, served with immutable cache headers', async () => {
    const res = await cover(await photo(1200, 675, 'png'), 'sea.png', 'image/png');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const main = await download(res.body.data.cover);
    const thumb = await download(res.body.data.cover_thumb);
    for (const { res: r } of [main, thumb]) {
      expect(r.status).toBe(200);
      expect(r.headers.get('Content-Type')).toBe('image/png');
      expect(r.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(r.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(r.headers.get('Content-Disposition')).toBe(`inline; filename="sea.png"; filename*=UTF-8''sea.png`);
    }
    expect(await sharp(main.bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 675 });
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'png', width: THUMB_WIDTH, height: 270 });
    expect(thumb.bytes.byteLength).toBeLessThan(main.bytes.byteLength / 4);
    expect((await download(`/api/v1/files/${fileIdOf(res.body.data.cover)}?variant=poster`)).res.status).toBe(404);
  });

  it('a small image has no separate thumb: the variant serves the original', async () => {
    const res = await cover(await png(100, 60), 'small.png');
    const main = await download(res.body.data.cover);
    const thumb = await download(res.body.data.cover_thumb);
    expect(thumb.res.status).toBe(200);
    expect(thumb.bytes).toEqual(main.bytes);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ width: 100, height: 60 });
  });

  it('strips metadata from JPEGs and keeps JPEG and WebP formats', async () => {
    const jpeg = await photo(640, 480, 'jpeg');
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await cover(jpeg, 'camera.jpg', 'image/jpeg');
    const stored = await download(res.body.data.cover);
    expect(stored.res.headers.get('Content-Type')).toBe('image/jpeg');
    const meta = await sharp(stored.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(meta.exif).toBeUndefined();
    expect(new TextDecoder('latin1').decode(stored.bytes)).not.toContain('Secret Camera Co');

    const webp = await cover(await photo(500, 500, 'webp'), 'x.webp');
    const storedWebp = await download(webp.body.data.cover);
    expect(storedWebp.res.headers.get('Content-Type')).toBe('image/webp');
    expect((await sharp(storedWebp.bytes).metadata()).format).toBe('webp');
  });

  it('GIF becomes PNG, and its filename says so', async () => {
    const res = await upload(api, owner.token, `facilities/${facilityId}/gallery`, { bytes: await photo(64, 64, 'gif'), name: 'wave.gif', type: 'image/gif' });
    expect(res.status).toBe(200);
    const image = res.body.data.gallery.at(-1);
    expect(image.filename).toBe('wave.png');
    const stored = await download(image.url);
    expect(stored.res.headers.get('Content-Type')).toBe('image/png');
    expect((await sharp(stored.bytes).metadata()).format).toBe('png');
  });

  it('recognises images by their bytes: a text file named .png is 415, so is a PNG header with garbage', async () => {
    const before = await fileCount(server, companyId());
    const text = await cover(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png', 'image/png');
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ message: API_TEXT.notAnImage, errors: { file: [API_TEXT.notAnImage] } });
    const broken = new Uint8Array(64);
    broken.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const garbage = await cover(broken, 'broken.png', 'image/png');
    expect(garbage.status).toBe(415);
    expect(garbage.body.errors).toEqual({ file: [API_TEXT.notAnImage] });
    const pdfAsImage = await cover(pdf(), 'menu.png', 'image/png');
    expect(pdfAsImage.status).toBe(415);
    const none = await upload(api, owner.token, `facilities/${facilityId}/cover`, {});
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ file: [MSG.fieldRequired] });
    const json = await api.post(`facilities/${facilityId}/cover`, { file: 'x' }, { token: owner.token });
    expect(json.status).toBe(422);
    expect(await fileCount(server, companyId())).toBe(before);
  });

  it('413 over 5 MB: images say Image must…, PDFs say File must…', async () => {
    const before = await fileCount(server, companyId());
    const bigImage = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    bigImage.set(await png(), 0);
    const image = await cover(bigImage, 'big.png', 'image/png');
    expect(image.status).toBe(413);
    expect(image.body).toMatchObject({ message: MSG.imageTooLarge, errors: { file: [MSG.imageTooLarge] } });
    const bigPdf = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    bigPdf.set(pdf(), 0);
    const file = await upload(api, owner.token, `facilities/menus/${pdfMenuId}/pdf`, { bytes: bigPdf, name: 'big.pdf', language_code: 'en' });
    expect(file.status).toBe(413);
    expect(file.body).toMatchObject({ message: MSG.fileTooLarge, errors: { file: [MSG.fileTooLarge] } });
    // Exactly 5 MB is allowed.
    const exact = new Uint8Array(UPLOAD_MAX_BYTES);
    exact.set(pdf(), 0);
    const ok = await upload(api, owner.token, `facilities/menus/${pdfMenuId}/pdf`, { bytes: exact, name: 'exact.pdf', language_code: 'en' });
    expect(ok.status).toBe(200);
    expect(await fileCount(server, companyId())).toBe(before + 1);
  });

  it('PDFs are recognised by %PDF-, kept byte for byte, and keep a non-ASCII filename', async () => {
    const notPdf = await upload(api, owner.token, `facilities/menus/${pdfMenuId}/pdf`, {
      bytes: new TextEncoder().encode('PDF-1.4 almost'),
      name: 'fake.pdf',
      type: 'application/pdf',
      language_code: 'en',
    });
    expect(notPdf.status).toBe(415);
    expect(notPdf.body.message).toBe(CONTENT_TEXT.notAPdf);
    const res = await upload(api, owner.token, `facilities/menus/${pdfMenuId}/pdf`, { bytes: pdf(), name: 'Menü "spécial".pdf', language_code: 'fr' });
    expect(res.status).toBe(200);
    const entry = res.body.data.pdf.find((p: { language_code: string }) => p.language_code === 'fr');
    expect(entry.filename).toBe('Menü spécial.pdf');
    const stored = await download(entry.url);
    expect(stored.res.headers.get('Content-Type')).toBe('application/pdf');
    expect(stored.res.headers.get('Content-Disposition')).toBe(`attachment; filename="Men_ sp_cial.pdf"; filename*=UTF-8''Men%C3%BC%20sp%C3%A9cial.pdf`);
    expect(stored.bytes).toEqual(pdf());
  });
});
