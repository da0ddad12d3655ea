/**
 * What `npm run test:mutation` mutates, folder by folder, and which test files may kill each folder's mutants.
 *
 * Each group is one Stryker run (stryker.config.mjs and scripts/mutation-vitest.config.mjs read MUTATION_GROUP;
 * the test files become vitest's `include`). The test files are the ones that
 * exercise the folder directly: running the whole server suite for every mutant does not fit a 2-core machine
 * (a server test file starts its own database and server: 10-60 s each), so a mutant only another file would
 * kill counts as survived here. `ci: true` groups run in CI with `thresholds.break` (80).
 */
import path from 'node:path';

export const GROUPS = {
  domain: {
    // Report-only until a whole run fits: 2,903 mutants at 28-60 a minute here (docs/testing.md).
    ci: false,
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
    mutate: ['server/src/db/tenant.ts'],
    testFiles: ['server/test/tenant.mutation.test.ts'],
  },
  http: {
    ci: false,
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
  services: {
    ci: false,
    ignoreStatic: true,
    shareWorker: true,
    mutate: ['server/src/services/**/*.ts'],
    testFiles: ['server/test/*.test.ts'],
  },
};

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
  if (file.startsWith('server/src/services/')) return 'services';
  return undefined;
}
