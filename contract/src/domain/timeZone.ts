/**
 * Time zones (sign-up's `settings.timezone`): one check for the server and the mocks. A zone is
 * known when Intl knows it (IANA names such as 'Indian/Maldives'); an empty one means the default.
 */
import { API_TEXT } from '../apiTexts';
import { DEFAULT_TIMEZONE } from '../constants';
import { ruleField } from './rules';

/** Whether Intl (and so every date the company sees) knows `value` as a time zone. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The company's time zone from a sign-up: the one sent (trimmed) or the default; 422 on `settings.timezone` when unknown. */
export function signupTimeZone(sent: string | null | undefined): string {
  const timezone = sent?.trim() || DEFAULT_TIMEZONE;
  if (!isTimeZone(timezone)) throw ruleField('settings.timezone', API_TEXT.unknownTimeZone);
  return timezone;
}
