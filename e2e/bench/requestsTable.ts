/**
 * Requests › Requests with thousands of bookings (issue 10), the console half of
 * scripts/bench-requests.mjs --browser: the time from a page load's navigation start to the first
 * row of the New requests grid, and from a tab click (New → Ongoing → All) to that tab's first page.
 * Every repetition loads the screen afresh, so RTK Query's cache never answers instead of the server;
 * the screen's code is in the browser cache (one cold load first, logged, not counted).
 * A measurement, not a test. Times are taken inside the page (e2e/bench/inPageTimer.ts).
 */
import type { Page } from 'playwright';
import { PATHS } from '../../console/src/app/paths';
import type { Credentials } from '../harness/api';
import { launchChromium, newE2EContext } from '../harness/browser';
import { logIn } from '../screens/login';
import { timeAction, type ScreenCondition } from './inPageTimer';

export interface RequestsTableBenchOptions {
  /** The running server, serving the built console. */
  url: string;
  credentials: Credentials;
  repetitions: number;
  log: (line: string) => void;
}

// The grids' accessible names (TABLE_LABEL in console/src/features/bookings/RequestsScreen.tsx).
const NEW_GRID = 'New requests';
const SETTLE_MS = 750;
const TAB_SWITCHES = [
  { tab: 'Ongoing', grid: 'Ongoing requests' },
  { tab: 'All', grid: 'All requests' },
] as const;

/** Runs in the page: the grid named `label` is no longer busy and shows a booking (a row with its Number row header, not the skeleton or the empty state). */
const firstPageShown: ScreenCondition = (label) => {
  const grid = document.querySelector(`[role="grid"][aria-label="${label}"]`);
  return Boolean(grid && grid.getAttribute('aria-busy') !== 'true' && grid.querySelector('[role="row"] [role="rowheader"]'));
};

interface LoadMarks {
  /** When the New grid first showed a booking (the frame after), from navigation start. */
  first?: number;
  /**
   * How many times the load asked for GET bookings/by-state/new (Resource Timing). Their times are not
   * reported: under Playwright their responseEnd came after the rows were drawn, so they mislead.
   */
  listCount?: number;
}

/** Installed before the console's scripts on every navigation: records when the New grid first shows a booking. */
function loadObserverScript(label: string): string {
  return `(() => {
    const marks = {};
    window.__requestsLoad = marks;
    const test = ${firstPageShown.toString()};
    const observer = new MutationObserver(() => {
      if (marks.seen || !test(${JSON.stringify(label)})) return;
      marks.seen = true;
      observer.disconnect();
      const at = performance.now();
      requestAnimationFrame(() => { marks.first = Math.max(at, performance.now()); });
    });
    const start = () => observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    if (document.documentElement) start(); else document.addEventListener('readystatechange', start, { once: true });
  })();`;
}

async function loadRequests(page: Page): Promise<Required<LoadMarks>> {
  await page.goto(PATHS.requestsBookings);
  await page.waitForFunction(() => Boolean((window as unknown as { __requestsLoad?: LoadMarks }).__requestsLoad?.first), undefined, { timeout: 60_000 });
  // Chromium files a fetch's Resource Timing entry a little after the page has used the answer; the
  // pause also lets the refetch the live queue asks for when its stream connects land before a tab is clicked.
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(() => {
    const load = (window as unknown as { __requestsLoad: Required<LoadMarks> }).__requestsLoad;
    const lists = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('/bookings/by-state/new'));
    return { first: load.first, listCount: lists.length };
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Answers the report's lines. */
export async function runRequestsTableBenchmark({ url, credentials, repetitions, log }: RequestsTableBenchOptions): Promise<string[]> {
  const browser = await launchChromium();
  try {
    const { context, diagnostics } = await newE2EContext(browser, url);
    // tsx compiles with esbuild's keepNames, which wraps functions in __name(); the
    // functions this file hands to the page need it there too.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    await context.addInitScript(loadObserverScript(NEW_GRID));
    const page = await context.newPage();
    await logIn(page, credentials);

    const cold = await loadRequests(page);
    log(`cold load (not counted): first row ${cold.first.toFixed(0)} ms`);
    const listCounts = new Set<number>();
    const results = { first: [] as number[], ongoing: [] as number[], all: [] as number[] };
    for (let i = 0; i < repetitions; i++) {
      const marks = await loadRequests(page);
      results.first.push(marks.first);
      listCounts.add(marks.listCount);
      const tabs = page.getByRole('tablist', { name: 'Requests' });
      for (const { tab, grid } of TAB_SWITCHES) {
        const ms = await timeAction(page, firstPageShown, grid, () => tabs.getByRole('tab', { name: tab, exact: true }).click());
        (tab === 'Ongoing' ? results.ongoing : results.all).push(ms);
      }
      log(
        `repetition ${i + 1}/${repetitions}: first row ${marks.first.toFixed(0)} ms (${marks.listCount} GET by-state/new), ` +
          `→ Ongoing ${results.ongoing[i].toFixed(0)} ms, → All ${results.all[i].toFixed(0)} ms`,
      );
    }
    if (diagnostics.errors.length > 0) log(`The page reported errors:\n${diagnostics.errors.join('\n')}`);

    const line = (name: string, values: number[]) =>
      `${name.padEnd(36)} median ${median(values).toFixed(0).padStart(5)} ms   (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;
    return [
      `Console (Chromium, built console), ${repetitions} page loads with the screen's code in the browser cache, RTK Query's cache empty each time:`,
      line('First row of New (page load)', results.first),
      line('Tab New → Ongoing (click → rows)', results.ongoing),
      line('Tab Ongoing → All (click → rows)', results.all),
      `GET by-state/new requests per page load: ${[...listCounts].sort().join(' or ')}${Math.max(...listCounts) > 1 ? ' (the live queue refetches the lists when its stream connects: useLiveBookings)' : ''}.`,
      'Page loads are timed from navigation start, tab switches from the pointerdown, both to the frame after the rows are in the DOM.',
    ];
  } finally {
    await browser.close();
  }
}
