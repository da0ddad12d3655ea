/**
 * A guest opens the hotel's app from the Home QR code (issue 21), end to end: the built product, a real Chromium
 * at phone size (390 x 844), a fresh database.
 * - The owner composes Home (a heading, the facilities, today's events) and saves it as an app version
 *   (POST editor/app/versions, as the App Editor's Save does).
 * - company.qr_link is this server's own /p/{domain}; a phone opens it, with no login, and sees the property's
 *   name and those three components in that order, the tab bar, and nothing scrolling sideways; the page was
 *   painted with the property's name before its JavaScript (the server's HTML), under the guest page's CSP.
 * - A facility opens on its own URL with its activity; Back returns Home; a reload keeps the place; Book has its page.
 * - Information cards the owner made through the staff API (a text card, a PDF card) are listed on the Information
 *   tab; the text card opens on its own URL with its text (a reload keeps it), the PDF card links its PDF (new tab, noopener).
 * - Its service worker keeps the page and the payload: with the network gone, a reload shows the kept Home and
 *   says when it was last updated; an Information card's page opens offline too.
 * - The property's web app manifest is valid and the page installable (Chromium's own checks: Page.getAppManifest,
 *   Page.getInstallabilityErrors): name, start_url and scope /p/{domain}/, display standalone, 192 and 512 PNG icons.
 */
import { describe, expect, it } from 'vitest';
import { en, GUEST_SHELL_TEXT, guestAppLink, type AppVersionSaved, type AuthResponse, type GuestApp } from '@atoll/contract';
import { GUEST_CACHES } from '../console/src/guest/app/offline';
import { login, signupViaApi, type Credentials } from './harness/api';
import { newHotel, signupPayloadFor } from './harness/people';
import { useE2E } from './harness/suite';
import { POLL, UI_TIMEOUT_MS } from './harness/timing';

