/**
 * 'Forgot password?' is throttled as login is (ADR 0032), under keys of its own: every request counts
 * (whether the account exists must not show), a client asking too often for one account waits, and
 * many requests for one account or from one address need a solved challenge. `loginGate` decides.
 */
import { loginThrottleKeys, type LoginThrottleKeys } from './loginThrottle';

/** The keys of one reset request: the login's keys, apart from them so neither uses up the other. */
export function passwordResetThrottleKeys(company: string, identifier: string, address: string): LoginThrottleKeys {
  const keys = loginThrottleKeys(company, identifier, address);
  return { pair: `reset\n${keys.pair}`, account: `reset\n${keys.account}`, address: `reset\n${keys.address}` };
}
