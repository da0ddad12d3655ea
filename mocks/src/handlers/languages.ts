/** languages/*: the product's languages and which ones a company enables. 'en' is always on. */
import { http } from 'msw';
import { DEFAULT_LANGUAGE, type CompanyLanguage, type Language } from '@atoll/contract';
import { apiPath, fail, notFound, numericId, ok, withErrors } from '../http';
import { authenticate, authorizeAdmin } from '../session';
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

function toggle(enable: boolean) {
  return withErrors(({ request, params }) => {
    const { company } = authorizeAdmin(request);
    const language = mockDb.languages.find((l) => l.id === numericId(params.id));
    if (!language) return notFound();
    if (!enable && language.code === DEFAULT_LANGUAGE) {
      return fail(422, { message: DEFAULT_LANGUAGE_MESSAGE, errors: { language: [DEFAULT_LANGUAGE_MESSAGE] } });
    }
    const enabled = enabledSet(company.id);
    if (enable) enabled.add(language.code);
    else enabled.delete(language.code);
    return ok(asCompanyLanguage(language, enabled));
  });
}

export const languageHandlers = [
  http.get(apiPath('languages/available'), withErrors(({ request }) => {
    authenticate(request);
    return ok(mockDb.languages.map((l) => ({ ...l })));
  })),

  http.get(apiPath('languages'), withErrors(({ request }) => {
    const { company } = authenticate(request);
    const enabled = enabledSet(company.id);
    return ok(mockDb.languages.map((l) => asCompanyLanguage(l, enabled)));
  })),

  http.post(apiPath('languages/:id/enable'), toggle(true)),
  http.post(apiPath('languages/:id/disable'), toggle(false)),
];
