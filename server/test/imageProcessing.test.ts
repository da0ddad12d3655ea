/**
 * Image uploads re-encoded (services/files.ts, ADR 0021) without a server: the encoding each format is stored with,
 * when a thumb is made, what is refused as not an image, and the stored file name. uploads.test.ts covers the
 * routes around it (metadata dropped, orientation applied, the variant served).
 */
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { API_TEXT } from '@atoll/contract';
import { HttpError } from '../src/http/errors';
import { prepareImage, processImage, THUMB_WIDTH } from '../src/services/files';

/** A noisy image (noise makes every encoder setting show in the bytes). */
async function noisy(width: number, height: number, format: 'png' | 'jpeg' | 'webp'): Promise<Uint8Array> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < raw.length; i++) raw[i] = seed = (seed * 1103515245 + 12345) & 0xff;
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  // Encoded at settings unlike the server's, so the server's own show.
  const encoded = format === 'jpeg' ? image.jpeg({ quality: 100 }) : format === 'webp' ? image.webp({ lossless: true }) : image.png({ compressionLevel: 1 });
  return new Uint8Array(await encoded.toBuffer());
}

/** The 415 of an upload that is not an image the server takes. */
async function refused(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).status).toBe(415);
  expect((error as HttpError).body).toMatchObject({ message: API_TEXT.notAnImage, errors: { file: [API_TEXT.notAnImage] } });
}

describe('processImage', () => {
  it('stores JPEG and WebP at quality 85 and PNG at compression level 9, in the format they came in', async () => {
    for (const [format, contentType, settings] of [
      ['jpeg', 'image/jpeg', (s: Sharp) => s.jpeg({ quality: 85 })],
      ['webp', 'image/webp', (s: Sharp) => s.webp({ quality: 85 })],
      ['png', 'image/png', (s: Sharp) => s.png({ compressionLevel: 9 })],
    ] as const) {
      const bytes = await noisy(64, 48, format);
      const stored = await processImage(bytes, contentType);
      const expected = await settings(sharp(bytes).rotate()).toBuffer();
      expect({ format, contentType: stored.contentType, width: stored.width, height: stored.height, thumb: stored.thumbData }).toEqual({
        format,
        contentType,
        width: 64,
        height: 48,
        thumb: null,
      });
      expect(Buffer.from(stored.data).equals(expected), `${format} encoded with the server's settings`).toBe(true);
    }
  });

  it(`makes a ${THUMB_WIDTH} px wide thumb only for an image wider than that`, async () => {
    const exact = await processImage(await noisy(THUMB_WIDTH, 10, 'png'), 'image/png');
    expect([exact.width, exact.thumbData]).toEqual([THUMB_WIDTH, null]);
    const wider = await processImage(await noisy(THUMB_WIDTH + 1, 10, 'jpeg'), 'image/jpeg');
    expect(wider.width).toBe(THUMB_WIDTH + 1);
    const thumb = await sharp(wider.thumbData!).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', THUMB_WIDTH, 10]);
  });

  it('refuses a type it does not take, bytes that do not decode, and an image claiming too many pixels', async () => {
    const png = await noisy(8, 8, 'png');
    await refused(processImage(png, 'image/tiff'));
    await refused(processImage(png, 'application/octet-stream'));
    await refused(processImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'));
    // A truncated PNG: libvips only warns of it by default; the server fails on the error.
    await refused(processImage(png.slice(0, png.length - 20), 'image/png'));
    // 8,000 × 7,000 = 56 million pixels, a few KB as a one-colour PNG: over the 50 million the server decodes.
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await refused(processImage(new Uint8Array(huge), 'image/png'));
  });
});

describe('prepareImage', () => {
  it("names the stored file after the format it is stored in: a GIF becomes '.png', '.jpeg' becomes '.jpg'", async () => {
    const gif = new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } }).gif().toBuffer());
    const jpeg = await noisy(4, 4, 'jpeg');
    const png = await noisy(4, 4, 'png');
    const name = async (bytes: Uint8Array, contentType: string, filename: string) => {
      const prepared = await prepareImage({ bytes, contentType, filename });
      expect(prepared.prepared).toBe(true);
      return [prepared.filename, prepared.contentType];
    };
    expect(await name(gif, 'image/gif', 'Pool.GIF')).toEqual(['Pool.png', 'image/png']);
    expect(await name(jpeg, 'image/jpeg', 'pool.jpeg')).toEqual(['pool.jpg', 'image/jpeg']);
    expect(await name(jpeg, 'image/jpeg', 'pool.jpg')).toEqual(['pool.jpg', 'image/jpeg']);
    // Only the last extension is replaced; a name without one gets it.
    expect(await name(png, 'image/png', 'pool.png.old')).toEqual(['pool.png.old.png', 'image/png']);
    expect(await name(png, 'image/png', 'pool')).toEqual(['pool.png', 'image/png']);
    // The name given wins over the upload's.
    const renamed = await prepareImage({ bytes: png, contentType: 'image/png', filename: 'upload.png' }, 'Lobby.webp');
    expect(renamed.filename).toBe('Lobby.png');
  });
});
