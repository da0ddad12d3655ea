/** The languages the product offers (GET languages/available). 'en' first: it is always enabled. */
import type { Language } from '@atoll/contract';

const ROWS: Array<[code: string, name: string, nameEnglish: string]> = [
  ['en', 'English', 'English'],
  ['ar', 'العربية', 'Arabic'],
  ['zh', '中文', 'Chinese'],
  ['de', 'Deutsch', 'German'],
  ['dv', 'ދިވެހި', 'Dhivehi'],
  ['es', 'Español', 'Spanish'],
  ['fr', 'Français', 'French'],
  ['hi', 'हिन्दी', 'Hindi'],
  ['it', 'Italiano', 'Italian'],
  ['ja', '日本語', 'Japanese'],
  ['ko', '한국어', 'Korean'],
  ['ru', 'Русский', 'Russian'],
];

export const LANGUAGE_CATALOGUE: readonly Language[] = ROWS.map(([code, name, name_english], index) => ({
  id: index + 1,
  code,
  name,
  name_english,
  sort_order: index + 1,
}));
