/** buildGuestApp's choices that the conformance group cannot set up cheaply on both backends: files by language, links, parents. */
import { describe, expect, it } from 'vitest';
import { readAppConfig } from '../appConfig';
import { en, type Translatable } from '../translations';
import { buildGuestApp, buildGuestFacilityPage, guestLanguage, guestLanguages, type GuestAppInput, type GuestFacilityPageInput } from './guestApp';

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

// The rules a guest relies on, each with its own rows ------------------------------------------------

/** A text in English and Italian: the answer shows the Italian one when the guest asks for 'it'. */
const enIt = (english: string, italian: string): Translatable => [...en(english), { language_code: 'it', text: italian }];
const cover = (name: string) => ({ url: `/files/${name}.jpg`, thumb_url: `/files/${name}-t.jpg` });
const activity = (id: number, facility_id: number, over: Partial<GuestAppInput['activities'][number]> = {}) => ({
  id, facility_id, sort_order: id, active: true, name: enIt(`Activity ${id}`, `Attività ${id}`), price_text: enIt('$10', '10 $'),
  description: en('<p>Fun</p>'), cover: cover(`a${id}`), ...over,
});
const menu = (id: number, facility_id: number, over: Partial<GuestAppInput['menus'][number]> = {}) => ({
  id, facility_id, sort_order: id, active: true, name: enIt(`Menu ${id}`, `Menù ${id}`), type: 'menu' as const, short_description: en('Daily'), pdf: [], ...over,
});
// 08:00 UTC on Monday 1 June 2026: weekday 2 in UTC.
const event = (id: number, start_time: string, over: Partial<GuestAppInput['events'][number]> = {}) => ({
  id, name: enIt(`Event ${id}`, `Evento ${id}`), description: en('Come'), start_time, end_time: '23:00', cover: null, active: true, weekly_recurring_day: [2], ...over,
});
const banner = (id: number, related_type: GuestAppInput['banners'][number]['related_type'], related_id: number | null) => ({
  id, sort_order: id, show_on_app: true, description: en(`Banner ${id}`), images: [], related_type, related_id,
});
const linksOf = (over: Partial<GuestAppInput>) => buildGuestApp(input({ lang: 'en', ...over })).banners.map((b) => b.link);

describe('guestLanguages and guestLanguage', () => {
  it("lists each enabled language once, in lower case, 'en' first even when not given", () => {
    expect(guestLanguages(['fr', 'FR', 'it', 'de'])).toEqual(['en', 'de', 'fr', 'it']);
    expect(guestLanguages([])).toEqual(['en']);
  });

  it("answers in the language asked, whatever its case and spaces, when enabled; else in 'en'", () => {
    expect(guestLanguage(' IT ', ['en', 'it'])).toBe('it');
    expect(guestLanguage('de', ['en', 'it'])).toBe('en');
    expect(guestLanguage(null, ['en', 'it'])).toBe('en');
    expect(guestLanguage(undefined, ['en', 'it'])).toBe('en');
    expect(buildGuestApp(input({ lang: 'FR' }))).toMatchObject({ language: 'fr', languages: ['en', 'fr', 'it'] });
  });
});

