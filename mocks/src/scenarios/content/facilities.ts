/**
 * Coral Atoll Resort's facilities (busyResort): a restaurant with an ordering
 * menu (categories and items), a PDF wine list and an activity; a spa and a
 * dive centre with activities (one inactive); an inactive kids club; a bar
 * inside the restaurant (parent/child). Fixed ids, so tests and permissions
 * (Nadia's read-facility-requests covers facilities 1 and 2) can name them.
 */
import type { Activity, Facility, GalleryImage, LanguageFile, Menu, MenuCategory, MenuItem, Translatable } from '@atoll/contract';
import { seedFileId, seedImage } from '../../content';
import type { MockDb, Stored } from '../../store';
import { hoursBefore } from '../seed';

/** A translatable value from { code: text }. */
const tr = (texts: Record<string, string>): Translatable => Object.entries(texts).map(([language_code, text]) => ({ language_code, text }));

export const CORAL_FACILITIES = {
  restaurant: { id: 1, name: 'Ocean Restaurant' },
  spa: { id: 2, name: 'Coral Spa' },
  dive: { id: 3, name: 'Dive Centre' },
  kids: { id: 4, name: 'Kids Club' },
  bar: { id: 5, name: 'Sunset Bar' },
  menus: { alaCarte: { id: 21, name: 'À la carte' }, wine: { id: 22, name: 'Wine List' }, cocktails: { id: 23, name: 'Cocktails' } },
  activities: { chefsTable: 11, massage: 12, ritual: 13, scuba: 14, nightDive: 15 },
} as const;

/** One page, "Wine List": enough of a PDF for a browser to open. */
const WINE_LIST_PDF = `data:application/pdf;base64,${btoa(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)}`;

function gallery(label: string, colours: string[]): GalleryImage[] {
  return colours.map((colour, index) => {
    const url = seedImage(`${label} ${index + 1}`, colour);
    return { id: seedFileId(), filename: `${label.toLowerCase().replace(/\W+/g, '-')}-${index + 1}.png`, url, thumb_url: url };
  });
}

