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

const BUDGET_BYTES = 100 * 1024;
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
console.log(`  ${kb(total).padStart(9)}  total, budget ${kb(BUDGET_BYTES)}`);

if (total > BUDGET_BYTES) {
  fail(`/login loads ${kb(total)} of gzipped JavaScript, over the ${kb(BUDGET_BYTES)} budget by ${kb(total - BUDGET_BYTES)}. ` +
    'Keep heavy modules (qrcode, altcha, charts, tables) out of the entry and the login route: import them only from lazy routes.');
}
console.log('bundle budget: OK');
