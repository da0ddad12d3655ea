#!/usr/bin/env node
/**
 * Benchmark of the App Editor's live phone preview (issue 21: 'preview update after a keystroke, median ≤ 16 ms
 * at 50 components'). The guest layout renderer (console/src/guest/render) built by Vite as the console builds it
 * (minified, its stylesheet inline), in real Chromium (/usr/bin/chromium through chromium.ts), drawing into a
 * shadow root in a 390 px phone screen as the editor's PhonePreview does. The content is busyResort's real guest
 * payload: GET guest-app/coral-atoll answered by the mocks' handlers (msw/node) over the seeded store, so
 * buildGuestApp made it. The section holds --components components (50, the per-section limit), cycling through
 * all 8 types with the resort's facilities, events, banners and quick actions.
 *
 * Figures, each over --runs runs after --warmup discarded ones, median and p95:
 * - first render: renderSection into an empty root, and to layout (the same plus the browser's style and layout
 *   of the result, forced by reading a size): what opening a section costs;
 * - update after one edit: a new configuration with one component's text changed (a keystroke's edit), as the
 *   editor's reducer makes it (every other component the same object), rendered into the drawn root, and to
 *   layout. Also with the selection moved (the list's click), and with one component moved (a drag).
 * Exit 1 when the update-to-layout median is above --max-ms (16). A measurement with a verdict, not part of `npm test`.
 *
 *   npm run bench:preview -- [--components 50] [--runs 200] [--warmup 20] [--max-ms 16]
 */
// The functions handed to page.evaluate run in the page, where these exist.
/* global window, document */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';

const { values } = parseArgs({
  options: {
    components: { type: 'string', default: '50' },
    runs: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    'max-ms': { type: 'string', default: '16' },
  },
});
const COMPONENTS = Number(values.components);
const RUNS = Number(values.runs);
const WARMUP = Number(values.warmup);
const MAX_MS = Number(values['max-ms']);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromiumLaunchOptions } = await tsImport('../chromium.ts', import.meta.url);

// --- The renderer, built as the console builds it ---------------------------------------------------------------
const started = Date.now();
const output = await build({
  configFile: false,
  root,
  logLevel: 'warn',
  build: {
    write: false,
    minify: true,
    lib: { entry: path.join(root, 'console/src/guest/render/index.ts'), formats: ['iife'], name: 'AtollGuestRender', fileName: () => 'render.js' },
  },
});
const chunk = [output].flat()[0].output.find((o) => o.type === 'chunk');
const rendererJs = chunk.code;

// --- busyResort's guest payload, as the mocks answer it --------------------------------------------------------
const { setupServer } = await import('msw/node');
const mocks = await tsImport('../mocks/src/index.ts', import.meta.url);
mocks.resetMockStore('busyResort');
mocks.withAppLayout();
// Every event today: the weekday would decide otherwise.
for (const event of mocks.mockDb.content.events) event.weekly_recurring_day = [1, 2, 3, 4, 5, 6, 7];
const msw = setupServer(...mocks.handlers);
msw.listen({ onUnhandledRequest: 'error' });
const answer = await fetch(`http://127.0.0.1/api/v1/guest-app/${mocks.BUSY_RESORT.domain}?lang=en`);
const app = (await answer.json()).data;
msw.close();
if (!app?.facilities?.length) throw new Error('bench:preview: the guest payload has no facilities');

// --- A section of COMPONENTS components of all 8 types ----------------------------------------------------------
const en = (text) => [{ language_code: 'en', text }];
const photo = app.banners[0]?.image?.url ?? app.facilities[0].cover?.url;
const icon = app.quick_actions[0]?.icon_url ?? photo;
const image = (id, url) => [{ id, language_code: 'en', url, type: 'image' }];
const KINDS = [
  (n) => ({ type: 'h1', config: { text: en(`Welcome ${n}`) } }),
  (n) => ({ type: 'home-facilities', config: { title: en(`Facilities ${n}`), facility_ids: [] } }),
  (n) => ({ type: 'today-event-cards', config: { title: en(`Today ${n}`), max_events: 5 } }),
  (n) => ({
    type: 'image-slider',
    config: { autoplay_seconds: 5, items: [1, 2, 3].map((k) => ({ id: `s${n}-${k}`, image: image(`i${n}-${k}`, photo), alt: en(`Slide ${k}`), caption: en(`Offer ${k}`), action: { type: 'none' } })) },
  }),
  (n) => ({
    type: 'circle-actions',
    config: { title: en(`Shortcuts ${n}`), items: [1, 2, 3, 4].map((k) => ({ id: `c${n}-${k}`, label: en(`Action ${k}`), icon: image(`ic${n}-${k}`, icon), action: { type: 'phone', number: '+960 664 0000' } })) },
  }),
  (n) => ({
    type: 'small-card-actions',
    config: { title: en(`Plan ${n}`), items: [1, 2].map((k) => ({ id: `k${n}-${k}`, title: en(`Card ${k}`), subtitle: en('Subtitle'), image: image(`sc${n}-${k}`, photo), action: { type: 'facility', facility_id: app.facilities[0].id } })) },
  }),
  (n) => ({
    type: 'title-desc-image',
    config: { title: en(`Title ${n}`), description: en('Open daily from 9:00 to 21:00'), image: image(`t${n}`, photo), alt: en('A view'), image_position: n % 2 ? 'left' : 'right', action: { type: 'none' } },
  }),
  (n) => ({ type: 'full-width-image', config: { image: image(`f${n}`, photo), alt: en(`Picture ${n}`), action: { type: 'none' } } }),
];
const components = Array.from({ length: COMPONENTS }, (_, i) => ({ id: `c${i}`, name: `Component ${i}`, sort_order: i + 1, ...KINDS[i % KINDS.length](i) }));

