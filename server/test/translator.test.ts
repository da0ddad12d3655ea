/**
 * The LibreTranslate client (services/translate.ts) on its own: the request it sends and each way a provider can
 * fail, with the message the operator reads in the log. A recording `fetch`, and once the real one against a local
 * stand-in on 127.0.0.1. translate.test.ts covers the route (POST languages/translate) around it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibreTranslate, TranslatorError } from '../src/services/translate';

interface Sent {
  url: string;
  method: string | undefined;
  headers: unknown;
  body: unknown;
  signal: AbortSignal | null | undefined;
}

/** A `fetch` that records each request and answers with `answer(body)`. */
function recording(answer: (body: { q: string; target: string }) => Response | Promise<Response> = (b) => Response.json({ translatedText: `${b.target}:${b.q}` })) {
  const sent: Sent[] = [];
  const doFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { q: string; target: string };
    sent.push({ url: String(input), method: init?.method, headers: init?.headers, body, signal: init?.signal });
    return answer(body);
  }) as typeof fetch;
  return { sent, fetch: doFetch };
}

const request = { text: 'Pool open', source: 'en', targets: ['de'], format: 'text' as const };

/** The error `promise` rejects with (fails the test when it resolves). */
async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TranslatorError);
  return error as Error;
}

describe('createLibreTranslate', () => {
  it('posts JSON to {base}/translate, one target at a time in order, and the source language as it is', async () => {
    const provider = recording();
    const translator = createLibreTranslate({ url: 'http://translate.test/api///', fetch: provider.fetch });
    const result = await translator.translate({ text: '<p>Pool</p>', source: 'en', targets: ['de', 'en', 'fr'], format: 'html' });
    expect(result).toEqual([
      { code: 'de', text: 'de:<p>Pool</p>' },
      { code: 'en', text: '<p>Pool</p>' },
      { code: 'fr', text: 'fr:<p>Pool</p>' },
    ]);
    expect(provider.sent.map(({ url, method, headers, body }) => ({ url, method, headers, body }))).toEqual([
      {
        url: 'http://translate.test/api/translate',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: { q: '<p>Pool</p>', source: 'en', target: 'de', format: 'html' },
      },
      {
        url: 'http://translate.test/api/translate',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: { q: '<p>Pool</p>', source: 'en', target: 'fr', format: 'html' },
      },
    ]);
    for (const { signal } of provider.sent) expect(signal).toBeInstanceOf(AbortSignal);
  });

  it('sends the API key only when there is one; a base without a trailing slash gets one /translate', async () => {
    const keyed = recording();
    await createLibreTranslate({ url: 'http://translate.test', apiKey: 'k-1', fetch: keyed.fetch }).translate(request);
    expect(keyed.sent.map((s) => [s.url, s.body])).toEqual([['http://translate.test/translate', { q: 'Pool open', source: 'en', target: 'de', format: 'text', api_key: 'k-1' }]]);
    const bare = recording();
    await createLibreTranslate({ url: 'http://translate.test/', apiKey: '', fetch: bare.fetch }).translate(request);
    expect(bare.sent.map((s) => [s.url, s.body])).toEqual([['http://translate.test/translate', { q: 'Pool open', source: 'en', target: 'de', format: 'text' }]]);
  });

  it('says why a translation failed: the request, the status with the languages, invalid JSON, no translatedText', async () => {
    const refused = createLibreTranslate({
      url: 'http://translate.test',
      fetch: (() => Promise.reject(new Error('connect ECONNREFUSED'))) as typeof fetch,
    });
    expect((await failure(refused.translate(request))).message).toBe('Translation request failed: connect ECONNREFUSED');
    const thrown = createLibreTranslate({ url: 'http://translate.test', fetch: (() => Promise.reject('socket hang up')) as typeof fetch });
    expect((await failure(thrown.translate(request))).message).toBe('Translation request failed: socket hang up');

    const status = createLibreTranslate({ url: 'http://translate.test', fetch: recording(() => new Response('busy', { status: 503 })).fetch });
    expect((await failure(status.translate({ ...request, targets: ['fr'] }))).message).toBe('Translation provider answered 503 for en→fr');

    const notJson = createLibreTranslate({ url: 'http://translate.test', fetch: recording(() => new Response('<html>', { status: 200 })).fetch });
    expect((await failure(notJson.translate(request))).message).toBe('Translation provider answered with invalid JSON');

    for (const answer of [null, 42, {}, { translatedText: 7 }]) {
      const odd = createLibreTranslate({ url: 'http://translate.test', fetch: recording(() => Response.json(answer)).fetch });
      expect((await failure(odd.translate(request))).message).toBe('Translation provider answered without translatedText');
    }
    // An empty translation is a translation.
    const empty = createLibreTranslate({ url: 'http://translate.test', fetch: recording(() => Response.json({ translatedText: '' })).fetch });
    expect(await empty.translate(request)).toEqual([{ code: 'de', text: '' }]);
  });

  it('gives up on a provider that hangs after timeoutMs', async () => {
    const hanging = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)))) as typeof fetch;
    const started = Date.now();
    const error = await failure(createLibreTranslate({ url: 'http://translate.test', timeoutMs: 50, fetch: hanging }).translate(request));
    expect(error.message).toMatch(/^Translation request failed: .*timeout/i);
    // Its own timeout, not the 15 s default.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  describe('without a fetch of its own', () => {
    let server: Server;
    let base: string;
    const bodies: unknown[] = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        let text = '';
        req.on('data', (chunk: Buffer) => (text += chunk.toString()));
        req.on('end', () => {
          bodies.push({ path: req.url, contentType: req.headers['content-type'], body: JSON.parse(text) as unknown });
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ translatedText: 'Pool geöffnet' }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("uses the platform's fetch", async () => {
      expect(await createLibreTranslate({ url: base }).translate(request)).toEqual([{ code: 'de', text: 'Pool geöffnet' }]);
      expect(bodies).toEqual([{ path: '/translate', contentType: 'application/json', body: { q: 'Pool open', source: 'en', target: 'de', format: 'text' } }]);
    });
  });
});
