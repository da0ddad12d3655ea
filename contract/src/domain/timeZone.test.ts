/**
 * Sign-up's time zone (spec section 9: default Indian/Maldives): an IANA zone Intl knows, trimmed; empty means the
 * default; anything else is a 422 on `settings.timezone`, the same for the server and the mocks.
 */
import { describe, expect, it } from 'vitest';
import { API_TEXT } from '../apiTexts';
import { DEFAULT_TIMEZONE } from '../constants';
import { broken } from './brokenRule.testing';
import { isTimeZone, signupTimeZone } from './timeZone';

const refusal = (fn: () => unknown) => {
  const error = broken(fn);
  return { status: error.status, errors: error.errors, bodyMessage: error.bodyMessage };
};
const unknownZone = { status: 422, errors: { 'settings.timezone': [API_TEXT.unknownTimeZone] }, bodyMessage: undefined };

describe('isTimeZone', () => {
  it('knows the IANA zones Intl knows, the default among them', () => {
    expect(isTimeZone(DEFAULT_TIMEZONE)).toBe(true);
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
  });

  it('does not know made-up names, an empty name or one with spaces around it', () => {
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(' Europe/Paris ')).toBe(false);
  });
});

describe('signupTimeZone', () => {
  it('is the default when none is sent, or only blanks', () => {
    expect(signupTimeZone(undefined)).toBe(DEFAULT_TIMEZONE);
    expect(signupTimeZone(null)).toBe(DEFAULT_TIMEZONE);
    expect(signupTimeZone('')).toBe(DEFAULT_TIMEZONE);
    expect(signupTimeZone('   ')).toBe(DEFAULT_TIMEZONE);
  });

  it('is the zone sent, trimmed', () => {
    expect(signupTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(signupTimeZone('  Asia/Tokyo ')).toBe('Asia/Tokyo');
  });

  it('refuses a zone Intl does not know: 422 on settings.timezone with the catalogue text', () => {
    expect(refusal(() => signupTimeZone('Mars/Olympus'))).toEqual(unknownZone);
    expect(refusal(() => signupTimeZone(' Atlantis '))).toEqual(unknownZone);
  });
});
