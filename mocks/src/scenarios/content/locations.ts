/**
 * Key places of busyResort around the map's default centre (contract MAP_DEFAULT_CENTER): the jetty with
 * a cover and the boat icon, the restaurant linked to its facility (seeded first), the spa with a dark icon on a light
 * badge, and a dive centre still on the default colours without an icon.
 */
import { LOCATION_ICON_BACKGROUND, LOCATION_ICON_COLOR, MAP_DEFAULT_CENTER, en, iconUrl, type Location } from '@atoll/contract';
import { seedImage } from '../../content';
import { nextId, type MockDb, type Stored } from '../../store';
import { hoursBefore } from '../seed';
import { CORAL_FACILITIES } from './facilities';

const { lat, lng } = MAP_DEFAULT_CENTER;

export function seedLocations(db: MockDb, companyId: number): void {
  const place = (fields: Pick<Location, 'name' | 'lat' | 'lng' | 'sort_order'> & Partial<Location>): Stored<Location> => {
    const icon = fields.icon ?? null;
    return {
      id: nextId(db),
      company_id: companyId,
      description: [],
      related_type: null,
      related_id: null,
      related_direct: false,
      related_text: null,
      cover: null,
      cover_thumb: null,
      icon_color: LOCATION_ICON_COLOR,
      icon_background: LOCATION_ICON_BACKGROUND,
      updated: hoursBefore(12),
      ...fields,
      icon,
      icon_url: icon ? iconUrl(icon) : null,
    };
  };
  const jettyCover = seedImage('Jetty', '#2b6cb0');
  db.content.locations.push(
    place({
      name: 'Arrival Jetty',
      lat: lat - 0.004,
      lng: lng + 0.002,
      sort_order: 1,
      description: en('<p>Speedboats and seaplane transfers leave from here.</p>'),
      cover: jettyCover,
      cover_thumb: jettyCover,
      icon: 'boat',
    }),
    place({
      name: CORAL_FACILITIES.restaurant.name,
      lat: lat + 0.002,
      lng: lng - 0.003,
      sort_order: 2,
      description: en('<p>Breakfast, lunch and dinner over the lagoon.</p>'),
      icon: 'restaurant',
      icon_background: '#2C7A7B',
      related_type: 'facility',
      related_id: CORAL_FACILITIES.restaurant.id,
    }),
    place({
      name: 'Lagoon Spa',
      lat: lat + 0.003,
      lng: lng + 0.004,
      sort_order: 3,
      description: en('<p>Treatments over the water, 09:00–21:00.</p>'),
      icon: 'spa',
      icon_color: '#1A202C',
      icon_background: '#FBD38D',
    }),
    place({ name: 'Dive Centre', lat: lat - 0.001, lng: lng - 0.005, sort_order: 4 }),
  );
}
