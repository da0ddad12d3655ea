#!/usr/bin/env node
/**
 * Bundle budget of the login page, the page most staff open first.
 *
 * Reads console/dist/.vite/login-manifest.json (the login page's own build; run `npm run build`
 * first) and sums the gzipped size of console/login.html's entry chunk and every chunk it imports
 * statically: all the JavaScript a browser fetches to show /login. The specification asks for at
 * most 100 KB (1 KB = 1024 bytes, gzip level 6); React DOM alone is about 62 KB of that. ADR 0012
 * records how the page stays under it.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The specification's target (issue 2). */
const SPEC_TARGET_KB = 100;
/** What the build must never exceed: the specification's target. BUNDLE_BUDGET_KB overrides it (to try a change, not in CI). */
const LOGIN_CEILING_KB = Number(process.env.BUNDLE_BUDGET_KB ?? SPEC_TARGET_KB);
const LOGIN_PAGE = 'login.html';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'console', 'dist');
const manifestPath = path.join(dist, '.vite', 'login-manifest.json');

function fail(message) {
  console.error(`bundle budget: ${message}`);
  process.exit(1);
}

if (!Number.isFinite(LOGIN_CEILING_KB) || LOGIN_CEILING_KB <= 0) fail(`BUNDLE_BUDGET_KB must be a positive number, got '${process.env.BUNDLE_BUDGET_KB}'`);
if (!existsSync(manifestPath)) fail(`no ${path.relative(root, manifestPath)}; run \`npm run build\` first`);

/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
if (!manifest[LOGIN_PAGE]?.isEntry) fail(`the manifest has no entry for ${LOGIN_PAGE}: is the login page still its own entry?`);

/** The chunk and everything it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const files = [...new Set([...staticClosure(LOGIN_PAGE)].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
const rows = files.map((file) => {
  const bytes = readFileSync(path.join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('JavaScript loaded by /login (gzipped):');
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file} (${kb(row.raw)} raw)`);
console.log(`  ${kb(total).padStart(9)}  total; ceiling ${LOGIN_CEILING_KB} KB, specification target ${SPEC_TARGET_KB} KB (${((total / 1024 / SPEC_TARGET_KB) * 100).toFixed(0)}% of it)`);

// Whatever the figure, these never belong on the login page: no router, store, forms library, tables, QR or captcha.
const FORBIDDEN = /node_modules\/(qrcode\.react|qrcode|altcha|altcha-lib|react-router|@reduxjs|redux|react-redux|final-form|react-final-form|yup)\//;
const leaks = files.flatMap((file) => {
  const mapPath = path.join(dist, `${file}.map`);
  if (!existsSync(mapPath)) return [];
  const { sources = [] } = JSON.parse(readFileSync(mapPath, 'utf8'));
  return sources.filter((source) => FORBIDDEN.test(source)).map((source) => `${file}: ${source.replace(/^.*node_modules\//, '')}`);
});
if (leaks.length) fail(`modules that do not belong on the login page reached it:\n  ${leaks.join('\n  ')}`);

if (total > LOGIN_CEILING_KB * 1024) {
  fail(`/login loads ${kb(total)} of gzipped JavaScript, over the ${LOGIN_CEILING_KB} KB ceiling by ${kb(total - LOGIN_CEILING_KB * 1024)}. ` +
    'Keep the login page to the kit fields it shows: no router, store, forms library or other screens.');
}
console.log('bundle budget: OK');
