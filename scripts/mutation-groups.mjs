/**
 * What `npm run test:mutation` mutates, folder by folder, and which test files may kill each folder's mutants.
 *
 * Each group is one Stryker run (stryker.config.mjs and scripts/mutation-vitest.config.mjs read MUTATION_GROUP;
 * the test files become vitest's `include`). The test files are the ones that
 * exercise the folder directly: running the whole server suite for every mutant does not fit a 2-core machine
 * (a server test file starts its own database and server: 10-60 s each), so a mutant only another file would
 * kill counts as survived here. `ci: true` groups run in CI with `thresholds.break` (80).
 *
 * `baseline: true`: the group's last whole run is committed (scripts/mutation-baselines/<group>.json, Stryker's
 * incremental report) and every whole run of the group is incremental against it: only the mutants whose code or
 * covering tests changed since are run again, and the score is still the whole folder's. `npm run test:mutation`
 * in CI then costs what the branch changed (about 35 s for the three groups when nothing in them did). A run that
 * changes a result rewrites the file: commit it with the change (scripts/mutation-run.mjs keeps it byte for byte
 * when no result changed).
 */
import path from 'node:path';

/**
 * `server/src/services`, in parts: a whole run of the folder against every server test file is thousands of mutants,
 * each running the covering tests of files that start a database and a server (about 1.4 s a mutant at concurrency 2
 * with two test files, more with more), so one run would take hours and a CI dry run minutes. Each part mutates some
 * of the folder's files and runs the server test files that exercise them (its routes' own tests and conformance
 * groups): a whole run of a part fits a session, and its committed baseline lets CI check it in seconds. The parts
 * together cover every file of the folder (checked by `scripts/mutation-baseline.test.ts`), and the score is reported per folder,
 * summed over them. `node scripts/mutation-run.mjs services` runs them all.
 *
 * A mutant that only a test file outside its part would kill counts as survived: the parts' scores are a floor.
 */
const SERVICES = {
  'services-bookings': {
    // 962 mutants, a whole run 32 minutes at concurrency 2 (2 December): 81.7 % with the tests it led to.
    ci: true,
    files: ['bookings/**', 'guestBookings.ts', 'interval.ts'],
    tests: ['slots', 'bookingCapacity', 'bookings', 'bookingMail', 'interval', 'bookingSeats', 'bookingAnswer', 'bookingListRule', 'bookingsStream', 'bookingTypes', 'bookingInsertStatement', 'guestBookings', 'guestBookingViews', 'guests', 'home', 'mail', 'sameCompanyReferences'],
    conformance: ['bookings', 'guestApp'],
  },
  'services-content': {
    // 871 mutants, a whole run 93 minutes at concurrency 2 on a loaded machine (2 December): 77.0 %; 84.6 % after
    // tvDisplay and relatedLinks (an incremental run of 137 mutants), so in CI.
    ci: true,
    files: ['facilities/**', 'events/**', 'banners/**', 'rooms/**', 'quickActions/**', 'information/**', 'locations/**', 'taskTypes/**', 'tvs/**', 'home/**', 'related.ts', 'contentRows.ts', 'contentBus.ts', 'serialize.ts', 'files.ts', 'translate.ts'],
    tests: ['facilities', 'facilitiesAccess', 'menus', 'banners', 'events', 'information', 'locations', 'roomTypes', 'taskTypes', 'tvs', 'tvStream', 'deleteBursts', 'uploads', 'translate', 'translator', 'imageProcessing', 'tvDisplay', 'relatedLinks', 'home', 'races', 'sameCompanyReferences'],
    conformance: ['content', 'home'],
  },
  'services-guests': {
    // 838 mutants: 75.3 % in its first whole run (about 70 minutes at concurrency 2 on a loaded machine, 2 December);
    // 84.8 % after guestIcon, guestList, the tile cache and the guest token tests (incremental runs, 9 and 5 minutes).
    ci: true,
    files: ['guests/**', 'guestApp.ts', 'guestIcon.ts', 'guestSessions.ts', 'mapTiles.ts', 'tracking/**', 'appEditor/**'],
    tests: ['guests', 'guestList', 'guestApp', 'guestPages', 'guestIcon', 'guestPush', 'mapTiles', 'mapSettings', 'tracking', 'trackingSweep', 'appVersionsRace', 'editorUploadsSweep'],
    conformance: ['guests', 'guestApp', 'appEditor', 'tracking', 'mapSettings'],
  },
  'services-delivery': {
    // 1,006 mutants; 62.4 % in its first whole run (22.9 min), 91.1 % after the campaign routes' conformance file and
    // deliveryWorker/campaignDevices (an incremental run, 26.5 min at concurrency 2, 2 December).
    ci: true,
    files: ['delivery/**', 'campaigns/**'],
    tests: ['delivery', 'campaigns', 'guestPush', 'deliveryWorker', 'campaignDevices'],
    // conformance/server/guests.test.ts runs the campaigns and devices groups (the campaign routes).
    conformance: ['guests'],
  },
  'services-accounts': {
    // 301 mutants, a whole run 21 minutes at concurrency 2 (2 December): 85.7 % with the tests it led to; 86.7 % after
    // the exports registry's tests (3 December).
    ci: true,
    files: ['users.ts', 'sessions.ts', 'activation.ts', 'passwordReset.ts', 'domains.ts', 'listTotals.ts', 'analytics/**', 'exports/**'],
    tests: ['auth', 'users', 'accountMails', 'listTotalCache', 'passwordReset', 'settings', 'listTotals', 'analytics', 'exports', 'sessionCache', 'isolation', 'tenancy'],
    conformance: ['admin'],
  },
};

