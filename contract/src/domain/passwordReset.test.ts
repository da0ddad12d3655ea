/**
 * 'Forgot password?' is throttled like login (ADR 0032) but under keys of its own, so resets never use up a user's
 * login tries and failed logins never block a reset.
 */
import { describe, expect, it } from 'vitest';
import { loginThrottleKeys } from './loginThrottle';
import { passwordResetThrottleKeys } from './passwordReset';

describe('passwordResetThrottleKeys', () => {
  it('names the pair, the account (domain and username, case-folded) and the address, under "reset"', () => {
    expect(passwordResetThrottleKeys(' Sunset ', 'Ana ', '10.0.0.1')).toEqual({
      pair: 'reset\npair\nsunset\nana\n10.0.0.1',
      account: 'reset\naccount\nsunset\nana',
      address: 'reset\naddress\n10.0.0.1',
    });
  });

  it('shares no key with the login of the same account from the same address', () => {
    const reset = Object.values(passwordResetThrottleKeys('sunset', 'ana', '10.0.0.1'));
    const login = Object.values(loginThrottleKeys('sunset', 'ana', '10.0.0.1'));
    expect(reset.filter((key) => login.includes(key))).toEqual([]);
  });
});
