/**
 * Translatable text (section 3): on the wire and in the database a list of
 * `{ language_code, text }`; edited as a map from code to text. 'en' is always
 * present and cannot be removed.
 */
import { DEFAULT_LANGUAGE } from './constants';

export interface Translation {
  language_code: string;
  text: string;
}

/** What /api/v1 sends and returns for every translatable field. */
export type Translatable = Translation[];

/** How a TranslatableField edits it: language code → text. */
export type TranslationMap = Record<string, string>;

/** List → map. Missing or null gives `{ en: '' }`, so 'en' is always there. */
export function toTranslationMap(list: Translatable | null | undefined): TranslationMap {
  const map: TranslationMap = { [DEFAULT_LANGUAGE]: '' };
  for (const t of list ?? []) map[t.language_code] = t.text;
  return map;
}

/**
 * Map → list, 'en' first, then the other codes in the order given. Empty texts
 * other than 'en' are dropped: an empty translation is a missing one.
 */
export function toTranslations(map: TranslationMap | null | undefined): Translatable {
  const out: Translatable = [{ language_code: DEFAULT_LANGUAGE, text: map?.[DEFAULT_LANGUAGE] ?? '' }];
  for (const [code, text] of Object.entries(map ?? {})) {
    if (code !== DEFAULT_LANGUAGE && text.trim() !== '') out.push({ language_code: code, text });
  }
  return out;
}

/** The text in `code`, else in 'en', else the first non-empty one, else ''. */
export function translationText(list: Translatable | null | undefined, code: string = DEFAULT_LANGUAGE): string {
  const items = list ?? [];
  const pick = (c: string) => items.find((t) => t.language_code === c && t.text.trim() !== '')?.text;
  return pick(code) ?? pick(DEFAULT_LANGUAGE) ?? items.find((t) => t.text.trim() !== '')?.text ?? '';
}

/** The enabled language codes that have no text in `list` (the completeness indicator). */
export function missingLanguages(list: Translatable | TranslationMap | null | undefined, enabledCodes: readonly string[]): string[] {
  const map = Array.isArray(list) ? toTranslationMap(list) : (list ?? {});
  return enabledCodes.filter((code) => !(map[code] ?? '').trim());
}

/** A one-language value, e.g. for seeds and tests: `en('Pool')`. */
export const en = (text: string): Translatable => [{ language_code: DEFAULT_LANGUAGE, text }];

/** Plain text of a rich-text (HTML) value: for card excerpts and selectors. */
export function stripTags(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
