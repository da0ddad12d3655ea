/**
 * The built product for the screenshot scripts (slices 4, 5, 6): `server/dist/main.js` with `console/dist` on a
 * scratch PostgreSQL database (ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres), and a person's login.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { freePort } from '../e2e/harness/serverProcess';

export interface ScreenshotProduct {
  base: string;
  databaseUrl: string;
  /** Stops the server and drops the scratch database. */
  stop(): Promise<void>;
}

/** A fresh database `name`, the server on a free port answering, `env` added to its environment. */
export async function startScreenshotProduct(name: string, env: Record<string, string> = {}): Promise<ScreenshotProduct> {
  const adminUrl = process.env.ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATABASE_URL: databaseUrl, STATIC_DIR: 'console/dist', ALTCHA_COST: '1', SMTP_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  for (let i = 0; i < 240; i += 1) {
    if (await fetch(`${base}/api/v1/auth/captcha`).then((r) => r.ok).catch(() => false)) return { base, databaseUrl, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('the server did not answer within 60 s');
}

export async function logIn(page: Page, base: string, credentials: { company: string; username: string; password: string }) {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'Company' }).fill(credentials.company);
  await page.getByRole('textbox', { name: 'Username' }).fill(credentials.username);
  await page.getByLabel(/^Password/).fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The console's three widths: desktop, tablet, phone. */
export const SCREENSHOT_WIDTHS = [
  { width: 1440, height: 900 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

/** Logs in at each width and runs `shots`, then once more at 1440 in dark mode; each in a context of its own. */
export async function atEveryWidth(
  browser: Browser,
  base: string,
  credentials: { company: string; username: string; password: string },
  shots: (page: Page, width: number, dark?: boolean) => Promise<void>,
) {
  for (const viewport of SCREENSHOT_WIDTHS) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await logIn(page, base, credentials);
    await shots(page, viewport.width);
    await context.close();
  }
  const dark = await browser.newContext({ viewport: SCREENSHOT_WIDTHS[0], colorScheme: 'dark' });
  const page = await dark.newPage();
  await logIn(page, base, credentials);
  await shots(page, SCREENSHOT_WIDTHS[0]!.width, true);
  await dark.close();
}
