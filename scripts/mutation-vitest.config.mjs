/**
 * The vitest config StrykerJS runs (stryker.config.mjs): the `server` project of vitest.config.ts alone, so
 * no browser project starts, and `@atoll/contract` resolved to this directory's own `contract/src`.
 *
 * Why the alias: Stryker copies the repo into `.stryker-tmp/sandbox-*` and links `node_modules` back to the
 * real one, whose `@atoll/contract` link points at the real `contract/`, not at the sandbox's mutated copy.
 * Without the alias every contract mutant would go untested by the server's tests.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contract = path.join(root, 'contract', 'src');

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
    include: ['server/test/**/*.test.ts', 'scripts/**/*.test.ts', 'contract/src/**/*.test.ts', 'mocks/src/**/*.test.ts', 'conformance/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
