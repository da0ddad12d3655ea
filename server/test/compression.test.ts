/**
 * Compression (docs/adr/0057-api-speed.md): the console's files are compressed once and served as the request
 * accepts them (Brotli, gzip, as they are), hashed assets immutably; JSON answers only from 2 KB on.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { compressResponses, JSON_COMPRESS_MIN_BYTES, pickEncoding } from '../src/http/compress';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let dir: string;
const SCRIPT = `console.log(${JSON.stringify('atoll '.repeat(2000))});`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-compression-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Atoll</title>');
  writeFileSync(path.join(dir, 'assets/index-a1b2c3.js'), SCRIPT);
  server = await startTestServer({ staticDir: dir });
}, 180_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Node's fetch decodes bodies; these reads keep the bytes as sent. */
async function raw(url: string, acceptEncoding?: string, token?: string) {
  const { request } = await import('node:http');
  const headers = { ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the console files', () => {
  it('are served Brotli, gzip or as they are, as the request accepts, immutably for hashed assets', async () => {
    const url = `${server.url}/assets/index-a1b2c3.js`;
    const br = await raw(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gz = await raw(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    expect(gz.body.length).toBeGreaterThan(br.body.length);
    const plain = await raw(url, 'br;q=0, identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    // The same bytes again (kept, not compressed anew).
    expect((await raw(url, 'br')).body.equals(br.body)).toBe(true);
  });

  it('a file changed on disk is served changed', async () => {
    const file = path.join(dir, 'assets/changing-d4e5f6.js');
    writeFileSync(file, `/* one */ ${SCRIPT}`);
    expect(brotliDecompressSync((await raw(`${server.url}/assets/changing-d4e5f6.js`, 'br')).body).toString()).toMatch(/^\/\* one \*\//);
    writeFileSync(file, `/* two, longer */ ${SCRIPT}`);
    expect(brotliDecompressSync((await raw(`${server.url}/assets/changing-d4e5f6.js`, 'br')).body).toString()).toMatch(/^\/\* two, longer \*\//);
  });
});

describe('JSON answers', () => {
  const app = new Hono();
  app.use('*', compressResponses());
  const big = { data: 'atoll '.repeat(1000) };
  app.get('/big', (c) => c.json(big));
  app.get('/small', (c) => c.json({ data: 'atoll' }));
  app.get('/text', (c) => c.text('atoll '.repeat(1000)));

  it(`are compressed from ${JSON_COMPRESS_MIN_BYTES} bytes on (Brotli, else gzip), not below; other text as before`, async () => {
    const br = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(big);
    const gz = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);
    const none = await app.request('/big');
    expect(none.headers.get('Content-Encoding')).toBeNull();
    expect(await none.json()).toEqual(big);
    const small = await app.request('/small', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ data: 'atoll' });
    const text = await app.request('/text', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(text.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('pick the encoding the client prefers and allows', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
