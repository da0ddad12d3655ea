/**
 * Sign-in screenshots (issue 18 item 10) at 1440, 768 and 390 px, on a running product (light scheme):
 *
 *   npm run build && PORT=8097 DATA_DIR=$(mktemp -d) node server/dist/main.js > server.log &
 *   npx tsx scripts/screenshots-sign-in.ts http://127.0.0.1:8097 docs/screenshots/sign-in server.log
 *
 * Signs a resort up through the API, adds a staff user without permissions, asks for a password reset
 * (without SMTP the server logs the e-mail, so the link is read from its log), then shoots the login page
 * with 'Forgot password?', the forgot form, the reset page from the link and Home of the user without
 * permissions. report.json records whether any page scrolls sideways.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { apiClient, createUser, login, signupViaApi } from '../e2e/harness/api';
import { chromiumLaunchOptions } from '../chromium';

const [baseUrl = 'http://127.0.0.1:8097', outDir = 'docs/screenshots/sign-in', serverLog = 'server.log'] = process.argv.slice(2);
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

async function main() {
  mkdirSync(outDir, { recursive: true });
  const api = apiClient(baseUrl);
  const domain = `coral-bay-${Date.now().toString(36)}`;
  const owner = await signupViaApi(api, {
    company: { type: 'resort', size: '50-100', country3: 'MDV', name: 'Coral Bay Resort', username: domain },
    user: { name: 'Aisha Rasheed', username: 'aisha', password: 'coral-bay-2026', email: 'aisha@coralbay.example', mobile: '+960 7771234' },
    settings: { currency_symbol: '$', timezone: 'Indian/Maldives' },
  } as never);
  const token = (await login(api, owner)).auth_token.token;
  await createUser(api, token, { name: 'Mohamed Shafeeq', username: 'shafeeq', designation: 'Front desk', authentication: 'password', password: 'lagoon-desk-2026' } as never);
  await api.ok('POST', 'auth/password/forgot', { body: { company: domain, username: 'aisha' } }).catch(() => undefined);
  const link = [...readFileSync(serverLog, 'utf8').matchAll(/(\/auth\/reset-password\?token=[A-Za-z0-9_%-]+)/g)].at(-1)?.[1];
  if (!link) throw new Error('No reset link in the server log');

  const browser = await chromium.launch(chromiumLaunchOptions);
  const report: { screen: string; width: number; scrollWidth: number; sideways: boolean }[] = [];
  for (const size of WIDTHS) {
    const context = await browser.newContext({ viewport: size, colorScheme: 'light' });
    const page = await context.newPage();
    const shoot = async (screen: string) => {
      await page.waitForLoadState('networkidle');
      const { scrollWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth }));
      report.push({ screen, width: size.width, scrollWidth, sideways: scrollWidth > size.width });
      await page.screenshot({ path: path.join(outDir, `${screen}-${size.width}.png`), fullPage: true });
    };
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await shoot('login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    await shoot('forgot');
    await page.goto(`${baseUrl}${link}`);
    await page.getByRole('button', { name: 'Set New Password' }).waitFor();
    await shoot('reset');
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Company' }).fill(domain);
    await page.getByRole('textbox', { name: 'Username' }).fill('shafeeq');
    await page.getByLabel(/^Password/).fill('lagoon-desk-2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('region', { name: 'You have no permissions yet' }).getByText('Aisha Rasheed').waitFor();
    await shoot('no-permissions');
    await context.close();
  }
  await browser.close();
  writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(report.map((r) => `${r.screen} ${r.width}: ${r.scrollWidth}${r.sideways ? ' SIDEWAYS' : ''}`).join('\n'));
}

void main();
