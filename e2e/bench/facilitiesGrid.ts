/**
 * Hotel › Facilities with many facilities: how long the card grid takes to show
 * its first card and all of them after a page load, and how long a facility's
 * drawer takes to open, switch tabs and close. Used by
 * scripts/bench-facilities.mjs; a measurement, not a test.
 *
 * Times are taken inside the page: a load from the navigation's start
 * (performance.now() of the new document) to the animation frame after the
 * condition first holds; an interaction from the person's pointerdown or
 * keydown to the animation frame after the screen shows its result.
 */
import type { Page } from 'playwright';
import { PATHS } from '../../console/src/app/paths';
import { login, signupViaApi, type ApiClient } from '../harness/api';
import { launchChromium, newE2EContext } from '../harness/browser';
import { newHotel, signupPayloadFor } from '../harness/people';
import { makePng } from '../harness/png';
import { startProduct } from '../harness/product';
import { logIn } from '../screens/login';
import { timeAction, type ScreenCondition as Done } from './inPageTimer';

export interface FacilitiesBenchOptions {
  facilities: number;
  /** Every n-th facility gets a cover image. */
  coverEvery: number;
  repetitions: number;
  log: (line: string) => void;
}

const GRID = 'ul[aria-label="Facilities"]';

const facilityName = (i: number) => `Facility ${String(i + 1).padStart(3, '0')} ${['Reef Bar', 'Lagoon Spa', 'Sunset Grill', 'Dive Centre', 'Kids Club'][i % 5]}`;

