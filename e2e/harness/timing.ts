/**
 * How long a walk waits for the screen to show something. Generous, because
 * the machine is shared with builds and other test runs; a walk that passes
 * never waits this long.
 */
export const UI_TIMEOUT_MS = 15_000;

/** For expect.poll, whose own default (1 s) is too short for a server round trip under load. */
export const POLL = { timeout: UI_TIMEOUT_MS, interval: 100 } as const;
