/**
 * The page Chromium loads: PGlite booted from the dumped data dir, then the
 * facilities-list query. Exposes `globalThis.bench` for the runner; every figure is
 * taken with performance.now() inside the page.
 */
import { PGlite } from '@electric-sql/pglite';
import { FACILITIES_LIST_SQL } from './sql.js';

let dump;
let modules;

async function loadDump() {
  dump ??= await (await fetch('/dump.tar.gz')).blob();
  return dump;
}

/**
 * One boot. `reuse` keeps the compiled wasm module and the fs bundle from an earlier boot in this page:
 * what a per-story reset would cost once the page holds them.
 */
async function boot({ companyId, reuse }) {
  const t0 = performance.now();
  const loadDataDir = await loadDump();
  const t1 = performance.now();
  const options = { loadDataDir };
  if (reuse && modules) Object.assign(options, modules);
  const db = await PGlite.create(options);
  const t2 = performance.now();
  const result = await db.query(FACILITIES_LIST_SQL, [companyId]);
  const t3 = performance.now();
  const second = performance.now();
  await db.query(FACILITIES_LIST_SQL, [companyId]);
  const t4 = performance.now();
  if (reuse && !modules) modules = await captureModules();
  await db.close();
  return { dumpMs: t1 - t0, bootMs: t2 - t1, firstQueryMs: t3 - t2, secondQueryMs: t4 - second, rows: result.rows.length };
}

/** The compiled module and fs bundle, from the URLs the first boot fetched (the HTTP cache has them). */
async function captureModules() {
  const fetched = performance.getEntriesByType('resource').map((entry) => entry.name);
  const wasmUrl = fetched.find((url) => /pglite[^/]*\.wasm$/.test(url));
  const dataUrl = fetched.find((url) => /pglite[^/]*\.data$/.test(url));
  return {
    pgliteWasmModule: await WebAssembly.compileStreaming(fetch(wasmUrl)),
    fsBundle: await (await fetch(dataUrl)).blob(),
  };
}

globalThis.bench = { boot };
globalThis.benchReady = true;
