/**
 * Sign-up's checks that follow the body's schema and come before the domain and the captcha (so a
 * typo never burns a solved captcha), in one order for the server and the mocks: the time zone
 * (timeZone.ts), then the country (whether the country list knows it is each backend's lookup).
 */
import { API_TEXT } from '../apiTexts';
import { DEFAULT_CURRENCY } from '../constants';
import { ruleField } from './rules';
import { signupTimeZone } from './timeZone';

/** The company's time zone from the body; 422 on `settings.timezone` or `company.country3` with the catalogue's text. */
export function signupChecks(input: { settings?: { timezone?: string | null } | null }, refs: { knownCountry: boolean }): { timezone: string } {
  const timezone = signupTimeZone(input.settings?.timezone);
  if (!refs.knownCountry) throw ruleField('company.country3', API_TEXT.unknownCountry);
  return { timezone };
}

/** Domains no company may take: they name parts of the product. */
export const RESERVED_DOMAINS: readonly string[] = [
  'www', 'api', 'admin', 'app', 'apps', 'assets', 'static', 'console', 'guest', 'guests',
  'mail', 'email', 'smtp', 'ftp', 'help', 'support', 'status', 'docs', 'blog', 'login',
  'signup', 'auth', 'dashboard', 'root', 'system', 'atoll', 'test', 'demo', 'localhost',
];

/** A company domain as it is stored and compared: trimmed, lower case. */
export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase();
}

/** Whether a domain is kept for the product itself (taken whatever the companies). */
export function isReservedDomain(domain: string): boolean {
  return RESERVED_DOMAINS.includes(normalizeDomain(domain));
}

/** The company's currency symbol from a sign-up: the one sent (trimmed) or the default. */
export function signupCurrency(sent: string | null | undefined): string {
  return sent?.trim() || DEFAULT_CURRENCY;
}
