/**
 * The console's reference lists under ui/: countries, days of the week, icons (the list and each
 * SVG) and the sign-up's domain check. Icon files are bytes: the status and type are compared.
 */
import { expect, it } from 'vitest';
import { MSG } from '@atoll/contract';
import { defineGroup, type Json, type RouteKey } from '../harness';
import { dataOf, errorsOf } from '../helpers';

const COVERS: RouteKey[] = ['GET ui/countries', 'GET ui/days-of-week', 'GET ui/icons', 'GET ui/icons/:file', 'POST ui/validate-company-username'];

export const ui = defineGroup(COVERS, (api, who) => {
  it('countries: public, by name, alpha-3 codes with English names', async () => {
    const countries = dataOf(await api.call('GET', 'ui/countries'));
    expect(countries).toContainEqual({ alpha3: 'MDV', value: 'Maldives' });
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.every((c: Json) => /^[A-Z]{3}$/.test(c.alpha3) && typeof c.value === 'string')).toBe(true);
    expect(countries.map((c: Json) => c.value)).toEqual([...countries.map((c: Json) => c.value)].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('days of the week and icons for signed-in users; each icon file public, unknown ones 404', async () => {
    const token = who().staffA;
    expect((await api.call('GET', 'ui/days-of-week')).status).toBe(401);
    const days = dataOf(await api.call('GET', 'ui/days-of-week', { token }));
    expect(days).toHaveLength(7);
    expect((await api.call('GET', 'ui/icons')).status).toBe(401);
    const icons = dataOf(await api.call('GET', 'ui/icons', { token }));
    expect(icons.length).toBeGreaterThan(0);
    expect(icons[0]).toEqual({ key: expect.any(String), name: expect.any(String), url: expect.stringMatching(/\/ui\/icons\/[\w-]+\.svg$/) });
    const file = icons[0].url.slice(icons[0].url.indexOf('ui/icons/'));
    const svg = await api.call('GET', file);
    expect(svg.status).toBe(200);
    expect(String(svg.body)).toContain('<svg');
    expect((await api.call('GET', 'ui/icons/no-such-icon.svg')).status).toBe(404);
  });

  it('validate-company-username: a free domain is available, a taken one answers the contract text', async () => {
    const check = (username: string) => api.call('POST', 'ui/validate-company-username', { body: { username } });
    expect(dataOf(await check('conf-free-domain'))).toEqual({ username: 'conf-free-domain', available: true });
    expect(errorsOf(await check(who().domainA))).toEqual({ username: [MSG.domainTaken(who().domainA)] });
  });
});
