/**
 * Sign-up's checks that follow the body's schema and come before the domain and the captcha (so a
 * typo never burns a solved captcha), in one order for the server and the mocks: the time zone
 * (timeZone.ts), then the country (whether the country list knows it is each backend's lookup).
 */
import { API_TEXT } from '../apiTexts';
import { ruleField } from './rules';
import { signupTimeZone } from './timeZone';

/** The company's time zone from the body; 422 on `settings.timezone` or `company.country3` with the catalogue's text. */
export function signupChecks(input: { settings?: { timezone?: string | null } | null }, refs: { knownCountry: boolean }): { timezone: string } {
  const timezone = signupTimeZone(input.settings?.timezone);
  if (!refs.knownCountry) throw ruleField('company.country3', API_TEXT.unknownCountry);
  return { timezone };
}
