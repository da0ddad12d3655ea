/**
 * Response compression (server/src/http/compress.ts, docs/adr/0057-api-speed.md) in process, no server: the
 * encoding picked from Accept-Encoding, JSON compressed from JSON_COMPRESS_MIN_BYTES on (Brotli, else gzip; on the
 * event loop up to 64 KiB, off it beyond), what is left alone (HEAD, 206, no-transform, an encoded answer, a small
 * one), Vary, ETag and Content-Length, and hono's compress() for every other compressible type. A mutant that moves
 * a threshold, swaps an encoding, drops a header or reads a c.json answer back fails here.
 */
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { syncBuiltinESMExports } from 'node:module';
import { Hono, type Context } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressResponses, JSON_COMPRESS_MIN_BYTES, pickEncoding, SYNC_MAX_BYTES } from '../src/http/compress';

/**
 * The platform's Response class. Once a server has started in the same worker (the server project shares one),
 * @hono/node-server has put its lightweight Response in the global's place: its methods cannot be spied on, and it
 * hands every read of a body to the platform's, which can.
 */
const PlatformResponse: typeof Response = Object.getPrototypeOf(Response) === Function.prototype ? Response : Object.getPrototypeOf(Response);

afterEach(() => {
  vi.restoreAllMocks();
  syncBuiltinESMExports();
});

/** A JSON text of exactly `bytes` bytes: {"data": …}, the data a run of the letter x. */
function jsonOf(bytes: number): string {
  return JSON.stringify({ data: 'x'.repeat(bytes - '{"data":""}'.length) });
}

/** An app with compressResponses() and one GET /: `answer` builds the answer. */
function appAnswering(answer: (c: Context) => Response) {
  const app = new Hono();
  app.use(compressResponses());
  app.get('/', (c) => answer(c));
  return app;
}

