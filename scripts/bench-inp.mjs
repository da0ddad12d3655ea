#!/usr/bin/env node
/**
 * Interaction to next paint on Guests › Guest List with 10,000 guests in each tab (issue 23: INP ≤ 100 ms, ≤ 200 ms at
 * 4× CPU slowdown, for a tab switch, a sort, a search and opening a drawer), in Chromium. A measurement, not a test.
 *
 *   npm run build && npm run bench:inp -- [--guests 10000] [--runs 3] [--rates 1,4] [--actions sort,drawer] [--profile DIR]
 *
 * Starts the built product (the e2e harness) on a fresh PostgreSQL database (E2E_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres: the guests are written with SQL, which the embedded database, owned by
 * the server's process, does not allow), signs a hotel up through the API, and writes --guests guests in the past
 * (Others: server/test/support/exportSeed.ts, as bench:export does) and as many staying today (In House). The session
 * goes into localStorage without loading the console (as scripts/lighthouse.mjs does). Then, for each CPU rate
 * (CDP Emulation.setCPUThrottlingRate) and each action, --runs times on a freshly loaded screen: a
 * PerformanceObserver on 'event' entries (durationThreshold 16) collects every interaction during the action, and
 * the action's figure is the longest interaction's duration (input to the next paint, what INP counts); the median
 * over the runs is printed. The actions: the Others tab (from In House), the Arrival header (sort), typing
 * 'Bench12' into the search box, and a click on the first row (the guest's drawer, its code loaded on first use); and
 * a baseline, a click on the page's heading where nothing listens: what any input costs on the machine at that moment.
 * Each figure is split into input delay, processing (the event handlers) and presentation (render and paint).
 */
/* global document, location, requestAnimationFrame, requestIdleCallback, window */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { addSelfTimes, topLines } from './cpuProfile.mjs';

const { values } = parseArgs({
  options: {
    guests: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
    rates: { type: 'string', default: '1,4' },
    // Only the actions whose name contains one of these words, e.g. --actions sort,drawer (the baseline always runs).
    actions: { type: 'string' },
    // A CPU profile of each measured run (Chrome's sampling profiler, 100 µs) written to this directory, and the
    // functions with the most self time printed per action: where the interaction's time goes.
    profile: { type: 'string' },
  },
});
const GUESTS = Number(values.guests);
const RUNS = Math.max(1, Number(values.runs));
const RATES = values.rates.split(',').map(Number);
const TARGET_MS = { 1: 100, 4: 200 };
const ONLY = values.actions?.split(',').filter(Boolean);
const PROFILE_DIR = values.profile;
const log = (line) => console.error(line);

const { chromium } = await import('playwright');
const { chromiumLaunchOptions } = await tsImport('../chromium.ts', import.meta.url);
const { startProduct } = await tsImport('../e2e/harness/product.ts', import.meta.url);
const { login, signupViaApi } = await tsImport('../e2e/harness/api.ts', import.meta.url);
const { newHotel, signupPayloadFor } = await tsImport('../e2e/harness/people.ts', import.meta.url);
const { openPostgres } = await tsImport('../server/src/db/client.ts', import.meta.url);
const { seedGuests } = await tsImport('../server/test/support/exportSeed.ts', import.meta.url);
const { PATHS } = await tsImport('../console/src/app/paths.ts', import.meta.url);
const { REQUESTS_TEXT, GUEST_COLUMN_TEXT } = await tsImport('../contract/src/index.ts', import.meta.url);

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/** In the page, before the action: every interaction's event entries from now on. */
function observeInteractions() {
  const seen = [];
  // Input delay (the main thread busy when the input came), processing (the handlers: ours), presentation (render and paint).
  const record = (entry) => ({
    id: entry.interactionId,
    name: entry.name,
    duration: entry.duration,
    delay: entry.processingStart - entry.startTime,
    processing: entry.processingEnd - entry.processingStart,
  });
  window.__inpRecord = record;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) seen.push(record(entry));
  });
  observer.observe({ type: 'event', durationThreshold: 16, buffered: false });
  window.__inp = { seen, observer };
}

