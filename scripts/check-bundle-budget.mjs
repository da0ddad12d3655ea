#!/usr/bin/env node
/**
 * Bundle budget: the gzipped JavaScript a browser fetches on a fresh visit to each first route.
 *
 * Run `npm run build` first. Two builds share console/dist (ADR 0012):
 * - /login is console/login.html's own build: its entry and every chunk it imports statically,
 *   from dist/.vite/login-manifest.json. Ceiling 100 KB, and no router, store, forms library,
 *   QR code or captcha may reach it.
 * - /tv/<token> is console/tv.html's own build (`vite build --mode tv`, dist/.vite/tv-manifest.json), the TV
 *   display page of issue 20: ceiling 80 KB, and no React, kit, schemas (yup) or router may reach it.
 * - /p/{domain} is console/guest.html's own build (`vite build --mode guest`, dist/.vite/guest-manifest.json), the
 *   guest web app of issue 21 that the Home QR code opens: its entry, static imports and its service worker, ceiling
 *   80 KB, and no React, kit, schemas (yup) or router may reach it (what it loads on demand, Book and Notifications,
 *   is not its first load).
 * - every other route of console/src/app/routes.tsx is the app (index.html): its entry and static
 *   imports, plus what the route loads on demand before it can show anything: the logged-in frame
 *   for a session route (APP_FRAME below) and the route's own screen module (its `load` import), each
 *   with its static imports, from dist/.vite/manifest.json. Ceiling 200 KB per route.
 *
 * 1 KB = 1024 bytes, gzip level 6, each file counted once per route. BUNDLE_BUDGET_KB and
 * LOGIN_BUDGET_KB override the targets (to try a change, not in CI). Prints one line per route,
 * largest first, and with --files the files of each route.
 *
 * A route's ceiling is the target, or its entry in INTERIM_CEILINGS_KB while it is still above the
 * target: a ratchet, so no route grows while the work that brings it down (screens loading their
 * drawers and forms on demand, the kit's menus loaded on first open) is under way. Lower an entry
 * whenever a route gets lighter; delete it once the route meets the target.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The targets (issue 2 for /login; issue 23 for every other first route, 200 KB, where issue 9 had asked 150). */
const LOGIN_TARGET_KB = 100;
const ROUTE_TARGET_KB = 200;
const LOGIN_CEILING_KB = Number(process.env.LOGIN_BUDGET_KB ?? LOGIN_TARGET_KB);
const ROUTE_CEILING_KB = Number(process.env.BUNDLE_BUDGET_KB ?? ROUTE_TARGET_KB);
/**
 * A route above its target is held here at its size when last measured, rounded up, plus 1 KB: a ratchet, so no
 * route grows while the work that brings it down is under way. Lower an entry whenever a route gets lighter; delete it
 * once the route meets the target. Empty since issue 23 (ADR 0059), which brought every first route under 200 KB:
 * the kit's Table, Tabs and search field, the Requests alert switch and the lists' Export load on first use behind
 * placeholders of their size; the link pages', Map Settings', Settings' forms and the Sign Up wizard load on first
 * use behind FormPlaceholder; React Aria's frame interactions are one chunk. Measured (gzip), before -> after:
 * Settings 277.1 -> 197.8, Sign Up 268.7 -> 177.5, Requests 261.4 -> 197.2, Guest List 255.2 -> 193.6, Users
 * 251.9 -> 191.7, Map Settings 233.1 -> 187.6, Activate 215.6 -> 178.5, Home 199.6 -> 195.0 (docs/console.md).
 */
const INTERIM_CEILINGS_KB = {};
/** Issue 20: the TV display page (tv.html, its own build without React) and its service worker load at most this, always (no interim ceiling). */
const TV_TARGET_KB = 80;
const TV_PAGE = 'tv.html';
/** Issue 21: the guest web app (guest.html at /p/{domain}, its own build without React) and its service worker, always (no interim ceiling). */
const GUEST_TARGET_KB = 80;
const GUEST_PAGE = 'guest.html';
const GUEST_ROUTE = '/p/<domain>';
const LOGIN_PAGE = 'login.html';
const APP_PAGE = 'index.html';
/**
 * Modules the router loads on demand for every route of an access kind, before the screen shows
 * (console/src/app/router.tsx). A rename there must be made here too: a key missing from the
 * manifest fails the check rather than silently measuring less.
 */
