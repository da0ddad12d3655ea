/** Public helpers of the sign-up wizard: domain check and the country list. */
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import countries from 'i18n-iso-countries';
import { MSG, validateDomainSchema, type Country } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { validationError } from '../http/errors';
import { body } from '../http/validate';
import { isDomainAvailable } from '../services/domains';

// JSON through require: works the same under tsx, vitest and the esbuild bundle.
const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

let countryList: Country[] | undefined;
function listCountries(): Country[] {
  countryList ??= Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([alpha2, value]) => ({ alpha3: countries.alpha2ToAlpha3(alpha2) ?? '', value }))
    .filter((country) => country.alpha3 !== '')
    .sort((a, b) => a.value.localeCompare(b.value, 'en'));
  return countryList;
}

/** An ISO 3166-1 alpha-3 code of the country list (any case). */
export const isCountryCode = (code: string) => countries.isValid(code.toUpperCase()) && code.length === 3;

export function uiRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post('/validate-company-username', async (c) => {
    // The schema reuses a field of the sign-up schema, whose inferred type is lost.
    const { username } = (await body(c, validateDomainSchema)) as { username: string };
    if (!(await isDomainAvailable(deps.db, username))) throw validationError({ username: [MSG.domainTaken(username)] });
    return c.json({ data: { username, available: true } });
  });

  app.get('/countries', (c) => c.json({ data: listCountries() }));

  return app;
}
