/**
 * Screenshots of issue 21's second half on the built product: the App Editor with its live phone preview (1440,
 * 768, 390 and dark) and the guest web app the Home QR code opens (/p/{domain}: Home, a facility's page, Book,
 * Information) at 390, 768 and 1440 px. The property gets real content through the API: three facilities with
 * covers, a daily event, an Information card and a saved Home of five components.
 *
 *   npm run build && npx tsx scripts/screenshots-guest.ts docs/screenshots/issue-21
 *
 * Runs its own server on a scratch PostgreSQL database (ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 * Writes guest-report.json: whether any page scrolls sideways.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium';
import { apiClient, login, signupViaApi } from '../e2e/harness/api';
import { newHotel, signupPayloadFor } from '../e2e/harness/people';
import { makePng } from '../e2e/harness/png';
import { SCREENSHOT_WIDTHS, atEveryWidth, startScreenshotProduct } from './screenshotProduct';

const outDir = process.argv[2] ?? 'docs/screenshots/issue-21';
const DB = 'atoll_shots_guest';
const en = (text: string) => [{ language_code: 'en', text }];

async function main() {
  mkdirSync(outDir, { recursive: true });
  // GUEST_APP_URL unset: the QR link is this server's own /p/{domain}.
  const product = await startScreenshotProduct(DB, { GUEST_APP_URL: '' });
  const { base } = product;
  try {
    const api = apiClient(base);
    const hotel = newHotel('Coral Atoll Resort');
    const credentials = await signupViaApi(api, { ...signupPayloadFor(hotel), settings: { currency_symbol: '$', timezone: 'Indian/Maldives' } } as never);
    const token = (await login(api, credentials)).auth_token.token;

    const facilityIds: number[] = [];
    const covers = [
      { r: 14, g: 116, b: 144 },
      { r: 190, g: 90, b: 60 },
      { r: 60, g: 130, b: 80 },
    ];
    for (const [index, name] of ['Lagoon Restaurant', 'Coral Spa', 'Dive Centre'].entries()) {
      const facility = await api.ok<{ id: number }>('POST', 'facilities', { token, body: { name: en(name), show_app_home: true, description: en(`<p>${name}: open daily from 8:00 to 22:00.</p>`) } });
      await api.upload(`facilities/${facility.id}/cover`, { token, file: { name: `cover-${index}.png`, mimeType: 'image/png', buffer: makePng(1280, 720, covers[index]!) }, fields: {} });
      facilityIds.push(facility.id);
    }
    await api.ok('POST', 'events/recurring', {
      token,
      body: { name: en('Sunset cruise'), start_time: '18:00', end_time: '19:30', weekly_recurring_day: [1, 2, 3, 4, 5, 6, 7], description: en('From the jetty, with canapés') },
    });
    const wifi = await api.ok<{ id: number }>('POST', 'information', { token, body: { name: en('Wi-Fi and checkout'), description: en('Network, password and checkout time'), content_type: 'text', sort_order: 1 } });
    await api.ok('POST', `information/${wifi.id}/content-text`, { token, body: { text: en('<p>Network <strong>CoralGuest</strong>. Checkout at 12:00.</p>') } });
    const component = (id: string, type: string, sortOrder: number, name: string, config: unknown) => ({ id, type, name, sort_order: sortOrder, config });
    await api.ok('POST', 'editor/app/versions', {
      token,
      body: {
        config: {
          schema_version: 2,
          home: {
            components: [
              component('welcome', 'h1', 1, 'Welcome', { text: en('Welcome to Coral Atoll') }),
              component('facilities', 'home-facilities', 2, 'Dining and spa', { title: en('Dining and spa'), facility_ids: facilityIds }),
              component('today', 'today-event-cards', 3, "Tonight's events", { title: en('Today at the resort'), max_events: 5 }),
              component('about', 'title-desc-image', 4, 'About the island', { title: en('About the island'), description: en('A lagoon, a house reef and a sandbank at low tide.'), image: [], image_position: 'right' }),
            ],
          },
          facilities: { components: [] },
          events: { components: [] },
          information: { components: [] },
          map: { components: [] },
        },
      },
    }).catch(async (error: unknown) => {
      // A config this script got wrong should not cost the other shots: save the three components every version accepts.
      console.warn(`full Home refused (${String(error)}); saving three components`);
      await api.ok('POST', 'editor/app/versions', {
        token,
        body: {
          config: {
            home: [
              component('welcome', 'h1', 1, 'Welcome', { text: en('Welcome to Coral Atoll') }),
              component('facilities', 'home-facilities', 2, 'Dining and spa', { title: en('Dining and spa'), facility_ids: facilityIds }),
              component('today', 'today-event-cards', 3, "Tonight's events", { title: en('Today at the resort'), max_events: 5 }),
            ],
          },
        },
      });
    });
    const { company } = await api.ok<{ company: { qr_link: string } }>('GET', 'auth/me', { token });

    const browser = await chromium.launch(chromiumLaunchOptions);
    const report: { screen: string; width: number; sideways: boolean }[] = [];
    const shoot = async (page: Page, screen: string, width: number, dark = false) => {
      await page.waitForTimeout(1200);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      report.push({ screen: dark ? `${screen}-dark` : screen, width, sideways });
      await page.screenshot({ path: path.join(outDir, `${screen}${dark ? '-dark' : ''}-${width}.png`) });
    };

    // The App Editor with its phone preview (a switch shows it on narrower screens).
    await atEveryWidth(browser, base, credentials, async (page, width, dark) => {
      await page.goto(`${base}/admin/app-editor`);
      await page.getByText('Dining and spa').first().waitFor();
      page.setDefaultTimeout(20_000);
      const toggle = page.getByRole('switch', { name: 'Phone preview' });
      if (!(await toggle.isChecked())) await toggle.click({ force: true });
      await page.locator('[data-phone-preview]').first().waitFor();
      await shoot(page, 'app-editor-preview', width, dark);
    });

    // The guest web app, as the QR code opens it.
    for (const viewport of SCREENSHOT_WIDTHS) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto(company.qr_link);
      await page.getByRole('heading', { name: 'Welcome to Coral Atoll' }).waitFor();
      await shoot(page, 'guest-home', viewport.width);
      await page.getByRole('link', { name: /Lagoon Restaurant/ }).or(page.getByRole('button', { name: /Lagoon Restaurant/ })).first().click();
      await page.getByRole('heading', { name: 'Lagoon Restaurant' }).first().waitFor();
      await shoot(page, 'guest-facility', viewport.width);
      await page.goto(`${company.qr_link.replace(/\/$/, '')}/book`);
      await page.getByRole('heading').first().waitFor();
      await shoot(page, 'guest-book', viewport.width);
      await page.goto(company.qr_link);
      await page.getByRole('link', { name: 'Information' }).or(page.getByRole('tab', { name: 'Information' })).first().click();
      await page.waitForTimeout(500);
      await shoot(page, 'guest-information', viewport.width);
      await context.close();
    }
    await browser.close();
    writeFileSync(path.join(outDir, 'guest-report.json'), `${JSON.stringify({ link: company.qr_link, report }, null, 2)}\n`);
    console.log(`sideways: ${report.filter((r) => r.sideways).map((r) => `${r.screen}@${r.width}`).join(', ') || 'none'}`);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await product.stop();
  }
}

await main();
