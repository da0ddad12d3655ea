#!/usr/bin/env node
/**
 * Bundle budget: opening /login must load at most 100 KB of JavaScript, gzipped.
 * Reads console/dist/.vite/manifest.json (run `npm run build` first) and sums
 * the gzipped size of the entry chunk, the login route's chunk and every chunk
 * either of them imports statically (what the browser fetches before the form
 * shows). Dynamic imports (other routes) are not counted.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The spec'd budget; BUNDLE_BUDGET_KB overrides it (e.g. while the stack is being slimmed), and says so. */
const DEFAULT_BUDGET_KB = 100;
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? DEFAULT_BUDGET_KB);
if (!Number.isFinite(budgetKb) || budgetKb <= 0) {
  console.error(`bundle budget: BUNDLE_BUDGET_KB must be a positive number of KB, got '${process.env.BUNDLE_BUDGET_KB}'`);
  process.exit(1);
}
const BUDGET_BYTES = budgetKb * 1024;
const LOGIN_ROUTE_SOURCE = 'src/features/login/LoginPage.tsx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'console', 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');

function fail(message) {
  console.error(`bundle budget: ${message}`);
  process.exit(1);
}

if (!existsSync(manifestPath)) fail(`no ${path.relative(root, manifestPath)}; run \`npm run build\` first`);

/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('the manifest has no entry chunk');
if (!manifest[LOGIN_ROUTE_SOURCE]) fail(`the manifest has no chunk for ${LOGIN_ROUTE_SOURCE}: is /login still a lazy route?`);

/** The chunk and everything it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const keys = new Set([...staticClosure(entryKey), ...staticClosure(LOGIN_ROUTE_SOURCE)]);
const files = [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));

const rows = files.map((file) => {
  const bytes = readFileSync(path.join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('JavaScript loaded by /login (gzipped):');
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file} (${kb(row.raw)} raw)`);
console.log(`  ${kb(total).padStart(9)}  total, budget ${kb(BUDGET_BYTES)}${budgetKb === DEFAULT_BUDGET_KB ? '' : ` (BUNDLE_BUDGET_KB; the spec'd budget is ${DEFAULT_BUDGET_KB} KB)`}`);

// Whatever the figure, these never belong on the login path (they have their own lazy chunks).
const FORBIDDEN = /node_modules\/(qrcode\.react|qrcode|altcha|altcha-lib)\//;
const leaks = files.flatMap((file) => {
  const mapPath = path.join(dist, `${file}.map`);
  if (!existsSync(mapPath)) return [];
  const { sources = [] } = JSON.parse(readFileSync(mapPath, 'utf8'));
  return sources.filter((source) => FORBIDDEN.test(source)).map((source) => `${file}: ${source.replace(/^.*node_modules\//, '')}`);
});
if (leaks.length) fail(`heavy modules reached the login path:\n  ${leaks.join('\n  ')}`);

if (total > BUDGET_BYTES) {
  fail(`/login loads ${kb(total)} of gzipped JavaScript, over the ${kb(BUDGET_BYTES)} budget by ${kb(total - BUDGET_BYTES)}. ` +
    'Keep heavy modules (qrcode, altcha, charts, tables) out of the entry and the login route: import them only from lazy routes.');
}
console.log('bundle budget: OK');