// --- Chromium --------------------------------------------------------------------------------------------------
const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Nothing leaves the page: images are data: URLs or answered empty.
  await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.fulfill({ status: 204, body: '' })));
  const page = await context.newPage();
  await page.setContent('<!doctype html><html><body><div id="screen" style="width:390px;height:844px;overflow:auto"><div id="host"></div></div></body></html>');
  await page.addScriptTag({ content: rendererJs });
  const figures = await page.evaluate(
    ({ app, components, runs, warmup }) => {
      const { renderSection, guestRenderCss } = window.AtollGuestRender;
      const shadow = document.getElementById('host').attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      style.textContent = guestRenderCss;
      shadow.append(style);
      const options = { language: 'en', mode: 'preview', selectedId: null, onSelect: () => undefined };
      const layout = (el) => el.getBoundingClientRect().height;
      const stats = (times) => {
        const sorted = times.slice(warmup).sort((a, b) => a - b);
        const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
        return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) };
      };
      const configOf = (list) => ({ ...app.config, home: { components: list } });

      // First render into a fresh root each time.
      const first = [];
      const firstLayout = [];
      for (let i = 0; i < warmup + Math.max(20, Math.floor(runs / 5)); i += 1) {
        const root = document.createElement('div');
        shadow.append(root);
        const t = performance.now();
        renderSection(root, { ...app, config: configOf(components) }, 'home', options);
        first.push(performance.now() - t);
        layout(root);
        firstLayout.push(performance.now() - t);
        window.AtollGuestRender.disposeSection(root);
        root.remove();
      }

      // Updates into one drawn root.
      const root = document.createElement('div');
      shadow.append(root);
      let list = components;
      renderSection(root, { ...app, config: configOf(list) }, 'home', options);
      layout(root);
      const edit = [];
      const editLayout = [];
      const select = [];
      const move = [];
      for (let i = 0; i < warmup + runs; i += 1) {
        // A keystroke: one component's text changes; the others stay the same objects (the reducer's way).
        const n = (i * 7) % list.length;
        list = list.map((c, k) => (k === n ? { ...c, config: { ...c.config, ...(c.type === 'h1' ? { text: [{ language_code: 'en', text: `Edited ${i}` }] } : { title: [{ language_code: 'en', text: `Edited ${i}` }] }) } } : c));
        const app2 = { ...app, config: configOf(list) };
        let t = performance.now();
        renderSection(root, app2, 'home', options);
        edit.push(performance.now() - t);
        layout(root);
        editLayout.push(performance.now() - t);
        // The list's click: another component selected.
        t = performance.now();
        renderSection(root, app2, 'home', { ...options, selectedId: `c${(i * 13) % list.length}` });
        layout(root);
        select.push(performance.now() - t);
        // A drag: one component moved to another place, renumbered.
        const moved = [...list];
        const [one] = moved.splice(i % moved.length, 1);
        moved.splice((i * 5) % moved.length, 0, one);
        list = moved.map((c, k) => (c.sort_order === k + 1 ? c : { ...c, sort_order: k + 1 }));
        t = performance.now();
        renderSection(root, { ...app, config: configOf(list) }, 'home', options);
        layout(root);
        move.push(performance.now() - t);
      }
      return {
        nodes: root.querySelectorAll('*').length,
        drawn: root.querySelectorAll('[data-component-id]').length,
        first: stats(first),
        firstLayout: stats(firstLayout),
        edit: stats(edit),
        editLayout: stats(editLayout),
        select: stats(select),
        move: stats(move),
      };
    },
    { app, components, runs: RUNS, warmup: WARMUP },
  );

  const ms = (s) => `median ${s.median.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms, max ${s.max.toFixed(2)} ms`;
  console.log(`bench:preview — ${figures.drawn} components drawn (${figures.nodes} elements), renderer ${(rendererJs.length / 1024).toFixed(1)} KB minified, ${RUNS} runs after ${WARMUP} warm-ups, ${chromiumLaunchOptions.executablePath ?? 'bundled Chromium'}`);
  console.log(`  first render (script)            ${ms(figures.first)}`);
  console.log(`  first render (to layout)         ${ms(figures.firstLayout)}`);
  console.log(`  update after one edit (script)   ${ms(figures.edit)}`);
  console.log(`  update after one edit (to layout) ${ms(figures.editLayout)}`);
  console.log(`  selection moved (to layout)      ${ms(figures.select)}`);
  console.log(`  one component moved (to layout)  ${ms(figures.move)}`);
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s in all)`);
  if (figures.editLayout.median > MAX_MS) {
    console.error(`bench:preview: the update after one edit takes ${figures.editLayout.median.toFixed(2)} ms (median), above ${MAX_MS} ms`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
}
