/**
 * Public helpers of the sign-up wizard (domain check, country list) and the reference
 * lists of the content forms: GET icons (session), GET icons/{key}.svg (public: an
 * <img> sends no token; cached), GET days-of-week (session); related-types and
 * related-object/{type} are in related.ts.
 */
import { Hono } from 'hono';
import { DAYS_OF_WEEK, ICON_KEYS, ICON_SHAPES, MSG, iconSvg, iconUrl, isIconKey, validateDomainSchema, type Choice, type Country, type Icon } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../../deps';
import { requireAuth } from '../../http/auth';
import { notFound, validationError } from '../../http/errors';
import { body } from '../../http/validate';
import { isDomainAvailable } from '../../services/domains';
import { countries } from '../../onFirstUse';
import { uiAnalyticsRoutes } from './analytics';
import { uiRelatedRoutes } from './related';


let countryList: Country[] | undefined;
function listCountries(): Country[] {
  countryList ??= Object.entries(countries().getNames('en', { select: 'official' }))
    .map(([alpha2, value]) => ({ alpha3: countries().alpha2ToAlpha3(alpha2) ?? '', value }))
    .filter((country) => country.alpha3 !== '')
    .sort((a, b) => a.value.localeCompare(b.value, 'en'));
  return countryList;
}

/** An ISO 3166-1 alpha-3 code of the country list (any case). */
export const isCountryCode = (code: string) => countries().isValid(code.toUpperCase()) && code.length === 3;

export function uiRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post('/validate-company-username', async (c) => {
    // The schema reuses a field of the sign-up schema, whose inferred type is lost.
    const { username } = (await body(c, validateDomainSchema)) as { username: string };
    if (!(await isDomainAvailable(deps.db, username))) throw validationError({ username: [MSG.domainTaken(username)] });
    return c.json({ data: { username, available: true } });
  });

  app.get('/countries', (c) => c.json({ data: listCountries() }));

  const icons: Icon[] = ICON_KEYS.map((key) => ({ key, name: ICON_SHAPES[key].name, url: iconUrl(key) }));
  app.get('/icons', requireAuth(deps.db), (c) => c.json({ data: icons }));

  app.get('/icons/:file', (c) => {
    const match = /^([a-z0-9-]+)\.svg$/.exec(c.req.param('file'));
    if (!match || !isIconKey(match[1])) throw notFound();
    return c.body(iconSvg(match[1]), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // Keys never change shape within a release; a day keeps edits visible soon enough.
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  const days: Choice<number>[] = DAYS_OF_WEEK.map((d) => ({ value: d.value, label: d.label }));
  app.get('/days-of-week', requireAuth(deps.db), (c) => c.json({ data: days }));

  app.route('/analytics', uiAnalyticsRoutes(deps));
  app.route('/', uiRelatedRoutes(deps));

  return app;
}
