import { describe, expect, it } from 'vitest';
import { appConfigGaps, APP_CONFIG_GAP_TEXT } from './appConfigGaps';
import { readAppConfig } from './appConfig';

const t = (...pairs: [string, string][]) => pairs.map(([language_code, text]) => ({ language_code, text }));
const image = [{ id: 'f1', language_code: 'en', url: '/api/v1/files/f1', type: 'image' }];

const layout = readAppConfig({
  schema_version: 2,
  home: {
    components: [
      { id: 'welcome', type: 'h1', name: 'Welcome', sort_order: 1, config: { text: t(['en', 'Welcome'], ['fr', 'Bienvenue']) } },
      {
        id: 'spa',
        type: 'title-desc-image',
        name: 'Spa hours',
        sort_order: 2,
        config: { title: t(['en', 'Spa'], ['fr', 'Spa'], ['ar', 'سبا']), description: t(['en', 'Open daily']), image, alt: t(['en', '']), image_position: 'right', action: { type: 'none' } },
      },
    ],
  },
  facilities: { components: [] },
  events: { components: [] },
  information: { components: [{ id: 'w', type: 'weather-widget', name: 'Weather', sort_order: 1, config: { city: [{ language_code: 'en', text: 'Malé' }] } }] },
  map: {
    components: [
      {
        id: 'slides',
        type: 'image-slider',
        name: 'Offers',
        sort_order: 1,
        config: {
          autoplay_seconds: 5,
          items: [
            { id: 'a', image, alt: t(['en', 'Sunset'], ['fr', 'Coucher'], ['ar', 'غروب']), caption: t(), action: { type: 'none' } },
            { id: 'b', image, alt: t(), caption: t(), action: { type: 'none' } },
            { id: 'c', image, alt: t(['en', '  ']), caption: t(), action: { type: 'none' } },
          ],
        },
      },
    ],
  },
});

describe('appConfigGaps: what a guest would miss', () => {
  it('names, per component, the enabled languages its written texts lack, in the order given, and images without alt text', () => {
    expect(appConfigGaps(layout, ['en', 'ar', 'fr'])).toEqual([
      { kind: 'translation', section: 'home', component_id: 'welcome', component: 'Welcome', languages: ['ar'] },
      // The description has no French or Arabic; the empty alt is a missing alt, not a missing translation.
      { kind: 'translation', section: 'home', component_id: 'spa', component: 'Spa hours', languages: ['ar', 'fr'] },
      { kind: 'alt', section: 'home', component_id: 'spa', component: 'Spa hours', images: 1 },
      { kind: 'alt', section: 'map', component_id: 'slides', component: 'Offers', images: 2 },
    ]);
  });

  it('finds nothing to miss with English only, but the images still need alt text; an unknown type is not inspected', () => {
    expect(appConfigGaps(layout, ['en']).map((g) => `${g.component_id}:${g.kind}`)).toEqual(['spa:alt', 'slides:alt']);
  });

  it('says it in one line a person reads', () => {
    expect(APP_CONFIG_GAP_TEXT.translation('Welcome', ['Arabic', 'French'])).toBe('Welcome: no Arabic, French text');
    expect(APP_CONFIG_GAP_TEXT.alt('Offers', 2)).toBe('Offers: 2 images have no alt text');
    expect(APP_CONFIG_GAP_TEXT.heading(1)).toBe('A guest would miss 1 thing');
  });
});
