import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions, testChromiumLaunchOptions } from './chromium.ts';
import { STORY_VIEWPORT } from './ui-kit/src/test-utils/storyViewport.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The workspace packages tests import by name are pre-bundled like any dependency, so the frame of every
 * browser test file loads a few bundles instead of some 300 source modules of the kit, the contract and the
 * mocks (about 0.7 s less per file; docs/testing.md). What a package exports (its package.json `exports`)
 * is what gets bundled. The kit's own stories and tests import its source by relative path, as before.
 *
 * Vite never looks inside a pre-bundled package again, so a stamp of the packages' sources (every file but
 * tests and stories) goes into the optimizer's options: any edit changes Vite's config hash, and the next
 * run bundles afresh instead of testing yesterday's kit.
 */
const PREBUNDLED_WORKSPACES = ['contract', 'ui-kit', 'mocks'];

function prebundledEntries(): string[] {
  return PREBUNDLED_WORKSPACES.flatMap((dir) => {
    const { name, exports } = JSON.parse(readFileSync(path.join(dirname, dir, 'package.json'), 'utf8')) as { name: string; exports: Record<string, string> };
    return Object.keys(exports).map((key) => (key === '.' ? name : `${name}/${key.slice(2)}`));
  });
}

/** Every file under a folder of the repository (screenshot baselines left out), as repo paths, in a stable order. */
function filesUnder(dir: string): string[] {
  return readdirSync(path.join(dirname, dir), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const file = `${dir}/${entry.name}`;
      if (!entry.isDirectory()) return [file];
      return entry.name === '__screenshots__' ? [] : filesUnder(file);
    });
}

