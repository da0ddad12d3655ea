/**
 * docs/screenshots/cards (issue 18, items 7 and 9): Facilities' cards (grid, list, a search) and a facility drawer's
 * 'More actions' menu and delete confirmation, at 1440, 768 and 390 px, over the MSW mocks (scenario busyResort,
 * with three more facilities so search and the view switch show):
 *
 *   (cd console && VITE_MOCKS=true npx vite --port 5199 --strictPort) &
 *   npx tsx scripts/screenshots-cards.ts http://localhost:5199 docs/screenshots/cards
 *
 * Writes report.json with each shot's document width (a page that scrolls sideways is wider than its viewport).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { authResponseForToken, resetMockStore, scenarioTokens } from '@atoll/mocks';
import { chromiumLaunchOptions } from '../chromium';

const [baseUrl = 'http://localhost:5199', outDir = 'docs/screenshots/cards'] = process.argv.slice(2);
const SIZES = [
  { width: 1440, height: 900 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];
const EXTRA = ['Lotus Spa', 'Reef Café', 'Sandbank Grill'];

/**
 * The busyResort administrator's session, stored as the console stores it after a login (the login page is its own
 * lean build without the mock worker, so it cannot log in over the mocks).
 */
async function logIn(page: Page) {
  resetMockStore('busyResort');
  const auth = authResponseForToken(scenarioTokens.busyResort.admin);
  const session = { token: auth.auth_token.token, user: auth.user, company: auth.company };
  await page.addInitScript((value) => localStorage.setItem('atoll.session', value), JSON.stringify(session));
  await page.goto(`${baseUrl}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** Three more facilities through the API (answered by the page's mock worker). */
async function addFacilities(page: Page) {
  await page.evaluate(async (names) => {
    const session = JSON.parse(localStorage.getItem('atoll.session') ?? '{}') as { token?: string };
    for (const name of names) {
      await fetch('/api/v1/facilities', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}`, 'x-client-id': 'atoll-console' },
        body: JSON.stringify({ name: [{ language_code: 'en', text: name }], show_app_home: name === 'Lotus Spa' }),
      });
    }
  }, EXTRA);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const report: { shot: string; width: number; scrollWidth: number }[] = [];
  for (const viewport of SIZES) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const shoot = async (shot: string) => {
      await page.waitForTimeout(500);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      report.push({ shot, width: viewport.width, scrollWidth });
      await page.screenshot({ path: path.join(outDir, `${shot}-${viewport.width}.png`) });
    };
    await logIn(page);
    await addFacilities(page);
    // A client-side navigation: a reload would start the mock worker's store afresh, without the three.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/hotel/facilities');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const cards = page.getByRole('list', { name: 'Facilities' });
    await cards.getByRole('button', { name: 'Lotus Spa' }).waitFor();
    await shoot('facilities-grid');
    await page.getByRole('button', { name: 'List' }).click();
    await shoot('facilities-list');
    await page.getByRole('button', { name: 'Grid' }).click();
    await page.getByRole('searchbox').fill('spa');
    await cards.getByRole('button', { name: 'Ocean Restaurant' }).waitFor({ state: 'detached' });
    await shoot('facilities-search');
    await page.getByRole('searchbox').fill('');
    await cards.getByRole('button', { name: 'Ocean Restaurant', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Ocean Restaurant', exact: true });
    await drawer.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).waitFor();
    await shoot('drawer-more-actions');
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').waitFor();
    await shoot('delete-confirm');
    await context.close();
  }
  await browser.close();
  writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(report);
}

await main();
