/** buildGuestApp's choices that the conformance group cannot set up cheaply on both backends: files by language, links, parents. */
import { describe, expect, it } from 'vitest';
import { en } from '../translations';
import { buildGuestApp, guestLanguages, type GuestAppInput } from './guestApp';

const pdf = (language_code: string) => ({ language_code, url: `/files/${language_code}.pdf` });
const image = (language_code: string) => ({ language_code, url: `/files/${language_code}.png`, thumb_url: `/files/${language_code}-t.png` });
const facility = (id: number, over: Partial<GuestAppInput['facilities'][number]> = {}) => ({
  id, sort_order: id, active: true, parent_id: null, name: en(`F${id}`), description: en(''), show_app_home: false, cover: null, ...over,
});

const input = (over: Partial<GuestAppInput> = {}): GuestAppInput => ({
  now: new Date('2026-06-01T08:00:00Z'),
  lang: 'it',
  languages: ['it', 'fr'],
  property: { name: 'Hotel', primary_color: '#123456', logo: null, default_image: null, time_zone: 'UTC' },
  config: null,
  facilities: [facility(1), facility(2, { parent_id: 1 }), facility(3, { parent_id: 4 }), facility(4, { active: false })],
  activities: [],
  menus: [
    { id: 10, facility_id: 1, sort_order: 1, active: true, name: en('Wine'), type: 'pdf', short_description: en(''), pdf: [pdf('fr'), pdf('en')] },
    { id: 11, facility_id: 1, sort_order: 2, active: true, name: en('Food'), type: 'pdf', short_description: en(''), pdf: [pdf('it'), pdf('en')] },
    { id: 12, facility_id: 4, sort_order: 1, active: true, name: en('Hidden'), type: 'pdf', short_description: en(''), pdf: [pdf('en')] },
  ],
  events: [],
  banners: [
    { id: 20, sort_order: 1, show_on_app: true, description: en('B'), images: [image('fr'), image('de')], related_type: 'menu', related_id: 12 },
    { id: 21, sort_order: 0, show_on_app: true, description: en('A'), images: [image('it')], related_type: 'facility', related_id: 2 },
    { id: 22, sort_order: 0, show_on_app: false, description: en('TV'), images: [], related_type: null, related_id: null },
  ],
  quick_actions: [{ id: 30, sort_order: 0, name: en('Spa'), type: 'related', payload: 'x', icon_url: '/i.svg', related_type: 'activity', related_id: 99 }],
  ...over,
});

describe('buildGuestApp', () => {
  it("languages: 'en' first, then by code; a language the property has not enabled answers 'en'", () => {
    expect(guestLanguages(['it', 'FR', 'en'])).toEqual(['en', 'fr', 'it']);
    expect(buildGuestApp(input()).language).toBe('it');
    expect(buildGuestApp(input({ lang: 'de' })).language).toBe('en');
  });

  it("a parent that is not shown is no parent; an inactive facility's menus are gone with it", () => {
    const app = buildGuestApp(input());
    expect(app.facilities.map((f) => [f.id, f.parent_id])).toEqual([[1, null], [2, 1], [3, null]]);
    expect(JSON.stringify(app)).not.toContain('Hidden');
  });

  it("a PDF menu's file and a banner's image in the language, else 'en', else the first by code", () => {
    const app = buildGuestApp(input());
    expect(app.facilities[0].menus.map((m) => m.pdf?.language_code)).toEqual(['en', 'it']);
    expect(app.banners.map((b) => [b.id, b.image?.url])).toEqual([[21, '/files/it.png'], [20, '/files/de.png']]);
  });

  it('links only to what the answer holds; a related quick action carries no payload', () => {
    const app = buildGuestApp(input());
    expect(app.banners.map((b) => b.link)).toEqual([{ type: 'facility', id: 2 }, null]);
    expect(app.quick_actions).toEqual([{ id: 30, name: 'Spa', type: 'related', payload: null, icon_url: '/i.svg', link: null }]);
  });
});
