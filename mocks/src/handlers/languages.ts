/** languages/*: the product's languages and which ones a company enables. 'en' is always on. */
import { DEFAULT_LANGUAGE, type CompanyLanguage, type Language } from '@atoll/contract';
import { fail, notFound, ok } from '../http';
import { ADMIN, get, guarded, post, SIGNED_IN, type RouteInfo } from '../routes';
import { mockDb } from '../store';

/** Not a spec text: why 'en' cannot be switched off (the server's words). */
export const DEFAULT_LANGUAGE_MESSAGE = 'English is always enabled';

function enabledSet(companyId: number): Set<string> {
  let set = mockDb.enabledLanguages.get(companyId);
  if (!set) mockDb.enabledLanguages.set(companyId, (set = new Set([DEFAULT_LANGUAGE])));
  return set;
}

function asCompanyLanguage(language: Language, enabled: Set<string>): CompanyLanguage {
  return { ...language, enabled: language.code === DEFAULT_LANGUAGE || enabled.has(language.code) };
}

const toggle =
  (enable: boolean) =>
  ({ companyId, id }: RouteInfo) => {
    const language = mockDb.languages.find((l) => l.id === id());
    if (!language) return notFound();
    if (!enable && language.code === DEFAULT_LANGUAGE) {
      return fail(422, { message: DEFAULT_LANGUAGE_MESSAGE, errors: { language: [DEFAULT_LANGUAGE_MESSAGE] } });
    }
    const enabled = enabledSet(companyId);
    if (enable) enabled.add(language.code);
    else enabled.delete(language.code);
    return ok(asCompanyLanguage(language, enabled));
  };

export const languageHandlers = [
  ...guarded(SIGNED_IN, [
    get('languages/available', () => ok(mockDb.languages.map((l) => ({ ...l })))),
    get('languages', ({ companyId }) => {
      const enabled = enabledSet(companyId);
      return ok(mockDb.languages.map((l) => asCompanyLanguage(l, enabled)));
    }),
  ]),
  ...guarded(ADMIN, [post('languages/:id/enable', toggle(true)), post('languages/:id/disable', toggle(false))]),
];
