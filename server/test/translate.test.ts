import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT, MSG, PERMISSION, STATUS_MESSAGES } from '@atoll/contract';
import { loadConfig } from '../src/config';
import { createLibreTranslate } from '../src/services/translate';
import { apiClient, type ApiClient, type Json } from './support/client';
import { createStaff, createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

/** A LibreTranslate stand-in on 127.0.0.1: POST /translate {q, source, target, format, api_key} → {translatedText}. */
interface FakeProvider {
  url: string;
  requests: Json[];
  mode: 'ok' | 'error' | 'garbage' | 'hang';
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function startFakeProvider(): Promise<FakeProvider> {
  const fake: FakeProvider = { url: '', requests: [], mode: 'ok', close: async () => undefined };
  const server: Server = createServer((req, res) => {
    void readBody(req).then((text) => {
      if (req.method !== 'POST' || req.url !== '/translate') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(text) as Json;
      fake.requests.push(body);
      if (fake.mode === 'hang') return;
      if (fake.mode === 'error') {
        res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'model not loaded' }));
        return;
      }
      if (fake.mode === 'garbage') {
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>proxy login</html>');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ translatedText: `[${body.target}] ${body.q}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

let fake: FakeProvider;
let withProvider: TestServer;
let without: TestServer;
let api: ApiClient;
let apiWithout: ApiClient;
let owner: Tenant;
let ownerWithout: Tenant;

beforeAll(async () => {
  fake = await startFakeProvider();
  withProvider = await startTestServer({ translator: createLibreTranslate({ url: fake.url, apiKey: 'secret-key', timeoutMs: 500 }) });
  without = await startTestServer();
  api = apiClient(withProvider.url);
  apiWithout = apiClient(without.url);
  owner = await createTenant(api, withProvider.url, 'translate-co');
  ownerWithout = await createTenant(apiWithout, without.url, 'no-translate-co');
});
afterAll(async () => {
  await withProvider.close();
  await without.close();
  await fake.close();
});

describe('POST languages/translate', () => {
  it('translates into each target through the provider, in order, with the API key; plain text as text, markup as html', async () => {
    fake.requests = [];
    fake.mode = 'ok';
    const res = await api.post('languages/translate', { text: 'Welcome', source: 'en', targets: ['dv', 'ru', 'dv'] }, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([
      { code: 'dv', text: '[dv] Welcome' },
      { code: 'ru', text: '[ru] Welcome' },
    ]);
    expect(fake.requests).toEqual([
      { q: 'Welcome', source: 'en', target: 'dv', format: 'text', api_key: 'secret-key' },
      { q: 'Welcome', source: 'en', target: 'ru', format: 'text', api_key: 'secret-key' },
    ]);
    const rich = await api.post('languages/translate', { text: '<p>Open <strong>daily</strong></p>', source: 'en', targets: ['de'] }, { token: owner.token });
    expect(rich.body.data).toEqual([{ code: 'de', text: '[de] <p>Open <strong>daily</strong></p>' }]);
    expect(fake.requests.at(-1).format).toBe('html');
  });

  it('validates the request', async () => {
    const empty = await api.post('languages/translate', { text: '', source: 'en', targets: ['dv'] }, { token: owner.token });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ text: [MSG.translateNeedsTextPlain] });
    const noTargets = await api.post('languages/translate', { text: 'Hi', source: 'en', targets: [] }, { token: owner.token });
    expect(noTargets.body.errors).toEqual({ targets: [MSG.fieldRequired] });
    const badSource = await api.post('languages/translate', { text: 'Hi', source: 'English', targets: ['dv'] }, { token: owner.token });
    expect(badSource.body.errors).toEqual({ source: [CONTENT_TEXT.languageCode] });
  });

  it('502 with translateFailed when the provider fails, answers nonsense, hangs or is gone', async () => {
    for (const mode of ['error', 'garbage', 'hang'] as const) {
      fake.mode = mode;
      const res = await api.post('languages/translate', { text: 'Hi', source: 'en', targets: ['dv'] }, { token: owner.token });
      expect(res.status, mode).toBe(502);
      expect(res.body).toMatchObject({ code: 'BAD_GATEWAY', message: CONTENT_TEXT.translateFailed });
    }
    fake.mode = 'ok';
    const gone = await startTestServer({ translator: createLibreTranslate({ url: 'http://127.0.0.1:9', timeoutMs: 500 }) });
    try {
      const goneApi = apiClient(gone.url);
      const tenant = await createTenant(goneApi, gone.url, 'gone-co');
      const res = await goneApi.post('languages/translate', { text: 'Hi', source: 'en', targets: ['dv'] }, { token: tenant.token });
      expect(res.status).toBe(502);
      expect(gone.logs.some((l) => l.level === 'error' && l.message === 'Translation failed')).toBe(true);
    } finally {
      await gone.close();
    }
  });

  it('user/settings tells the console whether Auto Translate works here (auto_translate)', async () => {
    expect((await api.get('user/settings', { token: owner.token })).body.data.auto_translate).toBe(true);
    expect((await apiWithout.get('user/settings', { token: ownerWithout.token })).body.data.auto_translate).toBe(false);
  });

  it('the 503 tells staff plainly, without the operator detail (TRANSLATE_URL)', async () => {
    const res = await apiWithout.post('languages/translate', { text: 'Hi', source: 'en', targets: ['dv'] }, { token: ownerWithout.token });
    expect(res.body.message).toBe(CONTENT_TEXT.translateUnavailable);
    expect(res.body.message).not.toContain('TRANSLATE_URL');
  });

  it('503 with translateUnavailable when TRANSLATE_URL is not set', async () => {
    const res = await apiWithout.post('languages/translate', { text: 'Hi', source: 'en', targets: ['dv'] }, { token: ownerWithout.token });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: CONTENT_TEXT.translateUnavailable });
  });

  it('needs a session and manage-hotel-content', async () => {
    expect((await api.post('languages/translate', { text: 'Hi', source: 'en', targets: ['dv'] })).status).toBe(401);
    const admin = await createStaff(api, owner, 'admin-only', { [PERMISSION.companyAdministrator]: { objects: 'all' } });
    const res = await api.post('languages/translate', { text: 'Hi', source: 'en', targets: ['dv'] }, { token: admin.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(STATUS_MESSAGES[403]);
  });

  it('TRANSLATE_URL and TRANSLATE_API_KEY come from the environment', () => {
    expect(loadConfig({ TRANSLATE_URL: ' http://translate.local:5000/ ', TRANSLATE_API_KEY: 'k' })).toMatchObject({
      translateUrl: 'http://translate.local:5000',
      translateApiKey: 'k',
    });
    const none = loadConfig({ TRANSLATE_URL: '' });
    expect(none.translateUrl).toBeUndefined();
    expect(none.translateApiKey).toBeUndefined();
  });
});