function workspaceSourcesStamp(): string {
  const hash = createHash('sha256');
  for (const file of PREBUNDLED_WORKSPACES.flatMap((dir) => filesUnder(`${dir}/src`))) {
    if (!/\.(test|stories)\.[jt]sx?$|\.mdx$/.test(file)) hash.update(`${file}\0`).update(readFileSync(path.join(dirname, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * styled-components outside production writes each rule as a text node into one <style>, and Chromium parses that
 * whole sheet again after every insertion; in production it calls `insertRule` on the CSSOM. The tests take the
 * production path (SC_DISABLE_SPEEDY=false): same rules, same cascade, no re-parse per rule. Set where it is read,
 * in the pre-bundled styled-components that every test imports. On 12 console test files: 157 -> 135 s of CPU,
 * 104 -> 91 s (docs/performance.md, "The test suite").
 */
const cssomStyles = { SC_DISABLE_SPEEDY: 'false' };

const workspaceEntries = prebundledEntries();
const workspaceStamp = JSON.stringify(workspaceSourcesStamp());
/** A fresh object per project, like `browser()` below. */
const prebundledWorkspaces = (more: string[] = []) => ({
  // react-dom/client: console/src/test/reactDevCost.ts loads it before anything renders; found only at run time, it
  // would make Vite bundle the dependencies again and reload the frame.
  include: [...workspaceEntries, 'react-dom/client', ...more],
  rolldownOptions: { transform: { define: { __ATOLL_WORKSPACE_SOURCES__: workspaceStamp, ...cssomStyles } } },
});


/**
 * In CI a browser test that fails is run once more before the run fails: a test that fails twice
 * is reported as failed, one that passes on its second try is listed as flaky in the report.
 * Focus and timing under a loaded two-core runner are the usual cause; locally nothing is retried.
 */
const browserRetry = process.env.CI ? 1 : 0;

/**
 * The console's and the kit's browser test files, split between two projects. Project 'screens' runs its files in
 * one frame; project 'browser' gives each file a fresh one. A file needs its own frame when it needs modules no
 * earlier file has loaded or keeps state in them:
 * - app/firstLoad (an ended session, a screen whose chunk is gone, the reload on a new build) and app/exportAction
 *   (holds a module back with vi.mock);
 * - the guest web app's and the TV page's tests (their modules keep the page's state);
 * - the kit's component and visual tests (*.test.tsx: screenshots compared with baselines, fonts, fake timers).
 * Every other file (the screens, the app's frame and the API layer, the kit's units) shares the frame. The lists are
 * made from the files on disk, so a new test file always lands in one of the two.
 */
const OWN_FRAME = [/^console\/src\/app\/(firstLoad|exportAction)\.test\.tsx$/, /^console\/src\/(guest|tv)\//, /^ui-kit\/src\/.*\.test\.tsx$/];

function browserTestFiles(): { shared: string[]; ownFrame: string[] } {
  const files = ['console/src', 'ui-kit/src'].flatMap(filesUnder).filter((file) => /\.test\.tsx?$/.test(file));
  const ownFrame = files.filter((file) => OWN_FRAME.some((pattern) => pattern.test(file)));
  return { shared: files.filter((file) => !ownFrame.includes(file)), ownFrame };
}

const BROWSER_TESTS = browserTestFiles();

/**
 * `commands.parkPointer()` (console/src/test/setup.ts): the mouse to the tester page's bottom-right corner, outside
 * the test frame (which is scaled down to fit the tester page and keeps its aspect ratio, so a strip of the page is
 * left beside or below it). In a frame shared by many files the pointer otherwise stays where the last file's last
 * click left it, and a button drawn under it renders hovered (Settings' Save took its hover colour).
 */
const parkPointer: BrowserCommand<[]> = async ({ page }) => {
  const size = page.viewportSize();
  if (size) await page.mouse.move(size.width - 1, size.height - 1);
};

/**
 * A fresh object per project: vitest names each project's browser instances in place. `launchOptions`: the
 * headless shell unless the project compares pixels with baselines taken in Chromium (chromium.ts).
 */
const browser = (viewport: { width: number; height: number } = { width: 1280, height: 800 }, launchOptions = testChromiumLaunchOptions) => ({
  enabled: true,
  headless: true,
  // Failure screenshots would land beside the visual baselines in __screenshots__ and get committed by mistake.
  screenshotFailures: false,
  // On a clean clone the three projects pre-bundle their dependencies at once before any page can connect: 46 s of
  // that on a loaded 2-core machine put the third past vitest's 60 s default and the whole run failed with no test.
  connectTimeout: 180_000,
  provider: playwright({ launchOptions }),
  instances: [{ browser: 'chromium' as const, viewport }],
  commands: { parkPointer },
});

/**
 * The projects a run asked for with `--project` (every one when none was named). Storybook's plugin indexes every
 * story when the config loads, whichever project runs: 4.3 s and some 6 CPU-s before a server or e2e run could start
 * (`vitest run --project server scripts/failureLines.test.ts`: 6.0 s wall, 1.8 s without it), paid by each of the
 * server suite's parts and the e2e walks in `npm test`. A run that does not ask for the stories does not load it.
 */
function projectsAsked(argv: string[]): string[] | 'all' {
  const asked = argv.flatMap((arg, i) => (arg === '--project' ? [argv[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : []));
  return asked.length ? asked : 'all';
}
/** Whether `--project` patterns (`*` wildcards, `!` to leave one out) select the storybook project. */
function selectsStories(patterns: string[] | 'all'): boolean {
  if (patterns === 'all') return true;
  const matches = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test('storybook');
  const [excluded, included] = [patterns.filter((p) => p.startsWith('!')), patterns.filter((p) => !p.startsWith('!'))];
  if (excluded.some((p) => matches(p.slice(1)))) return false;
  return included.length ? included.some(matches) : true;
}
const storiesAsked = selectsStories(projectsAsked(process.argv));

/** The stories as tests (Storybook's vitest plugin), a fresh object per run like `browser()`. */
const storiesProject = () => ({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  // msw-storybook-addon's preview entry is loaded by path, so without these its msw would reach every
  // story file's frame as some 60 raw modules.
  // axe-core: the kit's mid-play axe checks (ui-kit/src/test-utils/axe.ts); found at run time it would reload the frame.
  optimizeDeps: prebundledWorkspaces(['msw-storybook-addon/csf3', 'msw', 'msw/browser', 'axe-core']),
  test: {
    name: 'storybook',
    // Before Storybook's renderer loads React DOM (the plugin's own setup files load no React).
    setupFiles: ['console/src/test/reactDevCost.ts'],
    // Each file's frame starts at the viewport Storybook gives a story by default: one that switched between
    // 1280 × 800 and 1200 × 900 looked like an on-screen keyboard to React Aria (ui-kit/src/test-utils/storyViewport.ts).
    browser: browser(STORY_VIEWPORT),
    // The longest walks (Requests' Add Booking Confirmation: 19-25 s alone, most of it loading the form's and
    // the booking drawer's modules on first use) passed 30 s only on an idle runner, and a runner three times
    // slower than usual took 20 s for Users' User Details: 120 s leaves room for either.
    testTimeout: 120_000,
    retry: browserRetry,
    // One frame for every story file instead of a fresh page per file: 819 stories in 195-205 s instead of 324 s
    // (docs/performance.md, "30 November, fifth stop"). Each story starts clean (.storybook/preview.tsx: toasts,
    // confirmations, the live region, the remembered company; the mock store per story) and every frame a story
    // runs in keeps one height class (storyViewport), so what one story leaves cannot reach the next.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // A test that passed only on its retry prints why its first try failed (scripts/retriedTestsReporter.ts).
    reporters: browserRetry ? ['default', './scripts/retriedTestsReporter.ts'] : ['default'],
    projects: [
      ...(storiesAsked ? [storiesProject()] : []),
      {
        plugins: [react()],
        // Serves /mockServiceWorker.js for MSW in console tests.
        publicDir: 'console/public',
        // final-form: the kit's submissionErrors unit imports it through the kit's source.
        optimizeDeps: prebundledWorkspaces(['axe-core', 'final-form']),
        test: {
          name: 'screens',
          include: BROWSER_TESTS.shared,
          browser: browser(),
          setupFiles: ['console/src/test/reactDevCost.ts', 'console/src/test/setup.ts'],
          testTimeout: 120_000,
          retry: browserRetry,
          // One frame for every screen's test file, as for the stories: the app's modules and the screens' chunks load
          // once instead of once per file (docs/testing.md, "Two projects"). Each test starts clean (setup.ts: the
          // last render unmounted, the mock store, handlers, storage, toasts and confirmations reset; spies and
          // stubbed globals restored).
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
      {
        plugins: [react()],
        publicDir: 'console/public',
        // visx's axes are imported by a test of their own (ui-kit/src/components/Charts/TickLabel.test.tsx).
        optimizeDeps: prebundledWorkspaces(['axe-core', '@visx/axis', '@visx/scale']),
        test: {
          name: 'browser',
          include: BROWSER_TESTS.ownFrame,
          // The kit's visual baselines are Chromium's pixels (chromium.ts).
          browser: browser(undefined, chromiumLaunchOptions),
          setupFiles: ['console/src/test/reactDevCost.ts', 'console/src/test/setup.ts'],
          testTimeout: 120_000,
          retry: browserRetry,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts', 'scripts/**/*.test.ts', 'contract/src/**/*.test.ts', 'mocks/src/**/*.test.ts', 'conformance/**/*.test.ts'],
          environment: 'node',
          // One worker keeps its modules from file to file instead of loading them again for each of the 135 files
          // (vitest's "import" 56-62 s of a run). Each file opens its own database and server, and the server keeps
          // no module-level state per company (its caches are per database or per content). The whole project alone:
          // 365 -> 312 s, 438 -> 412 CPU-s (docs/performance.md, "The test suite").
          isolate: false,
          // The servers' log lines of the run are scanned for the secrets the tests used (server/test/support/logScan*.ts).
          globalSetup: ['server/test/support/logScanGlobalSetup.ts'],
          setupFiles: ['server/test/support/logScanSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          // The run's server logs are scanned for secrets at its end (e2e/harness/globalSetup.ts).
          globalSetup: ['e2e/harness/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
