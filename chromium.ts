/**
 * Debian's Chromium, for every browser test (vitest browser projects, the e2e walks,
 * benchmarks): browsers cannot be downloaded on these machines. The flags keep a
 * headless Chromium from reaching outside hosts.
 *
 * Two builds of the same Chromium (one Debian source, one version):
 * - `chromium` (CHROMIUM_PATH), the browser people run: the kit's visual baselines were taken with it and are
 *   compared against it, and the benchmarks, Lighthouse and the screenshot scripts measure it;
 * - `chromium-headless-shell` (CHROMIUM_SHELL_PATH), the headless-only build Playwright itself runs headless tests
 *   in: the same Blink and V8 without the desktop browser around them. The stories, the screens' tests and the e2e
 *   walks run in it: 10-15 % less CPU for the same tests (docs/performance.md, "3 December, stop 46"). It draws text
 *   a little differently (about 1 % of a baseline's pixels), which only the visual baselines look at.
 * Where the shell is not installed, every test runs in `chromium`.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_SHELL_PATH = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** For tests that compare no pixels: the headless shell when it is installed (above). */
export const testChromiumLaunchOptions = { executablePath: existsSync(CHROMIUM_SHELL_PATH) ? CHROMIUM_SHELL_PATH : CHROMIUM_PATH, args: CHROMIUM_ARGS };
