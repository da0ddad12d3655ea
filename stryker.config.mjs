// @ts-check
/**
 * StrykerJS (mutation testing): `npm run test:mutation` (every CI group, then the score per folder),
 * `node scripts/mutation-run.mjs <group…>` (any group: domain, tenant, http, services),
 * `npm run test:mutation:changed` (only the files changed against main). docs/testing.md, "Mutation testing".
 *
 * MUTATION_GROUP picks the group (scripts/mutation-groups.mjs); MUTATION_FILES (comma-separated) narrows
 * the files mutated to those, MUTATION_TEST_FILES the test files run; STRYKER_CONCURRENCY overrides the worker
 * count (default 2: the machine has 2 cores); MUTATION_STATIC=1 tests the static mutants of every group;
 * MUTATION_INCREMENTAL=1 reuses the last run's results for the mutants whose code and covering tests did not change
 * (reports/mutation/<group>-incremental.json): a whole folder once, then only what a new test or a change touches.
 * A group with `baseline: true` is always incremental against its committed report (scripts/mutation-baselines/),
 * which a whole run rewrites; a run narrowed by MUTATION_FILES neither reads nor writes it (it would keep only
 * those files' mutants).
 */
import { BREAK, baselineFile, GROUPS } from './scripts/mutation-groups.mjs';

const name = process.env.MUTATION_GROUP ?? 'domain';
const group = GROUPS[/** @type {keyof typeof GROUPS} */ (name)];
if (!group) throw new Error(`MUTATION_GROUP=${name}: not one of ${Object.keys(GROUPS).join(', ')}`);
// The test runner processes read it too (scripts/mutation-vitest.config.mjs: the group's test files).
process.env.MUTATION_GROUP = name;
const files = process.env.MUTATION_FILES?.split(',').filter(Boolean);
const baseline = baselineFile(name, Boolean(files));

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'scripts/mutation-vitest.config.mjs', related: false },
  coverageAnalysis: 'perTest',
  // A static mutant (in code run at module load or in a file's beforeAll: no test is running yet) is tested with
  // every test file of the group, modules reloaded: one server test file run for each. The groups marked
  // `ignoreStatic` leave the purely static ones out of the score (Stryker reports them "Ignored") and test the ones a
  // test also reaches with those tests only; MUTATION_STATIC=1 tests them all (slow). docs/testing.md.
  ignoreStatic: process.env.MUTATION_STATIC === '1' ? false : (group.ignoreStatic ?? false),
  mutate: files ?? group.mutate,
  // The group's test files are vitest's `include` (scripts/mutation-vitest.config.mjs), not Stryker's `testFiles`:
  // with `testFiles` Stryker 9.6 never switches a static mutant on before the modules load, so all of them survive.
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  // A loaded machine: a mutant that merely runs slowly is not an infinite loop (a test file's own database
  // start is not part of the measured test time Stryker scales, so the margin is wide).
  timeoutMS: 60_000,
  timeoutFactor: 3,
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress-append-only', 'json', 'html'],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: true },
  thresholds: { high: 90, low: BREAK, break: group.ci ? BREAK : null },
  // Only what the server project's tests need is copied into the sandbox (others' scratch files come and go meanwhile).
  ignorePatterns: ['.stryker-tmp*', 'scripts/mutation-baselines', '/console/*', '!/console/guest.html', '/ui-kit', '/e2e', '/docs', '/.storybook', '/.ci', 'server/dist', 'storybook-static', 'reports', '.data-*', 'coverage', '.vitest-attachments', '**/__screenshots__', '**/*.tmp.*'],
  // vitest does not type-check, so no file needs // @ts-nocheck.
  disableTypeChecks: false,
  incremental: baseline !== undefined || process.env.MUTATION_INCREMENTAL === '1',
  incrementalFile: baseline ?? `reports/mutation/${name}-incremental.json`,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
