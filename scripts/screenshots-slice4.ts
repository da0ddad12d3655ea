/**
 * Screenshots of issue 19 on the built product, at 1440, 768 and 390 px: Home's analytics over 600 requests,
 * Guests › Campaigns with a campaign sent to in-house guests (delivered to a local Expo stand-in), the create
 * form and a campaign's read-only detail with its funnel, and the Guest List's Download CSV.
 *
 *   npm run build && npx tsx scripts/screenshots-slice4.ts docs/screenshots/issue-19
 *
 * Runs its own server on a scratch PostgreSQL database (ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * so the requests can be written with SQL while it runs (e2e/bench/requestsSeed.ts). Writes report.json: whether
 * any page scrolls sideways.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CAMPAIGN_TEXT } from '@atoll/contract';
import { chromiumLaunchOptions } from '../chromium';
import { apiClient, login } from '../e2e/harness/api';
import { createRequestsCompany, seedBookings } from '../e2e/bench/requestsSeed';
import { openDatabase } from '../e2e/harness/database';
import { logIn, startScreenshotProduct } from './screenshotProduct';
import { startFakeExpo } from '../server/test/support/pushStandIns';

const outDir = process.argv[2] ?? 'docs/screenshots/issue-19';
const DB = 'atoll_shots_slice4';
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

async function main() {
  mkdirSync(outDir, { recursive: true });
  const expo = await startFakeExpo();
  const product = await startScreenshotProduct(DB, { EXPO_PUSH_URL: expo.url });
  const { base, databaseUrl } = product;
  try {
    const api = apiClient(base);
    const company = await createRequestsCompany(api);
    const db = await openDatabase({ DATABASE_URL: databaseUrl });
    try {
      console.log(await seedBookings(db, company, 600));
    } finally {
      await db.close();
    }
    const token = (await login(api, company.credentials)).auth_token.token;
    // Twelve in-house guests' phones, registered as the guest app does.
    for (let g = 1; g <= 12; g += 1) {
      await api.ok('POST', 'app/devices', { body: { company: company.credentials.company, platform: g % 2 ? 'ios' : 'android', token: `ExponentPushToken[shot-${g}]`, language: 'en', confirmation_number: `CN${g}` } });
    }
    const campaign = await api.ok<{ id: number }>('POST', 'guests/campaigns', {
      token,
      body: { name: 'Sunset cruise tonight', description: 'Dolphins, canapés and the sunset from the top deck. Departs 17:30 from the main jetty.', audience: { kind: 'in-house' } },
    });
    await new Promise((r) => setTimeout(r, 4000));

    const browser = await chromium.launch(chromiumLaunchOptions);
    const report: { screen: string; width: number; sideways: boolean }[] = [];
    for (const viewport of WIDTHS) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const shoot = async (screen: string, full = false) => {
        await page.waitForLoadState('load');
        await page.waitForTimeout(1500);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        report.push({ screen, width: viewport.width, sideways });
        await page.screenshot({ path: path.join(outDir, `${screen}-${viewport.width}.png`), fullPage: full });
      };
      await logIn(page, base, company.credentials);
      await page.goto(`${base}/`);
      await page.getByRole('region', { name: /at a glance/ }).scrollIntoViewIfNeeded();
      await shoot('home-analytics');
      await page.goto(`${base}/guests/campaigns`);
      await page.getByRole('grid', { name: CAMPAIGN_TEXT.title }).waitFor();
      await shoot('campaigns');
      await page.goto(`${base}/guests/campaigns?campaign=new`);
      const form = page.getByRole('dialog', { name: CAMPAIGN_TEXT.createTitle });
      await form.getByRole('textbox', { name: CAMPAIGN_TEXT.fields.name }).fill('Beach BBQ tomorrow');
      await form.getByRole('textbox', { name: CAMPAIGN_TEXT.fields.description }).fill('Grill and live music on the beach from 19:00. Reserve at the front desk or reply in the app.');
      await shoot('campaign-create');
      await page.goto(`${base}/guests/campaigns?campaign=${campaign.id}`);
      await page.getByRole('dialog', { name: 'Sunset cruise tonight' }).waitFor();
      await shoot('campaign-detail');
      await page.goto(`${base}/guests/list`);
      await page.getByRole('button', { name: 'Download CSV' }).first().waitFor();
      await shoot('guests-export');
      await context.close();
    }
    const dark = await browser.newContext({ viewport: WIDTHS[0], colorScheme: 'dark' });
    const page = await dark.newPage();
    await logIn(page, base, company.credentials);
    await page.goto(`${base}/`);
    await page.getByRole('region', { name: /at a glance/ }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: path.join(outDir, 'home-analytics-dark-1440.png') });
    await browser.close();
    writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify({ pushed: expo.accepted.length, report }, null, 2)}\n`);
    console.log(`pushed to the Expo stand-in: ${expo.accepted.length}; sideways: ${report.filter((r) => r.sideways).map((r) => `${r.screen}@${r.width}`).join(', ') || 'none'}`);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await product.stop();
    await expo.close();
  }
}

await main();