/** GET / (or `method`) with an Accept-Encoding; the answer with its body's bytes as sent. */
async function get(app: Hono, acceptEncoding?: string, method = 'GET') {
  const res = await app.request('/', { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
  return { res, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('pickEncoding', () => {
  it('Brotli when allowed (or anything is), else gzip, else none', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br')).toBe('br');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('deflate, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('deflate')).toBeUndefined();
    expect(pickEncoding('')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it('reads names in any case, around spaces', () => {
    expect(pickEncoding('GZIP')).toBe('gzip');
    expect(pickEncoding('Br')).toBe('br');
    expect(pickEncoding('deflate ,  gzip ')).toBe('gzip');
  });

  it('q=0 refuses an encoding, any other q allows it; other parameters are not a q', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br; q=0, gzip; q=0')).toBeUndefined();
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('br;q=1')).toBe('br');
    expect(pickEncoding('br;q=0.001')).toBe('br');
    expect(pickEncoding('gzip;level=1')).toBe('gzip');
    expect(pickEncoding('gzip;level=1;q=0')).toBeUndefined();
  });
});

describe('a JSON answer built by c.json', () => {
  it(`from ${JSON_COMPRESS_MIN_BYTES} bytes on: Brotli when allowed, its status, type and headers kept, Content-Length dropped`, async () => {
    const text = jsonOf(JSON_COMPRESS_MIN_BYTES);
    const app = appAnswering((c) => c.json(JSON.parse(text), 201, { 'X-Total': '3' }));
    const br = await get(app, 'gzip, br');
    expect(br.res.status).toBe(201);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Type')).toBe('application/json');
    expect(br.headers.get('X-Total')).toBe('3');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(br.headers.get('Content-Length')).toBeNull();
    expect(brotliDecompressSync(br.bytes).toString()).toBe(text);
    const gz = await get(app, 'gzip');
    expect(gz.res.status).toBe(201);
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(text);
  });

  it('below the threshold: the very answer c.json built, uncompressed (also between hono’s 1 KB and 2 KB)', async () => {
    let built: Response | undefined;
    for (const size of [JSON_COMPRESS_MIN_BYTES - 1, 1500]) {
      const text = jsonOf(size);
      const app = appAnswering((c) => (built = c.json(JSON.parse(text))));
      for (const accept of ['br', 'gzip']) {
        const { res, headers, bytes } = await get(app, accept);
        expect(res).toBe(built);
        expect(headers.get('Content-Encoding')).toBeNull();
        expect(headers.get('Vary')).toBe('Accept-Encoding');
        expect(bytes.toString()).toBe(text);
      }
    }
  });

  it('the size counted is in bytes, not characters', async () => {
    const text = JSON.stringify({ data: 'é'.repeat(1100) });
    expect(text.length).toBeLessThan(JSON_COMPRESS_MIN_BYTES);
    const { headers, bytes } = await get(appAnswering((c) => c.json(JSON.parse(text))), 'br');
    expect(headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(bytes).toString()).toBe(text);
  });

  it('is compressed from the text c.json wrote, its answer’s body never touched (no arrayBuffer(), no body)', async () => {
    const arrayBuffer = vi.spyOn(PlatformResponse.prototype, 'arrayBuffer');
    const body = vi.spyOn(PlatformResponse.prototype, 'body', 'get');
    const text = jsonOf(4096);
    let built: Response | undefined;
    const res = await appAnswering((c) => (built = c.json(JSON.parse(text)))).request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(built).toBeInstanceOf(Response);
    expect(arrayBuffer).not.toHaveBeenCalled();
    // The spy sees reads (hono copies the compressed answer through its body), none of c.json's answer.
    expect(body.mock.contexts.length).toBeGreaterThan(0);
    expect(body.mock.contexts).not.toContain(built);
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(text);
  });

  it(`up to ${SYNC_MAX_BYTES} bytes on the event loop, beyond that off it, Brotli and gzip alike`, async () => {
    const brotliSync = vi.spyOn(zlib, 'brotliCompressSync');
    const gzipSync = vi.spyOn(zlib, 'gzipSync');
    syncBuiltinESMExports();
    for (const [size, sync] of [
      [SYNC_MAX_BYTES, true],
      [SYNC_MAX_BYTES + 1, false],
    ] as const) {
      const text = jsonOf(size);
      const app = appAnswering((c) => c.json(JSON.parse(text)));
      brotliSync.mockClear();
      gzipSync.mockClear();
      const br = await get(app, 'br');
      expect(br.headers.get('Content-Encoding')).toBe('br');
      expect(brotliDecompressSync(br.bytes).toString()).toBe(text);
      const gz = await get(app, 'gzip');
      expect(gz.headers.get('Content-Encoding')).toBe('gzip');
      expect(gunzipSync(gz.bytes).toString()).toBe(text);
      expect([brotliSync.mock.calls.length, gzipSync.mock.calls.length]).toEqual(sync ? [1, 1] : [0, 0]);
    }
  });

  it('Brotli at quality 4 on and off the event loop (the default, 11, costs several times the CPU per answer)', async () => {
    const quality = (q: number) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q } });
    for (const count of [60, 1500]) {
      // Varied text (names, numbers) that each quality compresses differently; about 2.6 KB and 67 KB, one on each side of the 64 KiB line.
      const text = JSON.stringify({ data: Array.from({ length: count }, (_, i) => ({ id: i, name: `Lagoon room ${(i * 7919) % 1000}`, pax: i % 9 })) });
      const fast = zlib.brotliCompressSync(Buffer.from(text), quality(4));
      expect(fast.equals(zlib.brotliCompressSync(Buffer.from(text), quality(11))), 'the text tells the qualities apart').toBe(false);
      const { headers, bytes } = await get(appAnswering((c) => c.json(JSON.parse(text))), 'br');
      expect(headers.get('Content-Encoding')).toBe('br');
      expect(bytes.equals(fast)).toBe(true);
    }
  });

  it('without an encoding the client takes: as it is, Vary still set', async () => {
    const text = jsonOf(4096);
    const app = appAnswering((c) => c.json(JSON.parse(text)));
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const { headers, bytes } = await get(app, accept);
      expect(headers.get('Content-Encoding')).toBeNull();
      expect(headers.get('Vary')).toBe('Accept-Encoding');
      expect(bytes.toString()).toBe(text);
    }
  });

  it('left alone: a HEAD request, a 206, and Cache-Control no-transform', async () => {
    const text = jsonOf(4096);
    const head = await get(appAnswering((c) => c.json(JSON.parse(text))), 'br', 'HEAD');
    expect(head.res.status).toBe(200);
    expect(head.headers.get('Content-Encoding')).toBeNull();
    expect(head.headers.get('Vary')).toBeNull();
    const partial = await get(appAnswering((c) => c.json(JSON.parse(text), 206)), 'br');
    expect(partial.res.status).toBe(206);
    expect(partial.headers.get('Content-Encoding')).toBeNull();
    expect(partial.headers.get('Vary')).toBeNull();
    expect(partial.bytes.toString()).toBe(text);
    // no-transform anywhere in the list, in any case, with or without spaces around its commas.
    for (const cacheControl of ['private, no-transform', 'no-transform', 'No-Transform, max-age=60', 'max-age=60,no-transform', 'no-transform , private']) {
      const noTransform = await get(appAnswering((c) => c.json(JSON.parse(text), 200, { 'Cache-Control': cacheControl })), 'br');
      expect(noTransform.headers.get('Content-Encoding'), cacheControl).toBeNull();
      expect(noTransform.headers.get('Vary'), cacheControl).toBeNull();
      expect(noTransform.bytes.toString(), cacheControl).toBe(text);
    }
    // A directive that only starts with the name is not it.
    for (const cacheControl of ['private, max-age=60', 'no-transformed']) {
      const compressed = await get(appAnswering((c) => c.json(JSON.parse(text), 200, { 'Cache-Control': cacheControl })), 'br');
      expect(compressed.headers.get('Content-Encoding'), cacheControl).toBe('br');
    }
  });

  it('Vary gains Accept-Encoding unless it names it already or is *', async () => {
    const text = jsonOf(4096);
    const cases = [
      ['Origin', 'Origin, Accept-Encoding'],
      ['Origin, accept-encoding', 'Origin, accept-encoding'],
      ['ACCEPT-ENCODING', 'ACCEPT-ENCODING'],
      ['*', '*'],
    ];
    for (const [vary, expected] of cases) {
      const { headers } = await get(appAnswering((c) => c.json(JSON.parse(text), 200, { Vary: vary })), 'br');
      expect(headers.get('Vary')).toBe(expected);
      expect(headers.get('Content-Encoding')).toBe('br');
    }
  });

  it('a strong ETag turns weak when the body is compressed; a weak one stays; an uncompressed answer keeps its own', async () => {
    const big = jsonOf(4096);
    const small = jsonOf(100);
    const etagOf = async (text: string, etag: string) =>
      (await get(appAnswering((c) => c.json(JSON.parse(text), 200, { ETag: etag })), 'br')).headers.get('ETag');
    expect(await etagOf(big, '"v1"')).toBe('W/"v1"');
    expect(await etagOf(big, 'W/"v1"')).toBe('W/"v1"');
    expect(await etagOf(small, '"v1"')).toBe('"v1"');
    const { headers } = await get(appAnswering((c) => c.json(JSON.parse(big))), 'br');
    expect(headers.get('ETag')).toBeNull();
  });
});