const APP_FRAME = {
  session: ['src/app/Shell.tsx'],
  guest: [],
  any: [],
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const consoleDir = path.join(root, 'console');
/** CONSOLE_DIST reads another build's output (a build made with `vite build --outDir`), e.g. while others build console/dist. */
const dist = process.env.CONSOLE_DIST ? path.resolve(process.env.CONSOLE_DIST) : path.join(consoleDir, 'dist');
const showFiles = process.argv.includes('--files');

function fail(message) {
  console.error(`bundle budget: ${message}`);
  process.exit(1);
}

for (const [name, value] of [['BUNDLE_BUDGET_KB', ROUTE_CEILING_KB], ['LOGIN_BUDGET_KB', LOGIN_CEILING_KB]]) {
  if (!Number.isFinite(value) || value <= 0) fail(`${name} must be a positive number, got '${process.env[name]}'`);
}

/** @typedef {Record<string, {file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} Manifest */
/** @returns {Manifest} */
function readManifest(relative) {
  const manifestPath = path.join(dist, '.vite', relative);
  if (!existsSync(manifestPath)) fail(`no ${path.relative(root, manifestPath)}; run \`npm run build\` first`);
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

/** The chunks of `keys` and everything they import statically, transitively, as output files (JS only). */
function firstVisitFiles(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) fail(`the manifest has no '${key}': was it renamed? (scripts/check-bundle-budget.mjs)`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...new Set([...seen].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
}

/**
 * A page's inline scripts count too (index.html's first paint, ui-kit/src/theme/bootShell.ts): listed as
 * '<page> (inline script)' when the page has any.
 */
const INLINE_SUFFIX = ' (inline script)';
/** The inline scripts' text of a built page (the same reading as the server's CSP hashes, securityHeaders.ts). */
function inlineScriptBodies(page) {
  const html = readFileSync(path.join(dist, page), 'utf8');
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]).filter((body) => body.trim());
}
function inlineScripts(page) {
  return inlineScriptBodies(page).length ? [`${page}${INLINE_SUFFIX}`] : [];
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    const bytes = file.endsWith(INLINE_SUFFIX)
      ? Buffer.from(inlineScriptBodies(file.slice(0, -INLINE_SUFFIX.length)).join('\n'))
      : readFileSync(path.join(dist, file));
    gzipCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length });
  }
  return gzipCache.get(file);
}

/** `export const NAME = '…';` somewhere in contract/src. */
function contractConstant(name) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
    );
  for (const file of walk(path.join(consoleDir, '../contract/src'))) {
    const found = readFileSync(file, 'utf8').match(new RegExp(`export const ${name} = '([^']+)';`));
    if (found) return found[1];
  }
  return undefined;
}

/**
 * The routes of console/src/app/routes.tsx: `{ path: PATHS.x, title: '…', access: '…', … load: … }`,
 * one per line. `load: () => import('…')` is the screen's module.
 */
