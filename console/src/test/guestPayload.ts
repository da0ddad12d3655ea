/**
 * What the guest renderer's tests and stories (console/src/guest/render) and the App Editor's preview tests draw: busyResort's real guest payload (GET guest-app/coral-atoll from
 * the mocks, built by the contract's buildGuestApp) and a home layout with every one of the 8 types.
 */
import { readAppConfig, type AppConfig, type GuestApp } from '@atoll/contract';
import { BUSY_RESORT, mockDb, resetMockStore, withAppLayout } from '@atoll/mocks';

export const en = (text: string) => [{ language_code: 'en', text }];
const image = (id: string, url: string, language_code = 'en') => [{ id, language_code, url, type: 'image' as const }];
export const LONG_LABEL = 'Snorkelling trips to the house reef every morning';

/** busyResort with its saved layout and every event happening today (the weekday would decide otherwise); `languages` enabled when given. */
export function seedGuestContent(languages?: string[]): void {
  resetMockStore('busyResort');
  withAppLayout();
  for (const event of mockDb.content.events) event.weekly_recurring_day = [1, 2, 3, 4, 5, 6, 7];
  if (languages) mockDb.enabledLanguages.set(BUSY_RESORT.companyId, new Set(languages));
}

/** The guest payload in `lang` as the mocks answer it now. */
export async function fetchGuestApp(lang = 'en'): Promise<GuestApp> {
  const answer = await fetch(`/api/v1/guest-app/${BUSY_RESORT.domain}?lang=${lang}`);
  if (!answer.ok) throw new Error(`guest-app answered ${answer.status}`);
  return ((await answer.json()) as { data: GuestApp }).data;
}

/** busyResort seeded afresh, then its payload in `lang`. */
export async function payload(lang = 'en', languages?: string[]): Promise<GuestApp> {
  seedGuestContent(languages);
  return fetchGuestApp(lang);
}

/** The saved home (h1, facilities, today's events, title-desc-image, slider) plus the three other types and an unknown one. */
export function everyType(app: GuestApp): AppConfig {
  const home = app.config.home.components;
  const icon = app.quick_actions[0].icon_url;
  const photo = (app.banners[0].image ?? app.facilities[0].cover)!.url;
  return readAppConfig({
    ...app.config,
    home: {
      components: [
        ...home,
        {
          id: 'circles',
          type: 'circle-actions',
          name: 'Shortcuts',
          sort_order: 6,
          config: {
            title: en('Shortcuts'),
            items: [
              { id: 'c1', label: [...en('Reception'), { language_code: 'fr', text: 'Réception' }], icon: image('i1', icon), action: { type: 'phone', number: '+960 664 0000' } },
              { id: 'c2', label: en(LONG_LABEL), icon: image('i2', icon), action: { type: 'url', url: 'https://coralatoll.example' } },
            ],
          },
        },
        {
          id: 'cards',
          type: 'small-card-actions',
          name: 'Cards',
          sort_order: 7,
          config: {
            title: en('Plan your day'),
            items: [{ id: 's1', title: en('Book a massage'), subtitle: en('Coral Spa'), image: image('s1', photo), action: { type: 'activity', activity_id: 7 } }],
          },
        },
        { id: 'lagoon', type: 'full-width-image', name: 'Lagoon', sort_order: 8, config: { image: image('f1', photo), alt: en('The lagoon at dawn'), action: { type: 'none' } } },
        { id: 'weather', type: 'weather-widget', name: 'Weather', sort_order: 9, config: { city: 'Malé' } },
      ],
    },
  });
}

