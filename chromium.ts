/**
 * Debian's Chromium, for every browser test (vitest browser projects, the e2e walks,
 * benchmarks): browsers cannot be downloaded on these machines. The flags keep a
 * headless Chromium from reaching outside hosts.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
