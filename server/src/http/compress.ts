/**
 * Response compression (docs/adr/0057-api-speed.md):
 * - JSON answers (always built whole by c.json) are compressed only from JSON_COMPRESS_MIN_BYTES on — a small
 *   answer fits a packet or two anyway, and compressing it costs more than it saves — with Brotli at a fast level
 *   when the client takes it, else gzip; small ones synchronously (no trip to the thread pool), large ones off the
 *   event loop.
 * - The console's files come precompressed from static.ts (Content-Encoding set, so nothing here touches them).
 * - Anything else compressible (a streamed CSV export) goes through hono's compress() as before.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Below this a JSON answer goes as it is. */
export const JSON_COMPRESS_MIN_BYTES = 2048;
/** Up to this, compressing on the event loop is quicker than handing it to the thread pool. */
export const SYNC_MAX_BYTES = 64 * 1024;
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The better encoding the Accept-Encoding header allows (a q=0 refuses one), or undefined. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const allowed = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) allowed.add(name);
  }
  if (allowed.has('br') || allowed.has('*')) return 'br';
  if (allowed.has('gzip')) return 'gzip';
  return undefined;
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const isJson = (type: string) => /^application\/json\b/i.test(type);

/** The text of each answer c.json built (so its size is known, and it is compressed, without reading it back). */
const jsonTexts = new WeakMap<Response, string>();

export function compressResponses(): MiddlewareHandler {
  // Everything compressible but JSON, as before (hono's compress leaves an answer with a Content-Encoding alone).
  const others = compress({ contentTypeFilter: (type) => !isJson(type) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) });
  return async (c, next) => {
    // c.json as hono writes it (context.js: the text with a default Content-Type), its text kept. Reading the body of
    // an answer back (res.body, res.arrayBuffer()) would make @hono/node-server build a whole fetch Response and
    // stream it out, which cost more CPU than the rest of a small answer (docs/adr/0057-api-speed.md).
    const json = ((object: unknown, arg?: unknown, headers?: Record<string, string | string[]>) => {
      const text = JSON.stringify(object);
      const res = c.body(text, arg as never, { 'Content-Type': 'application/json', ...headers });
      if (typeof text === 'string') jsonTexts.set(res, text);
      return res;
    }) as unknown as typeof c.json;
    c.json = json;
    await others(c, next);
    const res = c.res;
    const headers = res.headers;
    if (!isJson(headers.get('Content-Type') ?? '') || headers.has('Content-Encoding')) return;
    const text = jsonTexts.get(res);
    if (c.req.method === 'HEAD' || res.status === 206 || NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')) return;
    // An answer c.json did not build is read as before (its body, if any).
    if (text === undefined && !res.body) return;
    const vary = headers.get('Vary');
    if (!vary) headers.set('Vary', 'Accept-Encoding');
    else if (!/accept-encoding|\*/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const length = text !== undefined ? Buffer.byteLength(text) : Number(headers.get('Content-Length') ?? NaN);
    if (length < JSON_COMPRESS_MIN_BYTES) return;
    const body = text !== undefined ? Buffer.from(text) : Buffer.from(await res.arrayBuffer());
    let out: Buffer = body;
    if (body.length >= JSON_COMPRESS_MIN_BYTES) {
      if (body.length <= SYNC_MAX_BYTES) out = encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, GZIP_OPTIONS);
      else out = encoding === 'br' ? await brotliAsync(body, BROTLI_OPTIONS) : await gzipAsync(body, GZIP_OPTIONS);
      headers.set('Content-Encoding', encoding);
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
    // Hono copies the old answer's headers onto the new one. Read back, @hono/node-server's lightweight answer gives
    // its headers as first built (the declared length too), not `headers`: the length goes after the copy.
    c.res = new Response(new Uint8Array(out), { status: res.status, statusText: res.statusText, headers });
    c.res.headers.delete('Content-Length');
  };
}
