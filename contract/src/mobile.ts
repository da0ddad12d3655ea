/**
 * Mobile numbers of a Maldivian company (spec sections 4 and 9): the +960 prefix is shown beside the
 * field and sent with the number, for the owner at sign-up and for every staff user alike.
 */
import { DEFAULT_COUNTRY, MDV_MOBILE_PREFIX } from './constants';

/** The prefix a company's mobile fields show, or undefined when its country has none. */
export function mobilePrefixOf(country3: string | undefined): string | undefined {
  return country3?.toUpperCase() === DEFAULT_COUNTRY ? MDV_MOBILE_PREFIX : undefined;
}

/** What is stored: the typed number with the company's prefix, unless it already has a country code. */
export function mobileWithPrefix(mobile: string | null | undefined, country3: string | undefined): string {
  const number = (mobile ?? '').trim();
  const prefix = mobilePrefixOf(country3);
  if (!prefix || !number || number.startsWith('+')) return number;
  return `${prefix} ${number}`;
}

/** What the field shows beside the prefix: the stored number without it. */
export function mobileWithoutPrefix(mobile: string | null | undefined, country3: string | undefined): string {
  const number = (mobile ?? '').trim();
  const prefix = mobilePrefixOf(country3);
  return prefix && number.startsWith(prefix) ? number.slice(prefix.length).trim() : number;
}