function servicesGroups() {
  return Object.fromEntries(
    Object.entries(SERVICES).map(([name, part]) => [
      name,
      {
        ci: part.ci ?? false,
        baseline: true,
        ignoreStatic: true,
        shareWorker: true,
        part: 'services',
        mutate: part.files.map((f) => `server/src/services/${f}${f.endsWith('/**') ? '/*.ts' : ''}`),
        testFiles: [...part.tests.map((t) => `server/test/${t}.test.ts`), ...part.conformance.map((t) => `conformance/server/${t}.test.ts`)],
      },
    ]),
  );
}

/** The score under which a `ci` group fails (Stryker's `thresholds.break`). */
export const BREAK = 80;

export const GROUPS = {
  domain: {
    // A whole run is 2,901 mutants (about 20 minutes at concurrency 2); against its committed baseline CI runs only
    // what changed (docs/testing.md, "Mutation testing").
    ci: true,
    baseline: true,
    mutate: ['contract/src/domain/**/*.ts', '!contract/src/domain/**/*.test.ts', '!contract/src/domain/**/*.testing.ts'],
    testFiles: ['contract/src/**/*.test.ts'],
    // Pure functions: one vitest worker for every run (isolate: false), about 4× faster.
    shareWorker: true,
    // 307 static mutants (constant tables, rule lists), each a run of all 23 test files: hours on a loaded machine.
    // MUTATION_STATIC=1 tests them (bookings.ts alone: 88 of them, 9 minutes).
    ignoreStatic: true,
  },
  tenant: {
    ci: true,
    baseline: true,
    mutate: ['server/src/db/tenant.ts'],
    testFiles: ['server/test/tenant.mutation.test.ts'],
  },
  http: {
    // A whole run takes about 11 minutes; CI runs it against the committed baseline.
    ci: true,
    baseline: true,
    // The module-level tables (the logger's secret keys, the CSP, the limits): each static mutant is a run of every
    // test file with the modules reloaded; MUTATION_STATIC=1 tests them.
    ignoreStatic: true,
    shareWorker: true,
    mutate: ['server/src/http/**/*.ts'],
    // In-process tests only (a small Hono app per test, no server, no database; tenant.mutation.test.ts opens one
    // PGlite): each source file has its own, and together they kill what the server-starting files did (auth.test.ts,
    // sessionCache.test.ts, the access matrix: 10-50 s a run each) in a fraction of the time (docs/testing.md).
    testFiles: ['server/test/*.mutation.test.ts'],
  },
  ...servicesGroups(),
};

/**
 * The committed incremental report a run of `group` reads and writes, or undefined: only a group with
 * `baseline: true`, and only a whole run (one narrowed to some files would keep only their mutants).
 */
export const baselineFile = (group, narrowed = false) => (GROUPS[group]?.baseline && !narrowed ? `scripts/mutation-baselines/${group}.json` : undefined);

/** The folder a mutated file is reported under. */
export function folderOf(file) {
  if (file.startsWith('contract/src/domain/')) return 'contract/src/domain';
  if (file === 'server/src/db/tenant.ts') return 'server/src/db/tenant.ts';
  if (file.startsWith('server/src/http/')) return 'server/src/http';
  if (file.startsWith('server/src/services/')) return 'server/src/services';
  return path.dirname(file);
}

/** The group that mutates a file (undefined: not mutated). */
export function groupOf(file) {
  if (/\.(test|testing)\.ts$/.test(file) || !file.endsWith('.ts')) return undefined;
  if (file.startsWith('contract/src/domain/')) return 'domain';
  if (file === 'server/src/db/tenant.ts') return 'tenant';
  if (file.startsWith('server/src/http/')) return 'http';
  if (file.startsWith('server/src/services/')) {
    const rel = file.slice('server/src/services/'.length);
    return Object.keys(SERVICES).find((name) => SERVICES[name].files.some((f) => (f.endsWith('/**') ? rel.startsWith(f.slice(0, -2)) : rel === f)));
  }
  return undefined;
}