export function seedCoralFacilities(db: MockDb, companyId: number): void {
  const { restaurant, spa, dive, kids, bar, menus, activities } = CORAL_FACILITIES;
  const updated = hoursBefore(20);
  const facility = (f: Partial<Stored<Facility>> & { id: number; name: Translatable; sort_order: number }, colour: string | null): Stored<Facility> => {
    const cover = colour ? seedImage(translationEn(f.name), colour) : null;
    return {
      company_id: companyId, description: [], show_app_home: false, parent_id: null, parent: null, active: true,
      cover, cover_thumb: cover, gallery: [], menus: [], activities: [], menus_count: 0, activities_count: 0, request_types_count: 0, updated, ...f,
    };
  };
  db.content.facilities.push(
    facility({
      id: restaurant.id, sort_order: 1, show_app_home: true,
      name: tr({ en: restaurant.name, ar: 'مطعم المحيط', de: 'Ozean-Restaurant', fr: "Restaurant de l'Océan", zh: '海洋餐厅', ru: 'Ресторан «Океан»' }),
      description: tr({ en: '<p>Fresh catch and island flavours over the lagoon.</p>', de: '<p>Fangfrisch mit Inselaromen über der Lagune.</p>' }),
      gallery: gallery('Ocean Restaurant', ['#2c7a7b', '#285e61']),
    }, '#2c7a7b'),
    facility({
      id: spa.id, sort_order: 2, show_app_home: true,
      name: tr({ en: spa.name, de: 'Korallen-Spa' }),
      description: tr({ en: '<p>Treatments with island botanicals.</p>' }),
      gallery: gallery('Coral Spa', ['#b83280']),
    }, '#b83280'),
    facility({ id: dive.id, sort_order: 3, name: tr({ en: dive.name }), description: tr({ en: '<p>PADI courses and daily reef dives.</p>' }) }, '#2b6cb0'),
    facility({ id: kids.id, sort_order: 4, active: false, name: tr({ en: kids.name }), description: tr({ en: '<p>Closed for refurbishment.</p>' }) }, null),
    facility({ id: bar.id, sort_order: 5, parent_id: restaurant.id, name: tr({ en: bar.name, fr: 'Bar du Couchant' }) }, '#dd6b20'),
  );

  const activity = (a: Partial<Stored<Activity>> & { id: number; facility_id: number; name: Translatable; sort_order: number }): Stored<Activity> => ({
    company_id: companyId, facility: { id: a.facility_id, name: '' }, price_text: [], description: [], active: true,
    cover: null, cover_thumb: null, gallery: [], booking_type: null, updated, ...a,
  });
  const massageCover = seedImage('Massage', '#97266d');
  db.content.activities.push(
    activity({ id: activities.chefsTable, facility_id: restaurant.id, sort_order: 1, name: tr({ en: "Chef's Table" }), price_text: tr({ en: '$120 per person' }) }),
    activity({
      id: activities.massage, facility_id: spa.id, sort_order: 1, name: tr({ en: 'Balinese Massage', de: 'Balinesische Massage' }),
      price_text: tr({ en: '$95 / 60 min' }), cover: massageCover, cover_thumb: massageCover, gallery: gallery('Massage', ['#97266d']),
    }),
    activity({ id: activities.ritual, facility_id: spa.id, sort_order: 2, name: tr({ en: 'Couples Ritual' }), price_text: tr({ en: '$260 / 90 min' }) }),
    activity({ id: activities.scuba, facility_id: dive.id, sort_order: 1, name: tr({ en: 'Discover Scuba' }), price_text: tr({ en: '$150' }) }),
    activity({ id: activities.nightDive, facility_id: dive.id, sort_order: 2, active: false, name: tr({ en: 'Night Dive' }), price_text: tr({ en: '$180' }) }),
  );

  const menu = (m: Partial<Stored<Menu>> & { id: number; facility_id: number; name: Translatable; type: Menu['type']; sort_order: number }): Stored<Menu> => ({
    company_id: companyId, facility: { id: m.facility_id, name: '' }, short_description: [], active: true, pdf: [],
    categories: [], categories_count: 0, items_count: 0, updated, ...m,
  });
  const winePdf: LanguageFile = { id: seedFileId(), language_code: 'en', filename: 'wine-list.pdf', url: WINE_LIST_PDF };
  db.content.menus.push(
    menu({ id: menus.alaCarte.id, facility_id: restaurant.id, type: 'menu', sort_order: 1, name: tr({ en: menus.alaCarte.name }), short_description: tr({ en: 'Lunch and dinner' }) }),
    menu({ id: menus.wine.id, facility_id: restaurant.id, type: 'pdf', sort_order: 2, name: tr({ en: menus.wine.name }), pdf: [winePdf] }),
    menu({ id: menus.cocktails.id, facility_id: bar.id, type: 'menu', sort_order: 1, name: tr({ en: menus.cocktails.name }) }),
  );

  const category = (id: number, menu_id: number, name: string, sort_order: number): Stored<MenuCategory> => ({
    id, company_id: companyId, menu_id, name: tr({ en: name }), sort_order, items_count: 0, cover: null, cover_thumb: null, updated,
  });
  db.content.categories.push(
    category(31, menus.alaCarte.id, 'Starters', 1),
    category(32, menus.alaCarte.id, 'Mains', 2),
    category(33, menus.cocktails.id, 'Signature', 1),
  );

  const item = (id: number, menu_id: number, menu_category_id: number, name: string, price: string, sort_order: number, colour?: string): Stored<MenuItem> => {
    const cover = colour ? seedImage(name, colour) : null;
    return {
      id, company_id: companyId, menu_id, menu_category_id, name: tr({ en: name }), price_text: tr({ en: price }), description: [],
      sort_order, cover, cover_thumb: cover, updated,
    };
  };
  db.content.items.push(
    item(41, menus.alaCarte.id, 31, 'Tuna Tartare', '$18', 1, '#c53030'),
    item(42, menus.alaCarte.id, 31, 'Garudhiya Soup', '$12', 2),
    item(43, menus.alaCarte.id, 32, 'Reef Fish Curry', '$32', 1, '#d69e2e'),
    item(44, menus.alaCarte.id, 32, 'Lobster Thermidor', '$68', 2),
    item(45, menus.cocktails.id, 33, 'Atoll Sunset', '$16', 1),
  );
}

function translationEn(name: Translatable): string {
  return name.find((t) => t.language_code === 'en')?.text ?? '';
}
