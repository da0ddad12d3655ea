/**
 * Admin › Users with many staff: time from a person's action to the table
 * showing the new rows, for a sort-header click, a page-size change and search
 * typing. Each repetition reloads the screen first, so RTK Query's cache never
 * answers instead of the server. Used by scripts/bench-table.mjs.
 */
import type { Page } from 'playwright';
import { PATHS } from '../../console/src/app/paths';
import { login, signupViaApi } from '../harness/api';
import { launchChromium, newE2EContext } from '../harness/browser';
import { newHotel, signupPayloadFor } from '../harness/people';
import { startProduct } from '../harness/product';
import { seedUsers } from '../harness/seed';
import { logIn } from '../screens/login';
import { timeUntil, type PageCondition } from './inPageTimer';

const TABLE = '[role="grid"][aria-label="Users"]';

export interface BenchOptions {
  users: number;
  repetitions: number;
  log: (line: string) => void;
}

const bodyRowCount: PageCondition = ({ table, expected }) =>
  table.getAttribute('aria-busy') !== 'true' &&
  Array.from(table.querySelectorAll('[role="row"]')).filter((row) => !row.querySelector('[role="columnheader"]')).length === expected;

const firstRowChanged: PageCondition = ({ table, initialFirstRow }) => {
  if (table.getAttribute('aria-busy') === 'true') return false;
  const first = Array.from(table.querySelectorAll('[role="row"]')).find((row) => !row.querySelector('[role="columnheader"]'));
  return Boolean(first && first.textContent && first.textContent !== initialFirstRow);
};

const onlyRowContains: PageCondition = ({ table, expected }) => {
  if (table.getAttribute('aria-busy') === 'true') return false;
  const rows = Array.from(table.querySelectorAll('[role="row"]')).filter((row) => !row.querySelector('[role="columnheader"]'));
  return rows.length === 1 && (rows[0].textContent ?? '').includes(String(expected));
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function freshUsersScreen(page: Page): Promise<void> {
  await page.goto(PATHS.adminUsers);
  await page.getByRole('grid', { name: 'Users' }).getByRole('row').nth(10).waitFor();
  await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-busy') !== 'true', TABLE);
}

export async function runUsersTableBenchmark({ users, repetitions, log }: BenchOptions): Promise<string> {
  // The benchmark is about the embedded database, whatever the shell has set.
  const product = await startProduct({ postgresAdminUrl: '' });
  const browser = await launchChromium();
  try {
    const hotel = newHotel('Bench Resort');
    log(`Signing up ${hotel.domain} (ALTCHA solved in Node)…`);
    const credentials = await signupViaApi(product.api, signupPayloadFor(hotel));
    const token = (await login(product.api, credentials)).auth_token.token;
    const seedStart = Date.now();
    await seedUsers(product.api, token, users, hotel.domain);
    log(`Seeded ${users} users in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    const { context } = await newE2EContext(browser, product.url);
    // tsx compiles with esbuild's keepNames, which wraps functions in __name(); the
    // functions this file hands to the page need it there too.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    const page = await context.newPage();
    await logIn(page, credentials);

    const results = { sort: [] as number[], pageSize: [] as number[], search: [] as number[] };
    for (let i = 0; i < repetitions; i++) {
      await freshUsersScreen(page);
      results.sort.push(
        await timeUntil(page, TABLE, firstRowChanged, '', () => page.getByRole('grid', { name: 'Users' }).getByRole('columnheader', { name: 'Name' }).click()),
      );

      await freshUsersScreen(page);
      const pager = page.getByRole('navigation', { name: 'Users pagination' });
      const pageSize = pager.getByRole('combobox', { name: 'Rows per page' });
      results.pageSize.push(await timeUntil(page, TABLE, bodyRowCount, 50, async () => {
        await pageSize.selectOption('50');
      }));

      await freshUsersScreen(page);
      const username = `staff${String(1 + ((i * 37) % users)).padStart(4, '0')}`;
      results.search.push(
        await timeUntil(page, TABLE, onlyRowContains, username, () => page.getByRole('searchbox', { name: 'Search' }).pressSequentially(username, { delay: 20 })),
      );
      log(`repetition ${i + 1}/${repetitions}: sort ${results.sort[i].toFixed(0)} ms, page size ${results.pageSize[i].toFixed(0)} ms, search ${results.search[i].toFixed(0)} ms`);
    }

    const line = (name: string, values: number[]) =>
      `${name.padEnd(28)} median ${median(values).toFixed(0).padStart(5)} ms   (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;
    return [
      `Admin › Users, ${users + 1} users on PGlite, ${repetitions} repetitions (Chromium, built console and server)`,
      line('Sort (Name header click)', results.sort),
      line('Page size 10 → 50', results.pageSize),
      line('Search (last keystroke)', results.search),
      'Search includes the screen’s typing pause (SEARCH_DELAY_MS in console/src/features/users/UserSearch.tsx).',
    ].join('\n');
  } catch (error) {
    log(product.logs().slice(-5_000));
    throw error;
  } finally {
    await browser.close();
    await product.close();
  }
}
