/**
 * busyResort's saved guest-app layout (Admin › App Editor, issue 21): one version by the owner whose
 * home shows a heading, the real facilities (Ocean Restaurant, Coral Spa, Dive Centre), today's events,
 * the spa's hours and a slider of the Sunset Happy Hour and Spa Week banners' offers; Information holds
 * a component of a type this editor no longer knows (shown as no longer supported). Normalised by the
 * contract's validateAppConfig, as a save would store it. Added on demand (`withAppLayout()` after
 * `resetMockStore('busyResort')`, as withBookingHistory): the conformance group expects busyResort's
 * first save to be its first version. newCompany has none (the empty editor).
 */
import { readAppConfig, type Translatable } from '@atoll/contract';
import { mockDb, nextId, type MockDb } from '../../store';
import { BUSY_RESORT } from '../busyResort';
import { CORAL_DEFAULT_IMAGE } from '../images';
import { hoursBefore } from '../seed';
import { CORAL_FACILITIES } from './facilities';

const en = (text: string): Translatable => [{ language_code: 'en', text }];
const image = (id: string) => [{ id, language_code: 'en', url: CORAL_DEFAULT_IMAGE, type: 'image' as const }];

export function seedAppVersions(db: MockDb, companyId: number, authorId: number): void {
  const { restaurant, spa, dive } = CORAL_FACILITIES;
  // The layout's images are the company's editor uploads, as a save requires.
  for (const id of ['seed-spa', 'seed-happy-hour', 'seed-spa-week']) {
    db.files.set(id, { id, content_type: 'image/svg+xml', data_url: CORAL_DEFAULT_IMAGE, editor: { company_id: companyId, type: 'image' } });
  }
  const config = readAppConfig({
    schema_version: 2,
    home: {
      components: [
        { id: 'welcome', type: 'h1', name: 'Welcome', sort_order: 1, config: { text: [...en('Welcome to Coral Atoll'), { language_code: 'fr', text: 'Bienvenue à Coral Atoll' }] } },
        { id: 'facilities', type: 'home-facilities', name: 'Our facilities', sort_order: 2, config: { title: en('Our facilities'), facility_ids: [restaurant.id, spa.id, dive.id] } },
        { id: 'today', type: 'today-event-cards', name: "Today's events", sort_order: 3, config: { title: en('Today at Coral Atoll'), max_events: 5 } },
        {
          id: 'spa-hours',
          type: 'title-desc-image',
          name: 'Spa hours',
          sort_order: 4,
          config: { title: en('Coral Spa'), description: en('Open daily from 9:00 to 21:00'), image: image('seed-spa'), alt: en('The spa by the lagoon'), image_position: 'right', action: { type: 'facility', facility_id: spa.id } },
        },
        {
          id: 'offers',
          type: 'image-slider',
          name: 'Offers',
          sort_order: 5,
          config: {
            autoplay_seconds: 5,
            items: [
              { id: 'happy-hour', image: image('seed-happy-hour'), alt: en('Sunset Happy Hour'), caption: en('Sunset Happy Hour'), action: { type: 'facility', facility_id: CORAL_FACILITIES.bar.id } },
              { id: 'spa-week', image: image('seed-spa-week'), alt: en('Spa Week'), caption: en('Spa Week'), action: { type: 'phone', number: '+960 664 0000' } },
            ],
          },
        },
      ],
    },
    facilities: { components: [] },
    events: { components: [] },
    information: { components: [{ id: 'weather', type: 'weather-widget', name: 'Weather', sort_order: 1, config: { city: 'Malé' } }] },
    map: { components: [] },
  });
  db.appVersions.push({ id: nextId(db), company_id: companyId, config, based_on: null, merged: false, summary: 'First version', created_by: authorId, created_at: hoursBefore(26) });
}

/** busyResort's saved layout in the live store (after `resetMockStore('busyResort')`), by its owner. */
export function withAppLayout(db: MockDb = mockDb): void {
  seedAppVersions(db, BUSY_RESORT.companyId, BUSY_RESORT.owner.id);
}