/** Creates the facilities `concurrency` at a time, with a cover on every `coverEvery`-th. */
async function seedFacilities(api: ApiClient, token: string, count: number, coverEvery: number, concurrency = 6): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const facility = await api.ok<{ id: number }>('POST', 'facilities', {
        token,
        body: { name: [{ language_code: 'en', text: facilityName(i) }], description: [], sort_order: i },
      });
      if (coverEvery > 0 && i % coverEvery === 0) {
        const png = makePng(240, 160, { r: (i * 37) % 256, g: 120, b: 180 });
        await api.upload(`facilities/${facility.id}/cover`, { token, file: { name: `cover-${i}.png`, mimeType: 'image/png', buffer: png } });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

interface LoadMarks {
  /** When the list's answer (GET facilities) had arrived, from the resource timing. */
  list?: number;
  /** How long that request took, from its start to its last byte. */
  listRequest?: number;
  first?: number;
  all?: number;
  images?: number;
}

/**
 * Installed before the console's scripts on every navigation: records when the
 * grid first has a card, has all of them, and when every cover in it is decoded.
 */
function loadObserverScript(selector: string, expected: number): string {
  return `(() => {
    const marks = {};
    window.__facilitiesLoad = marks;
    const after = (key) => { const at = performance.now(); requestAnimationFrame(() => { marks[key] = Math.max(at, performance.now()); }); };
    const check = () => {
      const grid = document.querySelector(${JSON.stringify(selector)});
      if (!grid) return;
      const cards = grid.querySelectorAll(':scope > li');
      if (!marks.firstSeen && cards.length > 0) { marks.firstSeen = true; after('first'); }
      if (!marks.allSeen && cards.length >= ${expected}) { marks.allSeen = true; after('all'); }
      if (marks.allSeen && !marks.imagesSeen) {
        // Lazy images off screen would never load: only eagerly loaded covers count.
        const images = Array.from(grid.querySelectorAll('img')).filter((img) => img.loading !== 'lazy');
        if (images.every((img) => img.complete)) { marks.imagesSeen = true; after('images'); observer.disconnect(); }
        else images.forEach((img) => img.complete || img.addEventListener('load', check, { once: true }));
      }
    };
    const observer = new MutationObserver(check);
    const start = () => observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    if (document.documentElement) start(); else document.addEventListener('readystatechange', start, { once: true });
  })();`;
}

/** The facility's drawer is open on its Basic Information tab, with the form drawn. */
const drawerOpen: Done = (name) => {
  const dialog = Array.from(document.querySelectorAll('[role="dialog"]')).find((d) => d.getAttribute('aria-labelledby') && d.textContent?.includes(name));
  if (!dialog) return false;
  const selected = dialog.querySelector('[role="tab"][aria-selected="true"]');
  return Boolean(selected && dialog.querySelector('[role="tabpanel"] input, [role="tabpanel"] [role="textbox"]'));
};

/** The tab named `name` is selected and its panel has content. */
const tabShown: Done = (name) => {
  const selected = document.querySelector('[role="dialog"] [role="tab"][aria-selected="true"]');
  const panel = document.querySelector('[role="dialog"] [role="tabpanel"]');
  return Boolean(selected?.textContent?.startsWith(name) && panel && panel.childElementCount > 0 && panel.textContent);
};

const drawerClosed: Done = () => document.querySelector('[role="dialog"]') === null;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function loadGrid(page: Page, count: number): Promise<Required<LoadMarks>> {
  await page.goto(PATHS.hotelFacilities);
  await page.waitForFunction(() => Boolean((window as unknown as { __facilitiesLoad?: LoadMarks }).__facilitiesLoad?.images), undefined, { timeout: 60_000 });
  const marks = await page.evaluate(() => {
    const load = (window as unknown as { __facilitiesLoad: Required<LoadMarks> }).__facilitiesLoad;
    const list = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/api/v1/facilities') as PerformanceResourceTiming | undefined;
    return { ...load, list: list ? list.responseEnd : Number.NaN, listRequest: list ? list.responseEnd - list.startTime : Number.NaN };
  });
  const cards = await page.locator(`${GRID} > li`).count();
  if (cards !== count) throw new Error(`Expected ${count} cards, the grid shows ${cards}`);
  return marks;
}

export async function runFacilitiesBenchmark({ facilities, coverEvery, repetitions, log }: FacilitiesBenchOptions): Promise<string> {
  // The benchmark is about the embedded database, whatever the shell has set.
  const product = await startProduct({ postgresAdminUrl: '' });
  const browser = await launchChromium();
  try {
    const hotel = newHotel('Bench Atoll Resort');
    log(`Signing up ${hotel.domain} (ALTCHA solved in Node)…`);
    const credentials = await signupViaApi(product.api, signupPayloadFor(hotel));
    const token = (await login(product.api, credentials)).auth_token.token;
    const seedStart = Date.now();
    await seedFacilities(product.api, token, facilities, coverEvery);
    const covers = coverEvery > 0 ? Math.ceil(facilities / coverEvery) : 0;
    log(`Seeded ${facilities} facilities (${covers} with covers) in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    const { context } = await newE2EContext(browser, product.url);
    // tsx compiles with esbuild's keepNames, which wraps functions in __name(); the
    // functions this file hands to the page need it there too.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    await context.addInitScript(loadObserverScript(GRID, facilities));
    const page = await context.newPage();
    await logIn(page, credentials);

    const results = { listRequest: [] as number[], list: [] as number[], first: [] as number[], all: [] as number[], images: [] as number[], open: [] as number[], tab: [] as number[], close: [] as number[] };
    // One load first, not counted: the browser fetches the screen's code and the covers into its cache.
    const cold = await loadGrid(page, facilities);
    log(`cold load (not counted): first card ${cold.first.toFixed(0)} ms, all cards ${cold.all.toFixed(0)} ms, covers ${cold.images.toFixed(0)} ms`);
    for (let i = 0; i < repetitions; i++) {
      const marks = await loadGrid(page, facilities);
      results.list.push(marks.list);
      results.listRequest.push(marks.listRequest);
      results.first.push(marks.first);
      results.all.push(marks.all);
      results.images.push(marks.images);

      // A different facility each time, spread over the grid (its details are not cached yet).
      const index = Math.floor(((i + 0.5) * facilities) / repetitions);
      const name = facilityName(index);
      const card = page.getByRole('list', { name: 'Facilities' }).getByRole('button', { name, exact: true });
      await card.scrollIntoViewIfNeeded();
      results.open.push(await timeAction(page, drawerOpen, name, () => card.click()));
      const dialog = page.getByRole('dialog', { name, exact: true });
      results.tab.push(await timeAction(page, tabShown, 'Gallery', () => dialog.getByRole('tab', { name: /^Gallery/ }).click()));
      results.close.push(await timeAction(page, drawerClosed, '', () => page.keyboard.press('Escape')));
      log(
        `repetition ${i + 1}/${repetitions}: list answered ${marks.list.toFixed(0)} ms, first card ${marks.first.toFixed(0)} ms, all ${marks.all.toFixed(0)} ms, covers ${marks.images.toFixed(0)} ms, ` +
          `open ${results.open[i].toFixed(0)} ms, tab ${results.tab[i].toFixed(0)} ms, close ${results.close[i].toFixed(0)} ms`,
      );
    }

    const firstMedian = median(results.first);
    const line = (name: string, values: number[]) =>
      `${name.padEnd(34)} median ${median(values).toFixed(0).padStart(5)} ms  ×${(median(values) / firstMedian).toFixed(2).padStart(5)} of first card   (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;
    return [
      `Hotel › Facilities, ${facilities} facilities (${covers} with covers) on PGlite, ${repetitions} repetitions (Chromium, built console and server)`,
      line('GET facilities request itself', results.listRequest),
      line('List answered (GET facilities)', results.list),
      line('First card (page load)', results.first),
      line(`All ${facilities} cards (page load)`, results.all),
      line('All covers decoded (page load)', results.images),
      line('Open a facility (click → tab)', results.open),
      line('Switch drawer tab (→ Gallery)', results.tab),
      line('Close the drawer (Escape)', results.close),
      'Page loads are timed from navigation start with the screen’s code and covers in the browser cache (the cold load is logged, not counted).',
    ].join('\n');
  } catch (error) {
    log(product.logs().slice(-5_000));
    throw error;
  } finally {
    await browser.close();
    await product.close();
  }
}
