/**
 * Login throttling (ADR 0032): stop password guessing without letting anyone lock a user out.
 *
 * Failures are counted under three keys, each in a fixed window:
 * - the pair (account + client address): after a few free failures each further try from that client
 *   waits, doubling up to a cap. Only the client that typed the wrong passwords is slowed; the same
 *   account from another address, and other accounts from the same address, are not.
 * - the account (from any address): past a threshold every login of that account needs a solved
 *   proof-of-work challenge. Guessing from many addresses gets expensive; the real user solves one
 *   challenge (a second of their browser's time) and logs in. Nobody is refused outright.
 * - the address (any account): past a higher threshold logins from it need the challenge too, so one
 *   address cannot sweep many accounts. A hotel's shared address is slowed by a challenge, not blocked.
 * A good login clears all three of its keys. The storage (a database table on the server, memory in the
 * mocks) is each backend's; the decisions are here.
 */

export const LOGIN_THROTTLE = {
  /** Failures older than this are forgotten. */
  windowMs: 15 * 60 * 1000,
  /** Failures of one account from one address before tries start to wait. */
  pairFreeFailures: 5,
  /** The first wait after the free failures, doubling with each further failure. */
  pairFirstDelayMs: 2_000,
  /** The longest wait between tries of one pair. */
  pairMaxDelayMs: 5 * 60 * 1000,
  /** Failures of one account (any address) after which its logins need a solved challenge. */
  accountChallengeAfter: 10,
  /** Failures from one address (any account) after which its logins need a solved challenge. */
  addressChallengeAfter: 30,
} as const;

export type LoginThrottleRules = { [K in keyof typeof LOGIN_THROTTLE]: number };

/** What is remembered per key: failures in the current window and when the last one happened. */
export interface FailureCount {
  failures: number;
  /** Epoch milliseconds of the window's first failure. */
  windowStart: number;
  /** Epoch milliseconds of the last failure. */
  lastFailure: number;
}

export interface LoginThrottleKeys {
  pair: string;
  account: string;
  address: string;
}

/** The keys of one login attempt. The account is the company domain and username, both case-folded. */
export function loginThrottleKeys(company: string, username: string, address: string): LoginThrottleKeys {
  const account = `${company.trim().toLowerCase()}\n${username.trim().toLowerCase()}`;
  return { pair: `pair\n${account}\n${address}`, account: `account\n${account}`, address: `address\n${address}` };
}

/** The count as it stands at `now`: none once its window has passed. */
export function currentFailures(count: FailureCount | undefined, now: number, rules: LoginThrottleRules = LOGIN_THROTTLE): number {
  if (!count || count.windowStart <= now - rules.windowMs) return 0;
  return count.failures;
}

/** The count after one more failure at `now` (a new window when the old one has passed). */
export function addFailure(count: FailureCount | undefined, now: number, rules: LoginThrottleRules = LOGIN_THROTTLE): FailureCount {
  const failures = currentFailures(count, now, rules);
  return failures === 0 ? { failures: 1, windowStart: now, lastFailure: now } : { failures: failures + 1, windowStart: count!.windowStart, lastFailure: now };
}

/** How long a pair with this many failures waits after its last one. */
export function pairDelayMs(failures: number, rules: LoginThrottleRules = LOGIN_THROTTLE): number {
  if (failures < rules.pairFreeFailures) return 0;
  const doublings = Math.min(failures - rules.pairFreeFailures, 30);
  return Math.min(rules.pairMaxDelayMs, rules.pairFirstDelayMs * 2 ** doublings);
}

export interface LoginGate {
  /** Seconds before this client may try this account again; 0 when it may now. */
  retryAfterSeconds: number;
  /** The attempt must carry a solved challenge (`captcha`). */
  challenge: boolean;
}

/** What an attempt must wait for or bring, given the counts under its keys. */
export function loginGate(
  counts: Partial<Record<keyof LoginThrottleKeys, FailureCount>>,
  now: number,
  rules: LoginThrottleRules = LOGIN_THROTTLE,
): LoginGate {
  const pair = currentFailures(counts.pair, now, rules);
  const waitUntil = pair > 0 ? counts.pair!.lastFailure + pairDelayMs(pair, rules) : 0;
  const retryAfterSeconds = waitUntil > now ? Math.ceil((waitUntil - now) / 1000) : 0;
  const challenge =
    currentFailures(counts.account, now, rules) >= rules.accountChallengeAfter ||
    currentFailures(counts.address, now, rules) >= rules.addressChallengeAfter;
  return { retryAfterSeconds, challenge };
}
