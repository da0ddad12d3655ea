/**
 * The languages the product offers (GET languages/available): the same rows,
 * ids and order as the server's seed (server/drizzle/0001_seed_languages.sql).
 */
import type { Language } from '@atoll/contract';

const ROWS: Array<[code: string, name: string, nameEnglish: string]> = [
  ['en', 'English', 'English'],
  ['ar', 'العربية', 'Arabic'],
  ['zh', '中文', 'Chinese'],
  ['ru', 'Русский', 'Russian'],
  ['de', 'Deutsch', 'German'],
  ['fr', 'Français', 'French'],
  ['it', 'Italiano', 'Italian'],
  ['es', 'Español', 'Spanish'],
  ['ja', '日本語', 'Japanese'],
  ['ko', '한국어', 'Korean'],
  ['hi', 'हिन्दी', 'Hindi'],
  ['dv', 'ދިވެހި', 'Dhivehi'],
];

export const LANGUAGE_CATALOGUE: readonly Language[] = ROWS.map(([code, name, name_english], index) => ({
  id: index + 1,
  code,
  name,
  name_english,
  sort_order: index + 1,
}));
