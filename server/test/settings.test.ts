import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, UPLOAD_MAX_BYTES } from '@atoll/contract';
import type { ApiClient } from './support/client';
import { startWithTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 0)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 0)]);

function form(bytes: Buffer, filename: string, type: string): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return data;
}

const upload = (path: string, data: FormData | undefined, token = owner.token) =>
  api.request('POST', path, { token, raw: data });

beforeAll(async () => ({ server, api, owner } = await startWithTenant('settings-co')));
afterAll(() => server.close());

describe('image uploads', () => {
  it('stores a PNG as the property logo and serves it immutably by id', async () => {
    const res = await upload('user/settings/property-image', form(PNG, 'logo.png', 'image/png'));
    expect(res.status).toBe(200);
    const url = res.body.data.property_logo as string;
    expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const file = await fetch(`${server.url}${url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(file.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);

    // Replacing the logo removes the old file.
    const second = await upload('user/settings/property-image', form(PNG, 'logo2.png', 'image/png'));
    expect(second.body.data.property_logo).not.toBe(url);
    expect((await fetch(`${server.url}${url}`)).status).toBe(404);

    const removed = await api.delete('user/settings/property-image', { token: owner.token });
    expect(removed.body.data.property_logo).toBeNull();
    expect((await fetch(`${server.url}${second.body.data.property_logo}`)).status).toBe(404);
  });

  it('recognises JPEG, GIF and WebP by their bytes, whatever the name says', async () => {
    const cases: Array<[Buffer, string]> = [
      [JPEG, 'image/jpeg'],
      [GIF, 'image/gif'],
      [WEBP, 'image/webp'],
    ];
    for (const [bytes, type] of cases) {
      const res = await upload('user/settings/default-image', form(bytes, 'photo.bin', 'application/octet-stream'));
      expect(res.status).toBe(200);
      const file = await fetch(`${server.url}${res.body.data.default_image}`);
      expect(file.headers.get('Content-Type')).toBe(type);
    }
    const cleared = await api.delete('user/settings/default-image', { token: owner.token });
    expect(cleared.body.data.default_image).toBeNull();
  });

  it('rejects a .png name with text content (415) and a missing file (422)', async () => {
    const res = await upload('user/settings/property-image', form(Buffer.from('hello, I am text'), 'evil.png', 'image/png'));
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(res.body.errors.file).toHaveLength(1);
    const svg = await upload('user/settings/property-image', form(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml'));
    expect(svg.status).toBe(415);

    const none = await upload('user/settings/property-image', new FormData());
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ file: [MSG.fieldRequired] });
    const json = await api.post('user/settings/property-image', { file: 'x' }, { token: owner.token });
    expect(json.status).toBe(422);
  });

  it('answers 413 to a file over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PNG.length)]);
    const res = await upload('user/settings/property-image', form(big, 'big.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: MSG.imageTooLarge, errors: { file: [MSG.imageTooLarge] } });
    // Just over the limit but under the multipart allowance: caught by the real size.
    const slightly = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 10 - PNG.length)]);
    expect((await upload('user/settings/property-image', form(slightly, 'big.png', 'image/png'))).status).toBe(413);
    expect((await api.get('user/settings', { token: owner.token })).body.data.property_logo).toBeNull();
  });

  it('answers 413 to a chunked upload that never says its length', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${server.url}/api/v1/user/settings/property-image`);
      const req = http.request(
        { hostname: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'multipart/form-data; boundary=xyz', 'Transfer-Encoding': 'chunked' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'EPIPE' || (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
      req.write('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n');
      const chunk = Buffer.alloc(256 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < UPLOAD_MAX_BYTES + 512 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return req.once('drain', pump);
        }
        req.end('\r\n--xyz--\r\n');
      };
      pump();
    });
    expect(status).toBe(413);
  });

  it('files: unknown or malformed ids are 404', async () => {
    expect((await fetch(`${server.url}/api/v1/files/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/files/not-a-uuid`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/files/1`)).status).toBe(404);
  });
});
