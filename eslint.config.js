import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import tenancy from './server/eslint.tenancy.js';

// ── Architecture boundaries (docs/architecture.md) ─────────────────────────────────────────────
// The never-edges as `import-x/no-restricted-paths` zones. Zones name folders; the TypeScript
// resolver follows '@atoll/…' package names through node_modules/@atoll to those same folders, so
// one zone catches both `'@atoll/mocks'` and `'../../mocks/src/…'` (and dynamic `import()`).
// scripts/lint-boundaries.test.ts fails if an edge or the cycle rule is dropped.

/** Workspace ↛ workspaces it must never import. */
const NEVER_EDGES = [
  { target: 'ui-kit', from: ['console', 'server', 'mocks'], message: 'The kit knows nothing of the console, the server or the mocks.' },
  { target: 'contract', from: ['ui-kit', 'console', 'mocks', 'server'], message: 'The contract imports no other workspace.' },
  { target: 'console', from: ['server'], message: 'The console talks to the server over HTTP only.' },
  { target: 'server', from: ['console', 'mocks', 'ui-kit'], message: 'The server imports only the contract.' },
  { target: 'mocks', from: ['server', 'console', 'ui-kit'], message: 'The mocks import only the contract.' },
];

/** Production code ↛ mocks: the console's own files (the kit's are covered by its edge above). */
const PRODUCTION_NEVER_MOCKS = {
  target: 'console/src',
  from: ['mocks'],
  message: 'Production code never imports the mocks; tests, stories and console/src/test may.',
};

/**
 * The browser's code ↛ the backends' rules. `@atoll/contract/domain` (contract/src/domain/) is the server's
 * and the mocks' (docs/architecture.md, ADR 0031); what the console or the kit needs of it (dates, the
 * booking body checks, texts) lives in the main entry, `@atoll/contract`, and the domain builds on that.
 * Tests, stories and console/src/test may use the domain's helpers to set a scene (e.g. the login
 * throttle's counts): they never ship.
 */
const BROWSER_NEVER_DOMAIN = {
  target: ['console/src', 'ui-kit/src'],
  from: ['contract/src/domain'],
  message: 'The console and the kit never import @atoll/contract/domain; move what they need to the main entry (@atoll/contract). Tests and stories may.',
};

/** Test code: tests, stories and the console's test helpers. */
const TEST_CODE = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'console/src/test/**'];

/** Files of console/src that may import the mocks. */
const MOCKS_ALLOWED_IN = [
  ...TEST_CODE,
  // `VITE_MOCKS=true npm run dev` starts the MSW worker; the branch is behind import.meta.env.DEV, so the build drops it.
  'console/src/main.tsx',
];

/**
 * The zones for a file: every never-edge, plus production ↛ mocks for production code and
 * console/kit ↛ domain for the browser's code (each zone's target limits it to its own workspace).
 */
function boundaryZones({ productionCode = false, browserCode = false } = {}) {
  return [...NEVER_EDGES, ...(productionCode ? [PRODUCTION_NEVER_MOCKS] : []), ...(browserCode ? [BROWSER_NEVER_DOMAIN] : [])];
}

/**
 * The guest app's renderer and pages (console/src/guest, issue 21) are console-independent: the lean guest web app at
 * /p/{domain} and the App Editor's phone preview share them, so they import nothing of the console outside their
 * folder and no UI framework (the guest page's whole budget is 80 KB), only the contract.
 */
const GUEST_NEVER_CONSOLE = {
  target: 'console/src/guest',
  from: ['console/src/app', 'console/src/api', 'console/src/features', 'console/src/test', 'console/src/main.tsx', 'console/src/loginPage.tsx', 'ui-kit'],
  message: 'The guest renderer and web app never import the console or the kit: they are plain TypeScript on the contract.',
};
const GUEST_NEVER_IMPORTS = {
  regex: '^(react|react-dom|react-redux|styled-components|react-aria[^/]*|@react-aria|@react-stately|@reduxjs|react-router[^/]*|msw|@atoll/(ui-kit|mocks))(/.*)?$',
  message: 'The guest renderer and web app are plain TypeScript and the DOM: no React, no kit (their budget is 80 KB).',
};

/** What contract/src may not import: any UI, server or mock framework, and any workspace. */
const CONTRACT_NEVER_IMPORTS = {
  regex:
    '^(react|react-dom|react-redux|styled-components|react-aria[^/]*|@react-aria|@react-stately|@reduxjs|react-router[^/]*|hono|@hono|drizzle-orm|drizzle-kit|msw|pg|@electric-sql|@atoll)(/.*)?$',
  message: 'The contract is plain TypeScript shared by every workspace: no framework, no other workspace.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'storybook-static/**', 'console/public/mockServiceWorker.js', 'data/**', '**/__screenshots__/**', '.stryker-tmp*/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],
  {
    // Features own their code: one feature never imports another's internals.
    files: ['console/src/features/**/*.{ts,tsx}'],
    rules: {
      // A sibling feature is '../<name>/…' (or '…/features/<name>'); '#app/…', '#api/…' and the kit are fine.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./[^./][^/]*(/|$)|/features/', message: 'Features must not import each other; move shared code to the kit, contract or console/src/app.' }] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Architecture (docs/architecture.md): the never-edges between workspaces and no import cycles.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the cycle rule parses only .js files and silently finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves '@atoll/*' through the workspace links to the real files, so a zone on a folder
      // also catches the package name, and '#app/…'-style imports through package.json "imports".
      'import-x/resolver': { typescript: { project: 'tsconfig.json' } },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones() }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // Nothing imports a test or a story, so neither can be on a cycle: skipping them costs no coverage.
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: {
      // Type-only imports are erased, so they are not cycles. ignoreExternal skips node_modules and other
      // workspaces' packages (a cross-workspace cycle is already a never-edge above), which keeps the rule fast.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The browser's code never imports the domain (the backends' rules): tests and stories may.
    files: ['console/src/**/*.{ts,tsx}', 'ui-kit/src/**/*.{ts,tsx}'],
    ignores: TEST_CODE,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones({ browserCode: true }) }],
    },
  },
  {
    // Production code never ships the mocks: only tests, stories and the test helpers import them (and main.tsx's dev switch).
    files: ['console/src/**/*.{ts,tsx}'],
    ignores: MOCKS_ALLOWED_IN,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones({ productionCode: true, browserCode: true }) }],
    },
  },
  {
    // The guest renderer and web app: console-independent, no framework (tests and stories may use anything).
    files: ['console/src/guest/**/*.{ts,tsx}'],
    ignores: TEST_CODE,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...boundaryZones({ productionCode: true, browserCode: true }), GUEST_NEVER_CONSOLE] }],
      'no-restricted-imports': ['error', { patterns: [GUEST_NEVER_IMPORTS] }],
    },
  },
  {
    // The contract is plain TypeScript shared by the browser and the server: no framework, no other workspace.
    files: ['contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [CONTRACT_NEVER_IMPORTS] }],
    },
  },
  // Tenancy by construction: a statement on a company's rows goes through server/src/db/tenant.ts.
  ...tenancy,
);
