/**
 * Screenshots of the console as a new user meets it, at 1440, 768 and 390 px, on a running product:
 *
 *   npm run build && PORT=8099 DATA_DIR=$(mktemp -d) node server/dist/main.js &
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:8099 docs/screenshots/after [--dark]
 *
 * Signs a company up through the API (solving the ALTCHA itself), adds a little content, logs in through
 * /login in Chromium and shoots the same five screens every time: Login, Home, Facilities (a card grid),
 * Users (a table) and a facility drawer, then the menu that holds Appearance (the user menu; below a tablet's
 * width the navigation sheet). For each it records whether the page scrolls sideways
 * (document width beyond the viewport) and writes report.json beside the images. With --dark the browser
 * asks for the dark colour scheme (prefers-color-scheme), as a device set to dark does (ADR 0036).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { en } from '@atoll/contract';
import { apiClient, login, signupViaApi } from '../e2e/harness/api';
import { chromiumLaunchOptions } from '../chromium';

const args = process.argv.slice(2);
const colorScheme = args.includes('--dark') ? 'dark' : 'light';
const [baseUrl = 'http://127.0.0.1:8099', outDir = 'docs/screenshots/after'] = args.filter((arg) => !arg.startsWith('--'));
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

async function seed() {
  const api = apiClient(baseUrl);
  const domain = `shots-${Date.now().toString(36)}`;
  const credentials = await signupViaApi(api, {
    company: { type: 'resort', size: '50-100', country3: 'MDV', name: 'Coral Bay Resort', username: domain },
    user: { name: 'Aisha Rasheed', username: 'aisha', password: 'coral-bay-2026', email: 'aisha@coralbay.example', mobile: '+960 7771234' },
    settings: { currency_symbol: '$', timezone: 'Indian/Maldives' },
  } as never);
  const { auth_token } = await login(api, credentials);
  const token = auth_token.token;
  for (const name of ['Infinity Pool', 'Sunset Bar', 'Lagoon Spa', 'Dive Centre', 'Kids Club']) {
    await api.ok('POST', 'facilities', { token, body: { name: en(name), description: en(`${name} by the lagoon`) } });
  }
  for (const [name, username] of [['Mohamed Shafeeq', 'shafeeq'], ['Fathimath Nadia', 'nadia'], ['Ibrahim Zayan', 'zayan']]) {
    await api.ok('POST', 'users', {
      token,
      body: { name, username, designation: 'Front desk', authentication: 'email', email: `${username}@coralbay.example`, mobile: '+960 7770000' },
    }).catch((error: unknown) => console.warn(`user ${username}: ${String(error)}`));
  }
  return credentials;
}

async function overflow(page: Page) {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const credentials = await seed();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const report: { screen: string; width: number; scrollWidth: number; sideways: boolean }[] = [];
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme });
    const page = await context.newPage();
    const shoot = async (screen: string) => {
      // Not 'networkidle': the shell keeps the live request count's stream open on every logged-in page.
      await page.waitForLoadState('load');
      await page.waitForTimeout(1200);
      const { scrollWidth, innerWidth } = await overflow(page);
      report.push({ screen, width: viewport.width, scrollWidth, sideways: scrollWidth > innerWidth });
      await page.screenshot({ path: path.join(outDir, `${screen}-${viewport.width}.png`), type: 'png', fullPage: false });
    };
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Company' }).waitFor();
    await shoot('login');
    await page.getByRole('textbox', { name: 'Company' }).fill(credentials.company);
    await page.getByRole('textbox', { name: 'Username' }).fill(credentials.username);
    await page.getByLabel(/^Password/).fill(credentials.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await shoot('home');
    await page.goto(`${baseUrl}/hotel/facilities`);
    await page.getByText('Infinity Pool').first().waitFor();
    await shoot('facilities');
    await page.getByText('Infinity Pool').first().click();
    await page.getByRole('dialog').first().waitFor();
    await shoot('facility-drawer');
    await page.goto(`${baseUrl}/admin/users`);
    await page.getByText('Mohamed Shafeeq').first().waitFor();
    await shoot('users');
    // Where the Appearance choice lives: the user menu on a desktop, the navigation sheet below a tablet's width.
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    if (await menuButton.isVisible()) {
      await menuButton.click();
      await page.getByRole('radiogroup', { name: 'Appearance' }).waitFor();
      await shoot('menu-sheet');
    } else {
      await page.getByRole('button', { name: /Aisha Rasheed/ }).click();
      await page.getByRole('menuitemradio', { name: 'System' }).waitFor();
      await shoot('user-menu');
    }
    await context.close();
  }
  await browser.close();
  writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  for (const row of report) console.log(`${row.screen.padEnd(16)} ${String(row.width).padStart(5)}  document ${row.scrollWidth}px${row.sideways ? '  SCROLLS SIDEWAYS' : ''}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
