/** Banners (banners) of busyResort: on TV and/or app, one with images in two languages, one linked to an information card. */
import { en, type Banner, type Translatable } from '@atoll/contract';
import { seedImage } from '../../content';
import { nextId, type MockDb, type Stored } from '../../store';
import { hoursBefore } from '../seed';

const image = (language_code: string, label: string, colour: string) => {
  const url = seedImage(label, colour);
  return { id: `seed-banner-${language_code}-${label.length}-${colour.slice(1)}`, language_code, filename: `${label}.svg`, url, thumb_url: url };
};

export function seedBanners(db: MockDb, companyId: number, links: { informationId?: number } = {}): void {
  const banner = (fields: Partial<Banner> & { name: string; description?: Translatable }): Stored<Banner> => ({
    id: nextId(db),
    company_id: companyId,
    sort_order: 0,
    show_on_tv: false,
    show_on_app: false,
    description: [],
    related_type: null,
    related_id: null,
    related_direct: false,
    related_text: null,
    image: [],
    updated: hoursBefore(24),
    ...fields,
  });
  db.content.banners.push(
    banner({
      name: 'Sunset Happy Hour',
      sort_order: 1,
      show_on_tv: true,
      show_on_app: true,
      description: [
        { language_code: 'en', text: '<p>Two for one at the <strong>Reef Bar</strong>, 17:00–19:00.</p>' },
        { language_code: 'de', text: '<p>Zwei für eins in der <strong>Reef Bar</strong>, 17:00–19:00.</p>' },
      ],
      image: [image('en', 'Happy Hour', '#dd6b20'), image('de', 'Happy Hour DE', '#c05621')],
    }),
    banner({
      name: 'Spa Week',
      sort_order: 2,
      show_on_app: true,
      description: en('<p>20% off every treatment this week.</p>'),
      image: [image('en', 'Spa Week', '#319795')],
      ...(links.informationId ? { related_type: 'information' as const, related_id: links.informationId } : {}),
    }),
    banner({ name: 'Lobby screen welcome', sort_order: 3, show_on_tv: true, description: en('<p>Welcome to Coral Atoll</p>') }),
  );
}