describe('buildGuestApp: what it answers', () => {
  it('answers the property as stored, and the date of today in its time zone', () => {
    const property = { name: 'Hotel', primary_color: '#123456', logo: cover('logo'), default_image: cover('default'), time_zone: 'Pacific/Kiritimati' };
    const app = buildGuestApp(input({ property }));
    expect(app.property).toEqual(property);
    // 08:00 UTC is 22:00 of the same day at UTC+14.
    expect(app.date).toBe('2026-06-01');
    expect(buildGuestApp(input({ now: new Date('2026-06-01T10:00:00Z'), property })).date).toBe('2026-06-02');
  });

  it('orders facilities by sort order, ties by id', () => {
    const app = buildGuestApp(input({ facilities: [facility(3, { sort_order: 1 }), facility(1, { sort_order: 2 }), facility(2, { sort_order: 1 })], menus: [] }));
    expect(app.facilities.map((f) => f.id)).toEqual([2, 3, 1]);
  });

  it("gives each shown facility its own active activities in sort order, in the guest's language", () => {
    const app = buildGuestApp(input({
      menus: [],
      activities: [
        activity(10, 1, { sort_order: 2 }),
        activity(11, 1, { sort_order: 1 }),
        activity(12, 1, { active: false }),
        activity(13, 2),
        activity(14, 4),
      ],
    }));
    const shown = (id: number, facility_id: number) => {
      const { active: _active, sort_order: _order, facility_id: _facility, ...rest } = activity(id, facility_id);
      return { ...rest, name: `Attività ${id}`, price_text: '10 $', description: '<p>Fun</p>' };
    };
    expect(app.facilities.map((f) => [f.id, f.activities])).toEqual([
      [1, [shown(11, 1), shown(10, 1)]],
      [2, [shown(13, 2)]],
      [3, []],
    ]);
  });

  it("gives each shown facility its own active menus; only a PDF menu has a file, in the guest's language", () => {
    const app = buildGuestApp(input({
      menus: [
        menu(10, 1, { type: 'pdf', pdf: [pdf('de'), pdf('fr'), pdf('en')] }),
        menu(11, 1, { pdf: [pdf('it')] }),
        menu(12, 2, { sort_order: 0, type: 'pdf', pdf: [pdf('it'), pdf('en')] }),
        menu(13, 2, { active: false }),
        menu(14, 4),
      ],
    }));
    expect(app.facilities.map((f) => [f.id, f.menus])).toEqual([
      [1, [
        { id: 10, name: 'Menù 10', type: 'pdf', short_description: 'Daily', pdf: { url: '/files/en.pdf', language_code: 'en' } },
        { id: 11, name: 'Menù 11', type: 'menu', short_description: 'Daily', pdf: null },
      ]],
      [2, [{ id: 12, name: 'Menù 12', type: 'pdf', short_description: 'Daily', pdf: { url: '/files/it.pdf', language_code: 'it' } }]],
      [3, []],
    ]);
  });

  it("shows today's active events by start time, in the guest's language", () => {
    const app = buildGuestApp(input({
      events: [event(1, '18:00'), event(2, '09:00', { cover: cover('e2') }), event(3, '08:00', { active: false }), event(4, '07:00', { weekly_recurring_day: [3] })],
    }));
    expect(app.events).toEqual([
      { id: 2, name: 'Evento 2', description: 'Come', start_time: '09:00', end_time: '23:00', cover: cover('e2') },
      { id: 1, name: 'Evento 1', description: 'Come', start_time: '18:00', end_time: '23:00', cover: null },
    ]);
  });

  it("shows a banner's image in the language, else the English one, else the first by code, with its thumbnail or the image itself", () => {
    const withImages = (images: GuestAppInput['banners'][number]['images']) => ({ ...banner(50, null, null), images });
    const app = buildGuestApp(input({
      banners: [
        withImages([image('pt'), image('fr'), image('en'), image('de')]),
        { ...withImages([image('pt'), image('fr'), image('es'), image('de')]), id: 51 },
        { ...withImages([{ language_code: 'it', url: '/files/plain.png' }]), id: 52 },
        { ...withImages([]), id: 53 },
      ],
    }));
    expect(app.banners.map((b) => b.image)).toEqual([
      { url: '/files/en.png', thumb_url: '/files/en-t.png' },
      { url: '/files/de.png', thumb_url: '/files/de-t.png' },
      { url: '/files/plain.png', thumb_url: '/files/plain.png' },
      null,
    ]);
  });

  it('shows of two files in one language the first uploaded', () => {
    const card = { id: 60, sort_order: 0, name: en('Menu'), description: en(''), content_type: 'pdf' as const, cover: null, text: [], images: [] };
    const pdfs = [{ ...pdf('en'), url: '/files/first.pdf' }, { ...pdf('en'), url: '/files/second.pdf' }];
    expect(buildGuestApp(input({ information: [{ ...card, pdf: pdfs }] })).information[0].pdf).toEqual({ url: '/files/first.pdf', language_code: 'en' });
  });

  it('answers an image card without images with none', () => {
    const card = { id: 61, sort_order: 0, name: en('Gallery'), description: en(''), content_type: 'image' as const, cover: null, text: [], images: [], pdf: [] };
    expect(buildGuestApp(input({ information: [card] })).information[0].images).toEqual([]);
  });

  it('leaves out of the layout the facilities and activities a guest cannot open', () => {
    const config = {
      schema_version: 2,
      home: {
        components: [
          { id: 'fac', type: 'home-facilities', name: 'Facilities', config: { facility_ids: [4, 1, 2] } },
          {
            id: 'cards',
            type: 'small-card-actions',
            name: 'Cards',
            config: {
              items: [
                { id: 'i1', title: en('Dive'), action: { type: 'activity', activity_id: 10 } },
                { id: 'i2', title: en('Golf'), action: { type: 'activity', activity_id: 11 } },
                { id: 'i3', title: en('Old'), action: { type: 'facility', facility_id: 4 } },
              ],
            },
          },
        ],
      },
    };
    const app = buildGuestApp(input({ config, activities: [activity(10, 1), activity(11, 1, { active: false })] }));
    const byId = Object.fromEntries(app.config.home.components.map((c) => [c.id, c.config as Record<string, unknown>]));
    expect(byId.fac.facility_ids).toEqual([1, 2]);
    expect((byId.cards.items as { action: unknown }[]).map((i) => i.action)).toEqual([{ type: 'activity', activity_id: 10 }, { type: 'none' }, { type: 'none' }]);
    expect(buildGuestApp(input({ config: null })).config).toEqual(readAppConfig({}));
  });
});