/** In the page, after the action: the longest interaction (its longest event), with the interactions' count. */
async function longestInteraction() {
  // Event entries are delivered after the next paint: two frames and a task later they are all in.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))));
  const { seen, observer } = window.__inp;
  const record = window.__inpRecord;
  for (const entry of observer.takeRecords()) if (entry.interactionId) seen.push(record(entry));
  observer.disconnect();
  const byInteraction = new Map();
  for (const entry of seen) byInteraction.set(entry.id, Math.max(byInteraction.get(entry.id) ?? 0, entry.duration));
  const longest = seen.reduce((a, b) => (b.duration > (a?.duration ?? -1) ? b : a), undefined);
  const round = (ms) => Math.round(ms ?? 0);
  return {
    ms: Math.max(0, ...byInteraction.values()),
    interactions: byInteraction.size,
    event: longest?.name ?? '-',
    delay: round(longest?.delay),
    processing: round(longest?.processing),
    presentation: round(longest && longest.duration - longest.delay - longest.processing),
  };
}

const databaseAdminUrl = process.env.E2E_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
log(`Starting the built product on a fresh PostgreSQL database (${databaseAdminUrl})…`);
const product = await startProduct({ postgresAdminUrl: databaseAdminUrl });
let browser;
try {
  const credentials = await signupViaApi(product.api, signupPayloadFor(newHotel('INP Lagoon')));
  const auth = await login(product.api, credentials);
  const token = auth.auth_token.token;
  const type = await product.api.ok('POST', 'rooms/types', { token, body: { name: 'Beach Villa' } });
  const rooms = (await product.api.ok('POST', `rooms/types/${type.id}/rooms`, { token, body: { rooms: ['101', '102', '103'].map((number) => ({ number })) } })).rooms;

  let started = performance.now();
  const database = openPostgres(product.database.env.DATABASE_URL);
  try {
    await seedGuests(database.db, auth.company.id, rooms.map((r) => r.id), GUESTS, 'Bench');
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: product.database.env.DATABASE_URL });
  await client.connect();
  try {
    // As many staying today (In House), whatever the company's time zone: arrived yesterday, leaving in five days.
    await client.query(
      `insert into guests (company_id, first_name, last_name, confirmation_number, nationality, arrival_date, departure_date, room_id)
       select company_id, 'House' || substr(first_name, 6), last_name, 'IH-' || substr(confirmation_number, 4), nationality,
              current_date - 1, current_date + 5, room_id
       from guests where company_id = $1`,
      [auth.company.id],
    );
    await client.query('analyze guests');
  } finally {
    await client.end();
  }
  log(`Seeded ${GUESTS.toLocaleString('en-US')} guests in each tab in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  const context = await browser.newContext({ baseURL: product.url, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto('/api/v1/ui/countries');
  const settings = await product.api.ok('GET', 'user/settings', { token });
  await page.evaluate(
    ([session, theme]) => {
      localStorage.setItem('atoll.session', session);
      localStorage.setItem('atoll.theme', theme);
    },
    [JSON.stringify({ token, user: auth.user, company: auth.company }), JSON.stringify({ companyId: auth.company.id, primaryColor: settings.primary_color })],
  );
  const cdp = await context.newCDPSession(page);

  const grid = (name) => page.getByRole('grid', { name });
  const bodyRows = (name) => grid(name).locator('[role="row"]:not(:has([role="columnheader"]))');
  /** The screen loaded afresh (the RTK Query cache empty) with its first page of rows shown and idle. */
  async function freshScreen(query, table) {
    await page.goto(`${PATHS.guestsList}${query}`);
    await bodyRows(table).nth(5).waitFor({ timeout: 60_000 });
    await page.waitForFunction((label) => document.querySelector(`[role="grid"][aria-label="${label}"]`)?.getAttribute('aria-busy') !== 'true', table);
    // Let the code loaded on first use after the first paint (the table kit's preloads) settle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  }
  const firstRowText = (table) => bodyRows(table).first().textContent();

  const ACTIONS = {
    // What any input costs on this machine now: a click where nothing listens (the load's share of the figures).
    'baseline (click on the heading)': {
      prepare: () => freshScreen('?view=others', 'Other guests'),
      act: () => page.getByRole('heading', { level: 1 }).click(),
      done: async () => {},
    },
    'tab switch (In House → Others)': {
      prepare: () => freshScreen('', 'Guests in house'),
      act: () => page.getByRole('tab', { name: REQUESTS_TEXT.othersTab }).click(),
      done: () => bodyRows('Other guests').nth(5).waitFor(),
    },
    'sort (Arrival header)': {
      prepare: () => freshScreen('?view=others', 'Other guests'),
      act: async () => {
        const before = await firstRowText('Other guests');
        await grid('Other guests').getByRole('columnheader', { name: GUEST_COLUMN_TEXT.arrival }).click();
        return before;
      },
      done: async (before) => {
        await page.waitForFunction(
          ([label, old]) => {
            const table = document.querySelector(`[role="grid"][aria-label="${label}"]`);
            const first = table?.querySelector('[role="row"]:not(:has([role="columnheader"]))');
            return table?.getAttribute('aria-busy') !== 'true' && first && first.textContent !== old;
          },
          ['Other guests', before],
        );
      },
    },
    "search (typing 'Bench12')": {
      prepare: () => freshScreen('?view=others', 'Other guests'),
      act: () => page.getByRole('searchbox', { name: 'Search' }).pressSequentially('Bench12', { delay: 60 }),
      done: () => page.waitForFunction(() => new URL(location.href).searchParams.get('q_name') === 'Bench12').then(() => bodyRows('Other guests').first().waitFor()),
    },
    'open a drawer (first row)': {
      prepare: () => freshScreen('?view=others', 'Other guests'),
      act: () => bodyRows('Other guests').first().click(),
      done: () => page.getByRole('dialog').waitFor(),
    },
  };

  const results = [];
  if (PROFILE_DIR) {
    mkdirSync(PROFILE_DIR, { recursive: true });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  }
  for (const rate of RATES) {
    for (const [name, action] of Object.entries(ACTIONS)) {
      if (ONLY && !name.startsWith('baseline') && !ONLY.some((word) => name.includes(word))) continue;
      const samples = [];
      /** Self time per function over this action's runs (profiled runs only). */
      const selfMs = new Map();
      for (let i = 0; i < RUNS; i++) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await action.prepare();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await page.evaluate(observeInteractions);
        const load = loadavg()[0];
        if (PROFILE_DIR) await cdp.send('Profiler.start');
        const before = await action.act();
        await action.done(before);
        if (PROFILE_DIR) {
          const { profile } = await cdp.send('Profiler.stop');
          const file = path.join(PROFILE_DIR, `${rate}x-${name.split(' ')[0]}-${i + 1}.cpuprofile`);
          writeFileSync(file, JSON.stringify(profile));
          addSelfTimes(profile, selfMs);
        }
        const sample = { ...(await page.evaluate(longestInteraction)), load };
        samples.push(sample);
        log(`${rate}× ${name} (${i + 1}/${RUNS}): ${sample.ms} ms (${sample.interactions} interactions, longest on ${sample.event}: input delay ${sample.delay}, processing ${sample.processing}, presentation ${sample.presentation}), load ${load.toFixed(1)}`);
      }
      if (PROFILE_DIR) {
        log(`${rate}× ${name}: most self time over ${RUNS} profiled runs (ms, all runs together; profiles in ${PROFILE_DIR}):`);
        for (const line of topLines(selfMs)) log(line);
      }
      const middle = [...samples].sort((a, b) => a.ms - b.ms)[Math.floor(samples.length / 2)];
      results.push({ rate, name, ms: middle.ms, all: samples.map((s) => s.ms), load: median(samples.map((s) => s.load)), split: middle });
    }
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  console.log(`Guests › Guest List, ${GUESTS.toLocaleString('en-US')} guests in each tab (PostgreSQL), Chromium ${browser.version()}; INP per action, median of ${RUNS}:`);
  for (const r of results) {
    const target = TARGET_MS[r.rate];
    const verdict = target === undefined ? '' : r.ms <= target ? `  ≤ ${target} ms` : `  OVER ${target} ms`;
    console.log(`  ${`${r.rate}× CPU`.padEnd(7)} ${r.name.padEnd(32)} ${`${r.ms} ms`.padStart(7)}  (${r.all.join(', ')})  load ${r.load.toFixed(1)}${verdict}`);
    console.log(`          ${''.padEnd(32)} median run: input delay ${r.split.delay}, processing ${r.split.processing}, presentation ${r.split.presentation} ms (${r.split.event})`);
  }
} catch (error) {
  log(product.logs().slice(-3_000));
  throw error;
} finally {
  await browser?.close();
  await product.close();
}
