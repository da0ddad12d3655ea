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
  information: [],
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

  it("Information cards in sort order, each with its own type's content only: text in the language, images of one language (else 'en', else the first), the PDF likewise", () => {
    const card = (id: number, sort_order: number, content_type: 'text' | 'image' | 'pdf') => ({
      id, sort_order, content_type, name: [...en(`Card ${id}`), { language_code: 'it', text: `Scheda ${id}` }], description: en(`About ${id}`), cover: null,
      text: [...en('<p>Hello</p>'), { language_code: 'it', text: '<p>Ciao</p>' }],
      images: [image('fr'), { ...image('en'), url: '/files/en-1.png' }, image('en')],
      pdf: [pdf('fr'), pdf('en')],
    });
    const app = buildGuestApp(input({ information: [card(40, 2, 'image'), card(41, 1, 'text'), card(42, 3, 'pdf')] }));
    expect(app.information).toEqual([
      { id: 41, name: 'Scheda 41', description: 'About 41', content_type: 'text', cover: null, text: '<p>Ciao</p>', images: [], pdf: null },
      {
        id: 40, name: 'Scheda 40', description: 'About 40', content_type: 'image', cover: null, text: '',
        images: [{ url: '/files/en-1.png', thumb_url: '/files/en-t.png' }, { url: '/files/en.png', thumb_url: '/files/en-t.png' }], pdf: null,
      },
      { id: 42, name: 'Scheda 42', description: 'About 42', content_type: 'pdf', cover: null, text: '', images: [], pdf: { url: '/files/en.pdf', language_code: 'en' } },
    ]);
    const french = buildGuestApp(input({ lang: 'fr', information: [card(40, 1, 'image')] }));
    expect(french.information[0].images.map((i) => i.url)).toEqual(['/files/fr.png']);
    const none = buildGuestApp(input({ information: [{ ...card(43, 1, 'image'), images: [image('fr'), image('de')] }] }));
    expect(none.information[0].images.map((i) => i.url)).toEqual(['/files/de.png']);
  });

  it('a banner may link to an Information card, which is in the answer', () => {
    const app = buildGuestApp(input({
      banners: [{ id: 23, sort_order: 0, show_on_app: true, description: en('Info'), images: [], related_type: 'information', related_id: 44 }],
      information: [{ id: 44, sort_order: 0, name: en('Wi-Fi'), description: en(''), content_type: 'text', cover: null, text: [], images: [], pdf: [] }],
    }));
    expect(app.banners[0].link).toEqual({ type: 'information', id: 44 });
  });
});