describe('buildGuestApp: links', () => {
  const rows: Partial<GuestAppInput> = {
    activities: [activity(10, 1), activity(11, 1, { active: false }), activity(12, 4)],
    menus: [menu(20, 1), menu(21, 1, { active: false }), menu(22, 4)],
    events: [event(30, '09:00'), event(31, '09:00', { active: false })],
    information: [{ id: 40, sort_order: 0, name: en('Wi-Fi'), description: en(''), content_type: 'text', cover: null, text: [], images: [], pdf: [] }],
  };

  it('opens an active facility, activity, menu or event, or an Information card', () => {
    const links = linksOf({ ...rows, banners: [banner(1, 'facility', 2), banner(2, 'activity', 10), banner(3, 'menu', 20), banner(4, 'event', 30), banner(5, 'information', 40)] });
    expect(links).toEqual([{ type: 'facility', id: 2 }, { type: 'activity', id: 10 }, { type: 'menu', id: 20 }, { type: 'event', id: 30 }, { type: 'information', id: 40 }]);
  });

  it('opens nothing when what it names is inactive, under a hidden facility, deleted, or not named', () => {
    const links = linksOf({
      ...rows,
      banners: [
        banner(1, 'facility', 4),
        banner(2, 'activity', 11),
        banner(3, 'activity', 12),
        banner(4, 'menu', 21),
        banner(5, 'menu', 22),
        banner(6, 'event', 31),
        banner(7, 'information', 41),
        banner(8, null, null),
        banner(9, 'facility', null),
      ],
    });
    expect(links).toEqual([null, null, null, null, null, null, null, null, null]);
  });

  it('opens nothing for an active event that is not on today', () => {
    const events = [event(30, '09:00'), event(32, '09:00', { weekly_recurring_day: [3] })];
    const banners = [banner(1, 'event', 30), banner(2, 'event', 32)];
    expect(linksOf({ ...rows, events, banners })).toEqual([{ type: 'event', id: 30 }, null]);
  });

  it("a related quick action opens what it names, without a payload; another type keeps its payload and opens nothing else", () => {
    const action = (id: number, type: GuestAppInput['quick_actions'][number]['type'], payload: string | null) => ({
      id, sort_order: 10 - id, name: en(`Action ${id}`), type, payload, icon_url: `/i${id}.svg`, related_type: 'facility' as const, related_id: 1,
    });
    const app = buildGuestApp(input({ lang: 'en', quick_actions: [action(1, 'related', 'left over'), action(2, 'url', 'https://hotel.example'), action(3, 'call', '+960 123 4567')] }));
    expect(app.quick_actions).toEqual([
      { id: 3, name: 'Action 3', type: 'call', payload: '+960 123 4567', icon_url: '/i3.svg', link: null },
      { id: 2, name: 'Action 2', type: 'url', payload: 'https://hotel.example', icon_url: '/i2.svg', link: null },
      { id: 1, name: 'Action 1', type: 'related', payload: null, icon_url: '/i1.svg', link: { type: 'facility', id: 1 } },
    ]);
  });
});

