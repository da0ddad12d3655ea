/**
 * The guest web app's pages at /p/{domain} (issue 21; routes/guestPages.ts): guest.html for every path of a known
 * property with its name, colour, manifest and icon written in (escaped), 404 with the same page for an unknown one;
 * the property's manifest and its icons (PNG in its colour); the guest service worker; all under GUEST_CSP.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_SERVICE_WORKER_PATH } from '@atoll/contract';
import { eq } from 'drizzle-orm';
import { companies } from '../src/db/schema';
import { GUEST_CSP } from '../src/http/securityHeaders';
import { shortName } from '../src/routes/guestPages';
import { apiClient } from './support/client';
import { createTenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

describe('guest app pages at /p/{domain}', () => {
  let server: TestServer;
  let staticDir: string;
  let domain = '';

  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(os.tmpdir(), 'atoll-guest-pages-'));
    // The source page: the build only adds its script and stylesheet tags.
    await writeFile(path.join(staticDir, 'guest.html'), await readFile(path.resolve(__dirname, '../../console/guest.html'), 'utf8'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>console</title>');
    await writeFile(path.join(staticDir, GUEST_SERVICE_WORKER_PATH.slice(1)), 'self.addEventListener("fetch", () => {});');
    server = await startTestServer({ staticDir });
    const owner = await createTenant(apiClient(server.url), server.url, 'guest-pages');
    domain = owner.domain;
  });
  afterAll(async () => {
    await server.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it("answers guest.html for every path of a property, with its name, colour, manifest and icon, under the guest page's CSP", async () => {
    const app = (await (await fetch(`${server.url}/api/v1/guest-app/${domain}`)).json()) as { data: { property: { name: string; primary_color: string } } };
    const { name, primary_color: color } = app.data.property;
    for (const suffix of ['', '/', '/events', '/facility/12', '/sign-in', '/book']) {
      const response = await fetch(`${server.url}/p/${domain}${suffix}`);
      expect(response.status, suffix).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(GUEST_CSP);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain(`<title>${name.replace(/&/g, '&amp;')}</title>`);
      expect(html).toContain(`<meta name="theme-color" content="${color}" />`);
      expect(html).toContain(`<link rel="manifest" href="/p/${domain}/manifest.webmanifest" />`);
      expect(html).toContain(`<link rel="apple-touch-icon" href="/p/${domain}/icon-192.png" />`);
      expect(html).toContain(`class="gs-brand" href="/p/${domain}/"`);
      expect(html).not.toContain('<!--guest-');
    }
  });

  it('escapes the property name it writes into the page', async () => {
    await server.database.db.update(companies).set({ propertyName: 'Sun & <Sand>' }).where(eq(companies.username, domain));
    const html = await (await fetch(`${server.url}/p/${domain}`)).text();
    expect(html).toContain('<title>Sun &amp; &lt;Sand&gt;</title>');
    expect(html).not.toContain('<Sand>');
  });

  it('answers an unknown domain with the same page and 404 (the app says the link is wrong)', async () => {
    const response = await fetch(`${server.url}/p/no-such-property/facility/3`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="guest"');
    expect((await fetch(`${server.url}/p/no-such-property/manifest.webmanifest`)).status).toBe(404);
  });

  it("serves the property's manifest: installable, scoped to its pages, in its colour", async () => {
    const response = await fetch(`${server.url}/p/${domain}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ id: `/p/${domain}/`, start_url: `/p/${domain}/`, scope: `/p/${domain}/`, display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        { src: `/p/${domain}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: `/p/${domain}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ]),
    );
  });

  it('draws the icons as PNGs of their size in the property colour', async () => {
    for (const size of [192, 512]) {
      const response = await fetch(`${server.url}/p/${domain}/icon-${size}.png`);
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(png.readUInt32BE(16)).toBe(size);
      expect(png.readUInt32BE(20)).toBe(size);
      // The top-left pixel is the property's colour (the atoll is white, in the middle).
      const idat = png.subarray(png.indexOf('IDAT') + 4, png.indexOf('IEND') - 8);
      const raw = inflateSync(idat);
      const manifest = (await (await fetch(`${server.url}/p/${domain}/manifest.webmanifest`)).json()) as { theme_color: string };
      const hex = `#${[...raw.subarray(1, 4)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
      expect(hex).toBe(manifest.theme_color.toLowerCase());
      const middle = size * 3 + 1;
      expect([...raw.subarray((size / 2) * middle + 1 + (size / 2) * 3, (size / 2) * middle + 4 + (size / 2) * 3)]).toEqual([255, 255, 255]);
    }
    expect((await fetch(`${server.url}/p/${domain}/icon-100.png`)).status).toBe(404);
  });

  it('serves the guest service worker, never cached, under the guest policy', async () => {
    const response = await fetch(`${server.url}${GUEST_SERVICE_WORKER_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toBe(GUEST_CSP);
    // guest.html itself is not a file of the console's.
    expect(await (await fetch(`${server.url}/guest.html`)).text()).not.toContain('id="guest"');
  });

  it('makes a short name for the home screen', () => {
    expect(shortName('Coral Atoll')).toBe('Coral Atoll');
    expect(shortName('Lagoon Guest Resort')).toBe('Lagoon');
    expect(shortName('Extraordinarilylongname Resort')).toBe('Extraordina…');
  });
});