describe.sequential('a guest opens the hotel app from the QR code', () => {
  const e2e = useE2E();
  const hotel = newHotel('Lagoon Guest Resort');
  let owner: Credentials;
  let token: string;
  let facilityId: number;
  /** The property's name as guests see it (GET guest-app/{domain}). */
  let property: string;
  /** The text Information card the owner made. */
  let wifiId: number;

  it('the owner saves a Home layout of three components', async () => {
    const { api } = e2e.product();
    owner = await signupViaApi(api, { ...signupPayloadFor(hotel), settings: { currency_symbol: '$', timezone: 'Indian/Maldives' } } as never);
    token = (await login(api, owner)).auth_token.token;
    facilityId = (await api.ok<{ id: number }>('POST', 'facilities', { token, body: { name: en('Lagoon Restaurant'), show_app_home: true } })).id;
    await api.ok('POST', 'facilities/activities', { token, body: { facility_id: facilityId, name: en('Sunset dinner'), price_text: en('$80') } });
    const component = (id: string, type: string, sortOrder: number, config: object) => ({ id, type, name: id, sort_order: sortOrder, config });
    const config = {
      schema_version: 2,
      home: {
        components: [
          component('welcome', 'h1', 1, { text: en('Welcome to the lagoon') }),
          component('dining', 'home-facilities', 2, { title: en('Dine with us'), facility_ids: [facilityId] }),
          component('today', 'today-event-cards', 3, { title: en('Today on the island'), max_events: 5 }),
        ],
      },
      facilities: { components: [] },
      events: { components: [] },
      information: { components: [] },
      map: { components: [] },
    };
    const saved = await api.ok<AppVersionSaved>('POST', 'editor/app/versions', { token, body: { config } });
    expect(saved.config.home.components.map((c) => c.id)).toEqual(['welcome', 'dining', 'today']);
    property = (await api.ok<GuestApp>('GET', `guest-app/${hotel.domain}`)).property.name;
    expect(property).not.toBe('');
  });

  it("the QR link opens the app on a phone: the property's name first, then the saved components in order", async () => {
    const { api, url } = e2e.product();
    const me = await api.ok<Pick<AuthResponse, 'company'>>('GET', 'auth/me', { token });
    expect(me.company.qr_link).toBe(guestAppLink(hotel.domain, url));

    const { page } = await e2e.newPerson();
    await page.setViewportSize({ width: 390, height: 844 });
    // The server's HTML already names the property (its first paint, before any script runs).
    const html = await (await page.request.get(me.company.qr_link)).text();
    expect(html).toContain(`<title>${property}</title>`);
    expect(html).toContain(`<link rel="manifest" href="/p/${hotel.domain}/manifest.webmanifest" />`);

    await page.goto(me.company.qr_link);
    await page.getByRole('heading', { name: 'Welcome to the lagoon' }).waitFor();
    await page.getByRole('heading', { name: 'Dine with us' }).waitFor();
    await page.getByRole('heading', { name: 'Today on the island' }).waitFor();
    const order = await page.locator('main h2, main .ag h1, main .ag h2, main .ag h3').allTextContents();
    const at = (text: string) => order.findIndex((t) => t.includes(text));
    expect(at('Welcome to the lagoon')).toBeLessThan(at('Dine with us'));
    expect(at('Dine with us')).toBeLessThan(at('Today on the island'));
    await page.getByRole('banner').getByText(property).waitFor();
    const tabs = page.getByRole('navigation', { name: GUEST_SHELL_TEXT.tabs });
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['Home', 'Facilities', 'Events', 'Information', 'Map']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A facility on its own URL; Back returns Home; a reload keeps the place.
    await page.getByRole('button', { name: /Lagoon Restaurant/ }).first().click();
    await page.waitForURL(`**/p/${hotel.domain}/facility/${facilityId}`);
    await page.getByRole('heading', { level: 1, name: 'Lagoon Restaurant' }).waitFor();
    await page.getByRole('heading', { name: 'Sunset dinner' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Lagoon Restaurant' }).waitFor();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === `/p/${hotel.domain}` || u.pathname === `/p/${hotel.domain}/facility/${facilityId}`);
    if (new URL(page.url()).pathname !== `/p/${hotel.domain}`) await page.goBack();
    await page.getByRole('heading', { name: 'Welcome to the lagoon' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/p/${hotel.domain}`);

    // Book has its page (the bookings module, loaded when opened); a signed-out guest is offered the sign-in.
    await page.getByRole('banner').getByRole('link', { name: GUEST_SHELL_TEXT.book }).click();
    await page.waitForURL(`**/p/${hotel.domain}/book`);
    await page.getByRole('heading', { level: 1, name: GUEST_SHELL_TEXT.book }).waitFor();
  });

  it("the hotel's Information cards are on the Information tab; a text card opens with its text, a PDF card links its PDF for a new tab", async () => {
    const { api, url } = e2e.product();
    const card = (name: string, content_type: string, sort_order: number) =>
      api.ok<{ id: number }>('POST', 'information', { token, body: { name: en(name), description: en(`${name} for guests`), content_type, sort_order } });
    const wifi = await card('Lagoon Wi-Fi', 'text', 1);
    wifiId = wifi.id;
    await api.ok('POST', `information/${wifi.id}/content-text`, { token, body: { text: en('<p>Network <strong>LagoonGuest</strong></p>') } });
    const guide = await card('Lagoon guide', 'pdf', 2);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await api.upload(`information/${guide.id}/content-pdf`, { token, file: { name: 'guide.pdf', mimeType: 'application/pdf', buffer: pdf }, fields: { language_code: 'en' } });

    const { page } = await e2e.newPerson();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${guestAppLink(hotel.domain, url).replace(/\/$/, '')}/information`);
    await page.getByRole('heading', { level: 2, name: GUEST_SHELL_TEXT.informationCards }).waitFor();
    expect(await page.locator('.gs-card__name').allTextContents()).toEqual(['Lagoon Wi-Fi', 'Lagoon guide']);
    await page.getByRole('link', { name: /Lagoon Wi-Fi/ }).click();
    await page.waitForURL(`**/p/${hotel.domain}/information/${wifi.id}`);
    await page.getByRole('heading', { level: 1, name: 'Lagoon Wi-Fi' }).waitFor();
    await page.locator('main strong', { hasText: 'LagoonGuest' }).waitFor();
    await page.reload();
    await page.locator('main strong', { hasText: 'LagoonGuest' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(`${guestAppLink(hotel.domain, url).replace(/\/$/, '')}/information/${guide.id}`);
    const link = page.getByRole('link', { name: GUEST_SHELL_TEXT.openPdf('Lagoon guide') });
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener');
    const file = await page.request.get(new URL((await link.getAttribute('href'))!, url).href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
  });

  it('offline, a reload shows the kept Home and says when it was last updated; an Information card opens from the kept payload', async () => {
    const { url } = e2e.product();
    const phone = await e2e.newPerson();
    const { page } = phone;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(guestAppLink(hotel.domain, url));
    await page.getByRole('heading', { name: 'Welcome to the lagoon' }).waitFor();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), POLL).toBe(true);
    const kept = (name: string) => page.evaluate(async (cache) => (await (await caches.open(cache)).keys()).map((r) => r.url), name);
    await expect.poll(async () => (await kept(GUEST_CACHES.pages)).length, POLL).toBe(1);
    await expect.poll(async () => (await kept(GUEST_CACHES.data)).some((u) => u.includes(`/guest-app/${hotel.domain}?lang=`)), POLL).toBe(true);

    // The guest comes back after the payload's minute (max-age, ADR 0051): within it the browser's HTTP cache would
    // answer the worker's read as current, with nothing to say. The worker's kept copies (Cache Storage) stay.
    await (await phone.context.newCDPSession(page)).send('Network.clearBrowserCache');
    await phone.context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome to the lagoon' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByText(/^Offline: shown as last updated at /).waitFor();
    // An Information card's page is drawn from the kept payload too.
    await page.goto(`${guestAppLink(hotel.domain, url)}/information/${wifiId}`);
    await page.locator('main strong', { hasText: 'LagoonGuest' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await phone.context.setOffline(false);
  });

  it('the manifest is valid and the page installable', async () => {
    const { api, url } = e2e.product();
    const manifest = (await (await fetch(`${url}/p/${hotel.domain}/manifest.webmanifest`)).json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string }[] };
    expect(manifest).toMatchObject({
      name: property,
      start_url: `/p/${hotel.domain}/`,
      scope: `/p/${hotel.domain}/`,
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const response = await fetch(`${url}${icon.src}`);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect([...new Uint8Array(await response.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    }
    expect((await fetch(`${url}/p/no-such-hotel/manifest.webmanifest`)).status).toBe(404);
    // An unknown link is the same page, 404, which says the link is wrong.
    expect((await api.call('GET', `guest-app/no-such-hotel`)).status).toBe(404);

    const { page } = await e2e.newPerson();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(guestAppLink(hotel.domain, url));
    await page.getByRole('heading', { name: 'Welcome to the lagoon' }).waitFor();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), POLL).toBe(true);
    const cdp = await page.context().newCDPSession(page);
    const app = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(app.url).toBe(`${url}/p/${hotel.domain}/manifest.webmanifest`);
    expect(app.errors).toEqual([]);
    const installable = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // A Playwright context is incognito, where Chromium never offers to install: every other check passes.
    expect(installable.installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });
});
