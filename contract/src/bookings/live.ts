/**
 * What the shell shows of the front desk's requests on every page (issue 18): the live count's texts and the
 * opt-in alert's. A module of its own, apart from screen.ts, so the logged-in frame does not carry the Requests
 * screens' texts: a module the shell and the screens share lands in the shell's chunk whole.
 */

/** The live queue's timings, which the shell reads on every page (BOOKING_LIMITS repeats them for the server). */
export const LIVE_QUEUE = {
  /** How often the console refreshes the requests when the live stream is down (ms). */
  pollMs: 10_000,
  /** The live stream's heartbeat (ms). */
  heartbeatMs: 15_000,
  /**
   * The shortest reconnect delay a stream's `retry:` hint is taken at (ms): the server ends its streams with
   * one on shutdown (1 s); a hint of 0 must not make every console hammer the next instance.
   */
  minRetryHintMs: 250,
} as const;

/**
 * The live count of requests (issue 18): the menu's and the tabs' badges and the page title. Apart from
 * REQUESTS_TEXT because the shell shows them on every page and loads nothing else of the Requests texts.
 */
export const LIVE_REQUESTS_TEXT = {
  /** The New badge's name, and what the polite live region says when requests arrive. */
  newRequests: (count: number) => (count === 1 ? '1 new request' : `${count} new requests`),
  /** The Ongoing badge's name. */
  ongoingRequests: (count: number) => (count === 1 ? '1 ongoing request' : `${count} ongoing requests`),
  /** The page title with the New count before it: '(3) Requests · Atoll'. */
  titleWithCount: (count: number, title: string) => `(${count}) ${title}`,
} as const;

/**
 * The front desk's opt-in alert for New requests (issue 18): a short sound and a desktop notification, remembered
 * per device. Loaded with the Requests screen's control and, once switched on, with the alert itself.
 */
export const REQUEST_ALERTS_TEXT = {
  label: 'Sound and desktop alert for new requests',
  help: 'On this device only: a short sound and a notification when a new request arrives, on any screen.',
  notificationsDenied: 'Desktop notifications are blocked for this site, so only the sound plays. Allow them in the browser’s site settings.',
  notificationsUnavailable: 'This browser shows no desktop notifications, so only the sound plays.',
  soundUnavailable: 'This browser cannot play the sound.',
  notificationTitle: (count: number) => (count === 1 ? 'New request' : `${count} new requests`),
  notificationBody: 'Open Requests to answer it.',
} as const;
