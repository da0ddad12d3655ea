/**
 * The console's reference lists under ui/: countries, days of the week, icons (the list and each
 * SVG) and the sign-up's domain check. Icon files are bytes: the status and type are compared.
 */
import { expect, it } from 'vitest';
import { DAYS_OF_WEEK, ICON_KEYS, ICON_SHAPES, MSG } from '@atoll/contract';
import { defineGroup, type Json, type RouteKey } from '../harness';
import { dataOf, errorsOf } from '../helpers';

const COVERS: RouteKey[] = ['GET ui/countries', 'GET ui/days-of-week', 'GET ui/icons', 'GET ui/icons/:file', 'POST ui/validate-company-username'];

export const ui = defineGroup(COVERS, (api, who) => {
  it('countries: public, by name, alpha-3 codes with English names', async () => {
    const countries = dataOf(await api.call('GET', 'ui/countries'));
    expect(countries).toContainEqual({ alpha3: 'MDV', value: 'Maldives' });
    expect(countries).toContainEqual({ alpha3: 'DEU', value: 'Germany' });
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.every((c: Json) => /^[A-Z]{3}$/.test(c.alpha3) && typeof c.value === 'string')).toBe(true);
    expect(countries.map((c: Json) => c.value)).toEqual([...countries.map((c: Json) => c.value)].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('days of the week and icons for signed-in users; each icon file public, unknown ones 404', async () => {
    const token = who().staffA;
    expect((await api.call('GET', 'ui/days-of-week')).status).toBe(401);
    const days = dataOf(await api.call('GET', 'ui/days-of-week', { token }));
    expect(days).toEqual(DAYS_OF_WEEK.map((d) => ({ value: d.value, label: d.label })));
    expect(days[0]).toEqual({ value: 1, label: 'Sunday' });
    expect((await api.call('GET', 'ui/icons')).status).toBe(401);
    const icons = dataOf(await api.call('GET', 'ui/icons', { token }));
    expect(icons.map((i: Json) => i.key)).toEqual(ICON_KEYS);
    expect(icons[0]).toEqual({ key: ICON_KEYS[0], name: ICON_SHAPES[ICON_KEYS[0]].name, url: expect.stringMatching(new RegExp(`/ui/icons/${ICON_KEYS[0]}\\.svg$`)) });
    const file = icons[0].url.slice(icons[0].url.indexOf('ui/icons/'));
    const svg = await api.call('GET', file);
    expect(svg.status).toBe(200);
    expect(String(svg.body)).toContain('<svg');
    expect((await api.call('GET', 'ui/icons/no-such-icon.svg')).status).toBe(404);
  });

  it('validate-company-username: a free domain is available; a taken or reserved one, a bad format or none answer the contract texts', async () => {
    const check = (username: string) => api.call('POST', 'ui/validate-company-username', { body: { username } });
    expect(dataOf(await check('conf-free-domain'))).toEqual({ username: 'conf-free-domain', available: true });
    for (const domain of [who().domainA, 'www', 'api', 'admin', 'app']) {
      expect(errorsOf(await check(domain)), domain).toEqual({ username: [MSG.domainTaken(domain)] });
    }
    expect(errorsOf(await check('Bad Domain!'))).toEqual({ username: ['Use lowercase letters, digits and single hyphens only'] });
    expect(errorsOf(await api.call('POST', 'ui/validate-company-username', { body: {} }))).toEqual({ username: [MSG.fieldRequired] });
  });
});
