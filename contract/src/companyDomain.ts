import { RANDOM_PASSWORD_ALPHABET, RANDOM_PASSWORD_LENGTH } from './constants';

/**
 * The company domain derived from its name (section 5): lowercased, spaces to
 * hyphens, non-word characters removed, repeated hyphens collapsed, leading and
 * trailing hyphens trimmed.
 */
export function deriveDomain(companyName: string): string {
  return companyName
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Random 12-character passwords (Set Password). Uses Web Crypto, present in browsers and Node. */
export function generatePassword(length: number = RANDOM_PASSWORD_LENGTH): string {
  const bytes = new Uint32Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (n) => RANDOM_PASSWORD_ALPHABET[n % RANDOM_PASSWORD_ALPHABET.length]).join('');
}
