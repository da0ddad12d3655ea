/**
 * Screenshots of issue 21's App Editor on the built product, at 1440, 768 and 390 px and dark: the Home section
 * with a saved layout (a heading, today's events, the facilities), a component's drawer, the type picker and the
 * saved versions. The layout is saved through the API (POST editor/app/versions), twice, so there is a history.
 *
 *   npm run build && npx tsx scripts/screenshots-slice6.ts docs/screenshots/issue-21
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
import { atEveryWidth, startScreenshotProduct } from './screenshotProduct';

const outDir = process.argv[2] ?? 'docs/screenshots/issue-21';
const DB = 'atoll_shots_slice6';
const en = (text: string) => [{ language_code: 'en', text }];

async function main() {
  mkdirSync(outDir, { recursive: true });
  const product = await startScreenshotProduct(DB);
  const { base } = product;
  try {
    const api = apiClient(base);
    const hotel = newHotel('Coral Atoll Resort');
    const credentials = await signupViaApi(api, { ...signupPayloadFor(hotel), settings: { currency_symbol: '$', timezone: 'Indian/Maldives' } } as never);
    const token = (await login(api, credentials)).auth_token.token;

    const home = (components: unknown[]) => ({ schema_version: 2, home: { components }, facilities: { components: [] }, events: { components: [] }, information: { components: [] }, map: { components: [] } });
    const heading = { type: 'h1', name: 'Welcome', config: { text: en('Welcome to Coral Atoll') } };
    const events = { type: 'today-event-cards', name: "Tonight's events", config: { title: en('Today at the resort'), max_events: 5 } };
    const facilities = { type: 'home-facilities', name: 'Dining and spa', config: { title: en('Dining and spa'), facility_ids: [] } };
    await api.ok('POST', 'editor/app/versions', { token, body: { config: home([heading, events]) } });
    // The second save adds to the first as the editor does: the saved components keep the ids the server gave them.
    const first = await api.ok<{ id: number; config: { home: { components: unknown[] } } }>('GET', 'editor/app/versions/latest', { token });
    await api.ok('POST', 'editor/app/versions', { token, body: { config: home([...first.config.home.components, facilities]), base_version_id: first.id } });

    const browser = await chromium.launch(chromiumLaunchOptions);
    const report: { screen: string; width: number; sideways: boolean }[] = [];
    const shots = async (page: Page, width: number, dark = false) => {
      const shoot = async (screen: string) => {
        await page.waitForTimeout(1500);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        report.push({ screen: dark ? `${screen}-dark` : screen, width, sideways });
        await page.screenshot({ path: path.join(outDir, `${screen}${dark ? '-dark' : ''}-${width}.png`) });
      };
      await page.goto(`${base}/admin/app-editor`);
      await page.getByText('Dining and spa').first().waitFor();
      await shoot('app-editor');
      await page.getByText('Welcome').first().click();
      await page.getByRole('dialog').first().waitFor();
      await shoot('app-editor-drawer');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').first().waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Add Component' }).first().click();
      await page.getByRole('dialog', { name: 'Choose a component type' }).waitFor();
      await shoot('app-editor-types');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').first().waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Versions' }).first().click();
      await page.getByRole('dialog').first().waitFor();
      await shoot('app-editor-versions');
    };
    await atEveryWidth(browser, base, credentials, shots);
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
