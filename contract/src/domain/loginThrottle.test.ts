/**
 * Login throttling's production defaults (ADR 0032) and its decisions with them. The server tests run with the
 * same defaults only where a test does not override them, so a mutant of LOGIN_THROTTLE itself (the spot check of
 * issue 23: the production default changed, uncaught) is killed here, without a server.
 */
import { describe, expect, it } from 'vitest';
import { addFailure, currentFailures, LOGIN_THROTTLE, loginGate, loginThrottleKeys, pairDelayMs, type FailureCount } from './loginThrottle';

const MINUTE = 60_000;
const NOW = Date.parse('2026-11-23T12:00:00Z');
const count = (failures: number, ageMs = 0, lastAgoMs = 0): FailureCount => ({ failures, windowStart: NOW - ageMs, lastFailure: NOW - lastAgoMs });

describe('the production defaults (ADR 0032)', () => {
  it('are the ADR’s figures', () => {
    expect(LOGIN_THROTTLE).toEqual({
      windowMs: 15 * MINUTE,
      pairFreeFailures: 5,
      pairFirstDelayMs: 2_000,
      pairMaxDelayMs: 5 * MINUTE,
      accountChallengeAfter: 10,
      addressChallengeAfter: 30,
    });
  });

  it('a pair waits from its 5th failure: 2 s, doubling, at most 5 min', () => {
    expect(pairDelayMs(0)).toBe(0);
    expect(pairDelayMs(4)).toBe(0);
    expect(pairDelayMs(5)).toBe(2_000);
    expect(pairDelayMs(6)).toBe(4_000);
    expect(pairDelayMs(12)).toBe(256_000);
    expect(pairDelayMs(13)).toBe(5 * MINUTE);
    expect(pairDelayMs(1_000)).toBe(5 * MINUTE);
  });

  it('failures are forgotten 15 minutes after the window opened', () => {
    expect(currentFailures(undefined, NOW)).toBe(0);
    expect(currentFailures(count(3, 15 * MINUTE - 1), NOW)).toBe(3);
    expect(currentFailures(count(3, 15 * MINUTE), NOW)).toBe(0);
    expect(addFailure(count(3, 15 * MINUTE), NOW)).toEqual({ failures: 1, windowStart: NOW, lastFailure: NOW });
    expect(addFailure(count(3, MINUTE), NOW)).toEqual({ failures: 4, windowStart: NOW - MINUTE, lastFailure: NOW });
    expect(addFailure(undefined, NOW)).toEqual({ failures: 1, windowStart: NOW, lastFailure: NOW });
  });
});

describe('loginGate with the defaults', () => {
  it('4 failures of a pair: no wait; 5: 2 s after the last, rounded up to whole seconds, then nothing', () => {
    expect(loginGate({ pair: count(4) }, NOW)).toEqual({ retryAfterSeconds: 0, challenge: false });
    expect(loginGate({ pair: count(5) }, NOW)).toEqual({ retryAfterSeconds: 2, challenge: false });
    expect(loginGate({ pair: count(5, 1_500, 1_500) }, NOW)).toEqual({ retryAfterSeconds: 1, challenge: false });
    expect(loginGate({ pair: count(5, 2_000, 2_000) }, NOW)).toEqual({ retryAfterSeconds: 0, challenge: false });
    expect(loginGate({ pair: count(14, MINUTE, 0) }, NOW).retryAfterSeconds).toBe(300);
    // The window has passed: the pair starts again.
    expect(loginGate({ pair: count(14, 15 * MINUTE, 0) }, NOW).retryAfterSeconds).toBe(0);
  });

  it('the account needs a challenge from its 10th failure, the address from its 30th', () => {
    expect(loginGate({ account: count(9) }, NOW).challenge).toBe(false);
    expect(loginGate({ account: count(10) }, NOW).challenge).toBe(true);
    expect(loginGate({ account: count(10, 15 * MINUTE) }, NOW).challenge).toBe(false);
    expect(loginGate({ address: count(29) }, NOW).challenge).toBe(false);
    expect(loginGate({ address: count(30) }, NOW).challenge).toBe(true);
    expect(loginGate({}, NOW)).toEqual({ retryAfterSeconds: 0, challenge: false });
  });

  it('keys: the account is case-folded and trimmed; the pair joins it with the address', () => {
    expect(loginThrottleKeys(' Sea-Resort ', ' Owner', '10.0.0.1')).toEqual({
      pair: 'pair\nsea-resort\nowner\n10.0.0.1',
      account: 'account\nsea-resort\nowner',
      address: 'address\n10.0.0.1',
    });
  });
});
