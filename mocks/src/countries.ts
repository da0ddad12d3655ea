/** GET ui/countries: ISO 3166 countries by alpha-3 code with English names, sorted by name. */
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import type { Country } from '@atoll/contract';

countries.registerLocale(english);

let cache: Country[] | undefined;

export function countryList(): Country[] {
  cache ??= Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([alpha2, value]) => ({ alpha3: countries.alpha2ToAlpha3(alpha2) ?? alpha2, value }))
    .sort((a, b) => a.value.localeCompare(b.value, 'en'));
  return cache.map((c) => ({ ...c }));
}
