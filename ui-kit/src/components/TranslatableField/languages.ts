import { DEFAULT_LANGUAGE } from '@atoll/contract';

/** A language the company has enabled, as the field offers it. */
export interface FieldLanguage {
  /** Language code, e.g. 'en', 'dv'. */
  code: string;
  /** Name shown to the user, e.g. 'Dhivehi'. */
  name: string;
}

const ENGLISH: FieldLanguage = { code: DEFAULT_LANGUAGE, name: 'English' };

/**
 * The languages a field offers: 'en' first and always there (even when the
 * caller's list lacks it), then the others in the caller's order, each once.
 */
export function fieldLanguages(languages: readonly FieldLanguage[]): FieldLanguage[] {
  const english = languages.find((l) => l.code === DEFAULT_LANGUAGE) ?? ENGLISH;
  const seen = new Set([DEFAULT_LANGUAGE]);
  const others = languages.filter((l) => !seen.has(l.code) && seen.add(l.code) !== undefined);
  return [english, ...others];
}

/** Names of `codes`, in the order of `languages`. */
export function languageNames(codes: readonly string[], languages: readonly FieldLanguage[]): string[] {
  return codes.map((code) => languages.find((l) => l.code === code)?.name ?? code);
}