function readRoutes() {
  const pathsSource = readFileSync(path.join(consoleDir, 'src/app/paths.ts'), 'utf8');
  const paths = Object.fromEntries([...pathsSource.matchAll(/^\s+(\w+): '([^']+)',$/gm)].map((m) => [m[1], m[2]]));
  // A path the contract also needs (the booking e-mail's link) is its constant: `requestsBookings: REQUESTS_SCREEN_PATH,`.
  for (const [, key, constant] of pathsSource.matchAll(/^\s+(\w+): ([A-Z][A-Z0-9_]+),$/gm)) {
    const value = contractConstant(constant);
    if (value) paths[key] = value;
  }
  const source = readFileSync(path.join(consoleDir, 'src/app/routes.tsx'), 'utf8');
  const lines = source.split('\n').filter((line) => /^\s*\{ path: /.test(line));
  return lines.map((line) => {
    const [, key, title, access] = line.match(/\{ path: PATHS\.(\w+), title: '([^']+)',(?: heading: [\w.]+,)? access: '(\w+)'/) ?? [];
    if (!key || !paths[key]) fail(`cannot read this route of routes.tsx:\n  ${line.trim()}`);
    const imported = line.match(/load: \(\) => import\('([^']+)'\)/)?.[1];
    if (!imported) fail(`cannot find the screen module of '${title}' in routes.tsx`);
    const module = `${path.posix.join('src/app', imported)}.tsx`;
    return { path: paths[key], title, access, module };
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// /login: its own build.
const loginManifest = readManifest('login-manifest.json');
if (!loginManifest[LOGIN_PAGE]?.isEntry) fail(`the login manifest has no entry for ${LOGIN_PAGE}: is the login page still its own build?`);
const loginFiles = [...firstVisitFiles(loginManifest, [LOGIN_PAGE]), ...inlineScripts(LOGIN_PAGE)];

// /tv/<token>: the TV display page's own build.
const tvManifest = readManifest('tv-manifest.json');
if (!tvManifest[TV_PAGE]?.isEntry) fail(`the TV manifest has no entry for ${TV_PAGE}: is the TV page still its own build?`);
// Its service worker (built beside tv.html at a fixed URL) loads with it on the first visit and counts in its budget.
const tvWorker = contractConstant('TV_SERVICE_WORKER_PATH')?.replace(/^\//, '');
if (!tvWorker || !existsSync(path.join(dist, tvWorker))) fail(`the TV page's service worker (TV_SERVICE_WORKER_PATH, ${tvWorker}) is not in the build`);
const tvFiles = [...firstVisitFiles(tvManifest, [TV_PAGE]), ...inlineScripts(TV_PAGE), tvWorker];

// /p/<domain>: the guest web app's own build, with its service worker (GUEST_SERVICE_WORKER_PATH) as the TV's.
const guestManifest = readManifest('guest-manifest.json');
if (!guestManifest[GUEST_PAGE]?.isEntry) fail(`the guest manifest has no entry for ${GUEST_PAGE}: is the guest app still its own build?`);
const guestWorker = contractConstant('GUEST_SERVICE_WORKER_PATH')?.replace(/^\//, '');
if (!guestWorker || !existsSync(path.join(dist, guestWorker))) fail(`the guest app's service worker (GUEST_SERVICE_WORKER_PATH, ${guestWorker}) is not in the build`);
const guestFiles = [...firstVisitFiles(guestManifest, [GUEST_PAGE]), ...inlineScripts(GUEST_PAGE), guestWorker];

// Every other route: the app's build.
const appManifest = readManifest('manifest.json');
if (!appManifest[APP_PAGE]?.isEntry) fail(`the app manifest has no entry for ${APP_PAGE}`);
const routes = readRoutes();
if (routes.length < 10) fail(`read only ${routes.length} routes from routes.tsx: has its format changed?`);

const rows = [
  { path: '/login', title: 'Login (login.html)', files: loginFiles, ceiling: LOGIN_CEILING_KB },
  { path: '/tv/<token>', title: 'TV display (tv.html)', files: tvFiles, ceiling: TV_TARGET_KB },
  { path: GUEST_ROUTE, title: 'Guest web app (guest.html)', files: guestFiles, ceiling: GUEST_TARGET_KB },
  ...routes
    .filter((route) => route.path !== '/login')
    .map((route) => {
      const interim = INTERIM_CEILINGS_KB[route.path];
      return {
        path: route.path,
        title: route.title,
        files: [...firstVisitFiles(appManifest, [APP_PAGE, ...APP_FRAME[route.access], route.module]), ...inlineScripts(APP_PAGE)],
        ceiling: process.env.BUNDLE_BUDGET_KB ? ROUTE_CEILING_KB : Math.max(ROUTE_CEILING_KB, interim ?? 0),
      };
    }),
].map((row) => ({ ...row, total: row.files.reduce((sum, file) => sum + gzipSize(file).gzip, 0) }));

const width = Math.max(...rows.map((row) => row.path.length));
console.log('Gzipped JavaScript of a fresh visit, per first route:');
console.log(`  ${'route'.padEnd(width)}  ${'total'.padStart(9)}  ${'ceiling'.padStart(7)}  files  screen (target: /login ${LOGIN_TARGET_KB} KB, TV ${TV_TARGET_KB} KB, guest app ${GUEST_TARGET_KB} KB, others ${ROUTE_TARGET_KB} KB)`);
for (const row of [...rows].sort((a, b) => b.total - a.total)) {
  const target = row.path === '/login' ? LOGIN_TARGET_KB : row.path === '/tv/<token>' ? TV_TARGET_KB : row.path === GUEST_ROUTE ? GUEST_TARGET_KB : ROUTE_TARGET_KB;
  const mark = row.total > row.ceiling * 1024 ? '  OVER CEILING' : row.total > target * 1024 ? '  (above target)' : '';
  console.log(`  ${row.path.padEnd(width)}  ${kb(row.total).padStart(9)}  ${`${row.ceiling} KB`.padStart(7)}  ${String(row.files.length).padStart(5)}  ${row.title}${mark}`);
  if (showFiles) {
    for (const file of [...row.files].sort((a, b) => gzipSize(b).gzip - gzipSize(a).gzip)) {
      console.log(`      ${kb(gzipSize(file).gzip).padStart(9)}  ${file}`);
    }
  }
}

// Whatever the figure, these never belong on the login page: no router, store, forms library, QR, captcha, charts (visx, d3) or maps (pigeon-maps).
const FORBIDDEN = /node_modules\/(qrcode\.react|qrcode|altcha|altcha-lib|react-router|@reduxjs|redux|react-redux|final-form|react-final-form|yup|@visx|d3-[a-z-]+|pigeon-maps)\//;
const leaks = loginFiles.filter((file) => !file.endsWith(INLINE_SUFFIX)).flatMap((file) => {
  const mapPath = path.join(dist, `${file}.map`);
  if (!existsSync(mapPath)) return [];
  const { sources = [] } = JSON.parse(readFileSync(mapPath, 'utf8'));
  return sources.filter((source) => FORBIDDEN.test(source)).map((source) => `${file}: ${source.replace(/^.*node_modules\//, '')}`);
});
if (leaks.length) fail(`modules that do not belong on the login page reached it:\n  ${leaks.join('\n  ')}`);

// The TV page runs for days on a lobby screen: no React, no schemas (yup), nothing of the app's.
const TV_FORBIDDEN = /node_modules\/(react|react-dom|scheduler|styled-components|react-aria[a-z-]*|@react-aria|yup|@reduxjs|react-router|pigeon-maps)\/|\/ui-kit\/src\//;
const tvLeaks = tvFiles.filter((file) => !file.endsWith(INLINE_SUFFIX)).flatMap((file) => {
  const mapPath = path.join(dist, `${file}.map`);
  if (!existsSync(mapPath)) fail(`no source map for ${file}: the TV page's sources cannot be checked`);
  const { sources = [] } = JSON.parse(readFileSync(mapPath, 'utf8'));
  return sources.filter((source) => TV_FORBIDDEN.test(source)).map((source) => `${file}: ${source.replace(/^.*node_modules\//, '')}`);
});
if (tvLeaks.length) fail(`modules that do not belong on the TV page reached it:\n  ${tvLeaks.join('\n  ')}`);

// The guest web app opens on a guest's phone, often on hotel Wi-Fi: the same rule as the TV page.
const guestLeaks = guestFiles.filter((file) => !file.endsWith(INLINE_SUFFIX)).flatMap((file) => {
  const mapPath = path.join(dist, `${file}.map`);
  if (!existsSync(mapPath)) fail(`no source map for ${file}: the guest app's sources cannot be checked`);
  const { sources = [] } = JSON.parse(readFileSync(mapPath, 'utf8'));
  return sources.filter((source) => TV_FORBIDDEN.test(source)).map((source) => `${file}: ${source.replace(/^.*node_modules\//, '')}`);
});
if (guestLeaks.length) fail(`modules that do not belong on the guest app reached it:\n  ${guestLeaks.join('\n  ')}`);

const over = rows.filter((row) => row.total > row.ceiling * 1024);
if (over.length) {
  fail(
    `${over.map((row) => `${row.path} loads ${kb(row.total)}, over its ${row.ceiling} KB ceiling by ${kb(row.total - row.ceiling * 1024)}`).join('\n  ')}\n` +
      'Run `node scripts/check-bundle-budget.mjs --files` to see each route\'s files; keep what a screen does not show on first paint behind a dynamic import.',
  );
}
const aboveTarget = rows.filter((row) => row.total > (row.path === '/login' ? LOGIN_TARGET_KB : row.path === '/tv/<token>' ? TV_TARGET_KB : row.path === GUEST_ROUTE ? GUEST_TARGET_KB : ROUTE_TARGET_KB) * 1024).length;
console.log(
  `bundle budget: OK (${rows.length} routes within their ceilings; ${aboveTarget} still above the ${ROUTE_TARGET_KB} KB target, held by INTERIM_CEILINGS_KB)`,
);