describe('buildGuestFacilityPage', () => {
  type Category = GuestFacilityPageInput['categories'][number];
  type Item = GuestFacilityPageInput['items'][number];
  const category = (id: number, menu_id: number, sort_order: number): Category => ({ id, menu_id, sort_order, name: enIt(`Category ${id}`, `Categoria ${id}`), cover: null });
  const item = (id: number, menu_id: number, category_id: number, sort_order: number): Item => ({
    id, menu_id, category_id, sort_order, name: enIt(`Item ${id}`, `Piatto ${id}`), price_text: enIt('$5', '5 $'), description: en('Fresh'), cover: cover(`i${id}`),
  });
  const shownItem = (id: number) => ({ id, name: `Piatto ${id}`, price_text: '5 $', description: 'Fresh', cover: cover(`i${id}`) });
  const pageInput = (over: Partial<GuestFacilityPageInput> = {}): GuestFacilityPageInput => ({
    ...input({
      menus: [menu(10, 1, { sort_order: 2 }), menu(11, 1, { sort_order: 1 }), menu(12, 1, { type: 'pdf', pdf: [pdf('en')] }), menu(13, 1, { active: false }), menu(14, 2)],
      activities: [activity(20, 1)],
      events: [event(30, '09:00')],
    }),
    categories: [category(100, 10, 2), category(101, 10, 1), category(102, 11, 1), category(103, 13, 1), category(104, 14, 1)],
    items: [item(200, 10, 100, 2), item(201, 10, 100, 1), item(202, 10, 101, 1), item(203, 11, 101, 1), item(204, 11, 102, 1)],
    ...over,
  });

  it("is the facility as the app answers it, with its active ordering menus' categories and items in sort order", () => {
    const page = buildGuestFacilityPage(pageInput(), 1);
    const app = buildGuestApp(pageInput());
    expect(page).toEqual({
      language: 'it',
      facility: app.facilities.find((f) => f.id === 1),
      menus: [
        { id: 11, categories: [{ id: 102, name: 'Categoria 102', cover: null, items: [shownItem(204)] }] },
        {
          id: 10,
          categories: [
            { id: 101, name: 'Categoria 101', cover: null, items: [shownItem(202)] },
            { id: 100, name: 'Categoria 100', cover: null, items: [shownItem(201), shownItem(200)] },
          ],
        },
      ],
    });
  });

  it('answers another shown facility with its own menus only', () => {
    expect(buildGuestFacilityPage(pageInput({ lang: 'en' }), 2)).toEqual({
      language: 'en',
      facility: buildGuestApp(pageInput({ lang: 'en' })).facilities.find((f) => f.id === 2),
      menus: [{ id: 14, categories: [{ id: 104, name: 'Category 104', cover: null, items: [] }] }],
    });
  });

  it('is null for a facility the app does not show: inactive, or not there', () => {
    expect(buildGuestFacilityPage(pageInput(), 4)).toBeNull();
    expect(buildGuestFacilityPage(pageInput(), 99)).toBeNull();
  });
});
