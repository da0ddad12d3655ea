import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from './chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));


/**
 * In CI a browser test that fails is run once more before the run fails: a test that fails twice
 * is reported as failed, one that passes on its second try is listed as flaky in the report.
 * Focus and timing under a loaded two-core runner are the usual cause; locally nothing is retried.
 */
const browserRetry = process.env.CI ? 1 : 0;

/** A fresh object per project: vitest names each project's browser instances in place. */
const browser = () => ({
  enabled: true,
  headless: true,
  // Failure screenshots would land beside the visual baselines in __screenshots__ and get committed by mistake.
  screenshotFailures: false,
  provider: playwright({ launchOptions: chromiumLaunchOptions }),
  instances: [{ browser: 'chromium' as const, viewport: { width: 1280, height: 800 } }],
});

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: browser(),
          testTimeout: 30_000,
          retry: browserRetry,
        },
      },
      {
        plugins: [react()],
        // Serves /mockServiceWorker.js for MSW in console tests.
        publicDir: 'console/public',
        test: {
          name: 'browser',
          include: ['console/src/**/*.test.{ts,tsx}', 'ui-kit/src/**/*.test.{ts,tsx}'],
          browser: browser(),
          setupFiles: ['console/src/test/setup.ts'],
          testTimeout: 30_000,
          retry: browserRetry,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts', 'scripts/**/*.test.ts', 'contract/src/**/*.test.ts', 'mocks/src/**/*.test.ts', 'conformance/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
