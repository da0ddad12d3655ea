/**
 * The vitest config StrykerJS runs (stryker.config.mjs): the `server` project of vitest.config.ts alone, so
 * no browser project starts, with only the mutation group's test files (MUTATION_GROUP, scripts/mutation-groups.mjs)
 * and `@atoll/contract` resolved to this directory's own `contract/src`.
 *
 * Why the group's test files here and not Stryker's `testFiles`: given `testFiles`, Stryker 9.6 runs a static
 * mutant (one in code that runs when a module loads: a constant, a table of rules) with those file names as
 * its test filter, which makes it switch the mutant on only after the modules have loaded. Every static mutant
 * then survived, whatever the tests (all 29 of tenant.ts's PARENT table). Without `testFiles` Stryker reloads the
 * modules with the mutant switched on first, and runs the files listed here (docs/testing.md, "Mutation testing").
 *
 * Why the alias: Stryker copies the repo into `.stryker-tmp/sandbox-*` and links `node_modules` back to the
 * real one, whose `@atoll/contract` link points at the real `contract/`, not at the sandbox's mutated copy.
 * Without the alias every contract mutant would go untested by the server's tests.
 *
 * `isolate: false` where the group says so (`shareWorker`): one worker for every run, not a new thread per test
 * file: 184 mutants of the contract took 51 s instead of 195 s, with the same result for each. Each run still
 * loads the modules afresh (a static mutant is still switched on before they load). MUTATION_ISOLATE=1 or 0 overrides.
 * The tenant group keeps isolation: one test file, and its score is the CI's.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { GROUPS } from './mutation-groups.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contract = path.join(root, 'contract', 'src');
const group = GROUPS[/** @type {keyof typeof GROUPS} */ (process.env.MUTATION_GROUP ?? '')];
/** MUTATION_TEST_FILES (comma-separated) narrows the group's test files, e.g. for a sample of services. */
const testFiles = process.env.MUTATION_TEST_FILES?.split(',').filter(Boolean);

export default defineConfig({
  root,
  resolve: {
    alias: [
      { find: /^@atoll\/contract$/, replacement: path.join(contract, 'index.ts') },
      { find: /^@atoll\/contract\/domain$/, replacement: path.join(contract, 'domain', 'index.ts') },
      { find: /^@atoll\/contract\/(.+)$/, replacement: path.join(contract, '$1.ts') },
    ],
  },
  test: {
    name: 'server',
    include: testFiles ?? group?.testFiles ?? ['server/test/**/*.test.ts', 'scripts/**/*.test.ts', 'contract/src/**/*.test.ts', 'mocks/src/**/*.test.ts', 'conformance/**/*.test.ts'],
    environment: 'node',
    isolate: process.env.MUTATION_ISOLATE ? process.env.MUTATION_ISOLATE !== '0' : !group?.shareWorker,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
