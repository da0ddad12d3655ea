/**
 * Sign-up's rules (spec sections 2, 5 and 9): the time zone and the country checked before the domain and the
 * captcha, reserved domains, and the defaults a company starts with (currency $, time zone Indian/Maldives).
 */
import { describe, expect, it } from 'vitest';
import { API_TEXT } from '../apiTexts';
import { DEFAULT_CURRENCY, DEFAULT_TIMEZONE } from '../constants';
import { broken } from './brokenRule.testing';
import { RESERVED_DOMAINS, isReservedDomain, normalizeDomain, signupChecks, signupCurrency } from './signup';

const known = { knownCountry: true };
const unknown = { knownCountry: false };
const refusal = (fn: () => unknown) => {
  const error = broken(fn);
  return { status: error.status, errors: error.errors, bodyMessage: error.bodyMessage };
};

describe('signupChecks', () => {
  it("gives the company's time zone: the one sent, else the default", () => {
    expect(signupChecks({ settings: { timezone: ' Europe/Paris ' } }, known)).toEqual({ timezone: 'Europe/Paris' });
    expect(signupChecks({ settings: { timezone: null } }, known)).toEqual({ timezone: DEFAULT_TIMEZONE });
    expect(signupChecks({ settings: null }, known)).toEqual({ timezone: DEFAULT_TIMEZONE });
    expect(signupChecks({}, known)).toEqual({ timezone: DEFAULT_TIMEZONE });
  });

  it('refuses a country the list does not know: 422 on company.country3', () => {
    expect(refusal(() => signupChecks({}, unknown))).toEqual({
      status: 422,
      errors: { 'company.country3': [API_TEXT.unknownCountry] },
      bodyMessage: undefined,
    });
  });

  it('checks the time zone before the country', () => {
    expect(refusal(() => signupChecks({ settings: { timezone: 'Mars/Olympus' } }, unknown))).toEqual({
      status: 422,
      errors: { 'settings.timezone': [API_TEXT.unknownTimeZone] },
      bodyMessage: undefined,
    });
  });
});

describe('company domains', () => {
  it('are stored and compared trimmed and in lower case', () => {
    expect(normalizeDomain('  Sunset-Resort ')).toBe('sunset-resort');
    expect(normalizeDomain('sunset')).toBe('sunset');
  });

  it('keeps every reserved name for the product, however it is typed', () => {
    expect(RESERVED_DOMAINS).toEqual(expect.arrayContaining(['www', 'api', 'admin', 'console', 'guest', 'login', 'signup', 'atoll', 'localhost']));
    expect(RESERVED_DOMAINS).toHaveLength(29);
    for (const name of RESERVED_DOMAINS) {
      expect(isReservedDomain(name)).toBe(true);
      expect(isReservedDomain(` ${name.toUpperCase()} `)).toBe(true);
    }
  });

  it('leaves other names, even ones that contain a reserved name, to the companies', () => {
    expect(isReservedDomain('sunset-resort')).toBe(false);
    expect(isReservedDomain('apis')).toBe(false);
    expect(isReservedDomain('my-admin')).toBe(false);
    expect(isReservedDomain('')).toBe(false);
  });
});

describe('signupCurrency', () => {
  it('is the default when none is sent, or only blanks', () => {
    expect(signupCurrency(undefined)).toBe(DEFAULT_CURRENCY);
    expect(signupCurrency(null)).toBe(DEFAULT_CURRENCY);
    expect(signupCurrency('')).toBe(DEFAULT_CURRENCY);
    expect(signupCurrency('  ')).toBe(DEFAULT_CURRENCY);
  });

  it('is the symbol sent, trimmed', () => {
    expect(signupCurrency(' € ')).toBe('€');
    expect(signupCurrency('MVR')).toBe('MVR');
  });
});