describe('a JSON answer built otherwise (a Response of its own)', () => {
  const json = { 'Content-Type': 'application/json; charset=UTF-8' };

  it('is read and compressed from the threshold on, its status text kept', async () => {
    for (const size of [JSON_COMPRESS_MIN_BYTES, 70_000]) {
      const text = jsonOf(size);
      const app = appAnswering(() => new Response(text, { status: 202, statusText: 'Queued', headers: { ...json, 'Content-Length': String(size) } }));
      const { res, headers, bytes } = await get(app, 'br');
      expect(res.status).toBe(202);
      expect(res.statusText).toBe('Queued');
      expect(headers.get('Content-Encoding')).toBe('br');
      expect(headers.get('Content-Length')).toBeNull();
      expect(headers.get('Vary')).toBe('Accept-Encoding');
      expect(brotliDecompressSync(bytes).toString()).toBe(text);
      const noLength = await get(appAnswering(() => new Response(text, { headers: json })), 'gzip');
      expect(noLength.headers.get('Content-Encoding')).toBe('gzip');
      expect(gunzipSync(noLength.bytes).toString()).toBe(text);
    }
  });

  it('below the threshold: left as it is when its Content-Length says so; read and sent as it is without one', async () => {
    const text = jsonOf(JSON_COMPRESS_MIN_BYTES - 1);
    let built: Response | undefined;
    const declared = await get(appAnswering(() => (built = new Response(text, { headers: { ...json, 'Content-Length': String(text.length) } }))), 'br');
    expect(declared.res).toBe(built);
    expect(declared.headers.get('Content-Length')).toBe(String(text.length));
    expect(declared.headers.get('Content-Encoding')).toBeNull();
    expect(declared.bytes.toString()).toBe(text);
    const undeclared = await get(appAnswering(() => new Response(text, { headers: json })), 'br');
    expect(undeclared.headers.get('Content-Encoding')).toBeNull();
    expect(undeclared.headers.get('Vary')).toBe('Accept-Encoding');
    expect(undeclared.bytes.toString()).toBe(text);
  });

  it('left alone: no body, or an encoding already set', async () => {
    const empty = await get(appAnswering(() => new Response(null, { headers: json })), 'br');
    expect(empty.headers.get('Vary')).toBeNull();
    expect(empty.headers.get('Content-Encoding')).toBeNull();
    expect(empty.bytes.length).toBe(0);
    const text = jsonOf(4096);
    const packed = zlib.gzipSync(text);
    const encoded = await get(appAnswering(() => new Response(new Uint8Array(packed), { headers: { ...json, 'Content-Encoding': 'gzip' } })), 'br');
    expect(encoded.headers.get('Content-Encoding')).toBe('gzip');
    expect(encoded.headers.get('Vary')).toBeNull();
    expect(encoded.bytes.equals(packed)).toBe(true);
  });
});

describe('any other answer', () => {
  const big = 'atoll '.repeat(1000);

  it('compressible text goes through hono’s compress(): gzip, not Brotli', async () => {
    const app = appAnswering((c) => c.text(big));
    const gz = await get(app, 'gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(big);
    const br = await get(app, 'br');
    expect(br.headers.get('Content-Encoding')).toBeNull();
    expect(br.bytes.toString()).toBe(big);
  });

  it('a type that only looks like JSON is not JSON', async () => {
    for (const type of ['text/plain; note=application/json', 'application/jsonx']) {
      const { headers, bytes } = await get(appAnswering(() => new Response(big, { headers: { 'Content-Type': type } })), 'br');
      expect(headers.get('Content-Encoding'), type).toBeNull();
      expect(bytes.toString()).toBe(big);
    }
  });

  it('an incompressible type is not compressed', async () => {
    const { headers, bytes } = await get(appAnswering(() => new Response(big, { headers: { 'Content-Type': 'image/png' } })), 'gzip');
    expect(headers.get('Content-Encoding')).toBeNull();
    expect(headers.get('Vary')).toBeNull();
    expect(bytes.toString()).toBe(big);
  });
});
