/**
 * Screenshots of issue 20 on the built product, at 1440, 768 and 390 px: Map Settings with its plan between
 * the corners, Key Places (grid and a place's drawer with its pin), Tracking (groups and a group's live map
 * with a buggy's trail) and TVs; and the Lobby TV's display page (a banner, Today, the map slide) at 1920x1080,
 * 3840x2160 and 1280x720. The resort is set up through the API, the trackers post as devices do.
 *
 *   npm run build && npx tsx scripts/screenshots-slice5.ts docs/screenshots/issue-20
 *
 * Runs its own server on a scratch PostgreSQL database (ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 * Writes report.json: whether any page scrolls sideways.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium';
import { apiClient, login, signupViaApi } from '../e2e/harness/api';
import { newHotel, signupPayloadFor } from '../e2e/harness/people';
import { makePng } from '../e2e/harness/png';
import { atEveryWidth, startScreenshotProduct } from './screenshotProduct';

const outDir = process.argv[2] ?? 'docs/screenshots/issue-20';
const DB = 'atoll_shots_slice5';

async function main() {
  mkdirSync(outDir, { recursive: true });
  const product = await startScreenshotProduct(DB);
  const { base } = product;
  try {
    const api = apiClient(base);
    const hotel = newHotel('Coral Atoll Resort');
    const credentials = await signupViaApi(api, { ...signupPayloadFor(hotel), settings: { currency_symbol: '$', timezone: 'Indian/Maldives' } } as never);
    const token = (await login(api, credentials)).auth_token.token;

    await api.ok('POST', 'user/settings/map', { token, body: { map_lat: 4.1755, map_lng: 73.5093, map_lat_diff: 0.02, map_heading: 0 } });
    await api.ok('POST', 'user/settings/map-overlay/coordinates', { token, body: { top_left_lat: 4.183, top_left_lng: 73.499, bottom_right_lat: 4.168, bottom_right_lng: 73.519 } });
    await api.upload('user/settings/map-overlay/image', { token, file: { name: 'plan.png', mimeType: 'image/png', buffer: makePng(800, 600, { r: 44, g: 122, b: 123 }) }, fields: { language_code: 'en' } });
    const places = [
      { name: 'Arrival Jetty', lat: 4.1801, lng: 73.5012, icon: 'boat', description: 'Speedboats and seaplane transfers leave from here.' },
      { name: 'Ocean Restaurant', lat: 4.1772, lng: 73.5071, icon: 'restaurant', description: 'Breakfast, lunch and dinner over the lagoon.' },
      { name: 'Lagoon Spa', lat: 4.1733, lng: 73.5122, icon: 'spa', description: 'Treatments in overwater pavilions.' },
      { name: 'Dive Centre', lat: 4.171, lng: 73.5158, icon: 'diving', description: 'House reef dives twice a day.' },
    ];
    for (const [index, place] of places.entries()) {
      const made = await api.ok<{ id: number }>('POST', 'locations', {
        token,
        body: { name: place.name, lat: place.lat, lng: place.lng, sort_order: index + 1, description: [{ language_code: 'en', text: place.description }] },
      });
      await api.ok('PATCH', `locations/${made.id}/icon`, { token, body: { icon: place.icon, icon_color: '#FFFFFF', icon_background: '#2C7A7B' } });
    }
    const group = await api.ok<{ id: number }>('POST', 'tracking/groups', { token, body: { name: 'Buggies', type: 'buggy' } });
    const trackers: { name: string; token: string }[] = [];
    for (const name of ['Buggy 1', 'Buggy 2', 'Buggy 3']) {
      const made = await api.ok<{ token: string }>('POST', 'tracking/trackers', { token, body: { name, tracking_group_id: group.id } });
      trackers.push({ name, token: made.token });
    }
    const now = Date.now();
    const path1 = Array.from({ length: 10 }, (_, i) => ({ lat: 4.1801 - i * 0.0006, lng: 73.5012 + i * 0.0009, recorded_at: new Date(now - (10 - i) * 15_000).toISOString() }));
    await api.ok('POST', 'tracking/positions', { token: trackers[0]!.token, body: { positions: path1 } });
    await api.ok('POST', 'tracking/positions', { token: trackers[1]!.token, body: { lat: 4.1733, lng: 73.5122, recorded_at: new Date(now - 4 * 60_000).toISOString() } });
    await api.ok('POST', 'tracking/positions', { token: trackers[2]!.token, body: { lat: 4.171, lng: 73.5158, recorded_at: new Date(now - 40 * 60_000).toISOString() } });
    const lobby = await api.ok<{ url: string }>('POST', 'tvs', { token, body: { name: 'Lobby TV', lat: 4.1768, lng: 73.5066 } });
    const offer = await api.ok<{ id: number }>('POST', 'promotions', { token, body: { name: 'TV offer 1', description: [{ language_code: 'en', text: 'Sunset cruise tonight' }], sort_order: 1, show_on_tv: true } });
    await api.upload(`promotions/${offer.id}/image`, { token, file: { name: 'sunset.png', mimeType: 'image/png', buffer: makePng(1280, 720, { r: 221, g: 107, b: 32 }) }, fields: { language_code: 'en' } });
    const en = (text: string) => [{ language_code: 'en', text }];
    for (const [name, start, end] of [['Sunrise yoga', '06:30', '07:30'], ['Snorkel safari', '10:00', '12:00'], ['Sunset cruise', '18:00', '19:30'], ['Live jazz at the bar', '20:30', '22:30']] as const) {
      await api.ok('POST', 'events/recurring', { token, body: { name: en(name), start_time: start, end_time: end, weekly_recurring_day: [1, 2, 3, 4, 5, 6, 7], description: en('') } });
    }
    await api.ok('POST', 'tvs', { token, body: { name: 'Restaurant TV', lat: 4.1772, lng: 73.5071 } });

    const browser = await chromium.launch(chromiumLaunchOptions);
    const report: { screen: string; width: number; sideways: boolean }[] = [];
    const shots = async (page: Page, width: number, dark = false) => {
      const shoot = async (screen: string) => {
        await page.waitForLoadState('load');
        await page.waitForTimeout(2000);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        report.push({ screen: dark ? `${screen}-dark` : screen, width, sideways });
        await page.screenshot({ path: path.join(outDir, `${screen}${dark ? '-dark' : ''}-${width}.png`) });
      };
      await page.goto(`${base}/map/map-settings`);
      await page.getByRole('form', { name: 'Map Overlay' }).waitFor();
      await page.getByRole('form', { name: 'Map Overlay' }).scrollIntoViewIfNeeded();
      await shoot('map-settings');
      await page.goto(`${base}/map/key-places`);
      await page.getByText('Arrival Jetty').first().waitFor();
      await shoot('key-places');
      await page.getByText('Lagoon Spa').first().click();
      await page.getByRole('dialog', { name: 'Lagoon Spa' }).waitFor();
      await shoot('key-place-drawer');
      await page.goto(`${base}/map/tracking`);
      await page.getByText('Buggies').first().waitFor();
      await shoot('tracking');
      await page.goto(`${base}/map/tracking?group=${group.id}&tab=trackers`);
      await page.getByRole('dialog', { name: 'Buggies' }).waitFor();
      await shoot('tracking-live');
      await page.goto(`${base}/map/tvs`);
      await page.getByText('Lobby TV').first().waitFor();
      await shoot('tvs');
    };
    await atEveryWidth(browser, base, credentials, shots);

    // The Lobby TV's display page: each slide kind, on a full-HD, a 4K and a 720p screen (one transform scales it).
    for (const viewport of [{ width: 1920, height: 1080 }, { width: 3840, height: 2160 }, { width: 1280, height: 720 }]) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      const tv = await context.newPage();
      await tv.goto(new URL(lobby.url).pathname.replace(/^/, base));
      for (const [kind, name] of [['banner', 'tv-banner'], ['today', 'tv-today'], ['map', 'tv-map']] as const) {
        await tv.locator(`.tv-slide--shown[data-kind="${kind}"]`).waitFor({ timeout: 60_000 });
        await tv.waitForTimeout(1500);
        const sideways = await tv.evaluate(() => document.documentElement.scrollWidth > window.innerWidth || document.documentElement.scrollHeight > window.innerHeight);
        report.push({ screen: name, width: viewport.width, sideways });
        await tv.screenshot({ path: path.join(outDir, `${name}-${viewport.width}.png`) });
      }
      await context.close();
    }
    await browser.close();
    writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify({ report }, null, 2)}\n`);
    console.log(`sideways: ${report.filter((r) => r.sideways).map((r) => `${r.screen}@${r.width}`).join(', ') || 'none'}`);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await product.stop();
  }
}

await main();
