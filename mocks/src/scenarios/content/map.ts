/**
 * Map › Map Settings of Coral Atoll Resort (issue 20): the guest app's map centred on the island, and an
 * overlay (the resort's plan, English and German, both 800x500 px) stretched over it.
 */
import { MAP_DEFAULT_CENTER, type MapOverlayImage } from '@atoll/contract';
import type { MockDb } from '../../store';

const svg = (markup: string) => `data:image/svg+xml;base64,${btoa(markup)}`;

/** The resort's plan: an island, a jetty and a few buildings, with its title in one language. */
const plan = (title: string) =>
  svg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">' +
      '<ellipse cx="400" cy="260" rx="330" ry="190" fill="#f6e05e"/>' +
      '<ellipse cx="400" cy="260" rx="290" ry="160" fill="#68d391"/>' +
      '<rect x="385" y="420" width="30" height="80" fill="#975a16"/>' +
      '<rect x="300" y="200" width="60" height="40" fill="#e53e3e"/><rect x="460" y="230" width="70" height="45" fill="#3182ce"/>' +
      `<text x="400" y="140" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#1a202c">${title}</text></svg>`,
  );

const image = (id: string, language_code: string, title: string): MapOverlayImage => {
  const url = plan(title);
  return { id, language_code, filename: `resort-plan-${language_code}.svg`, url, thumb_url: url, width: 800, height: 500 };
};

/** Six decimals, as the map's markers give coordinates (no 4.181500000000001). */
const round = (value: number) => Number(value.toFixed(6));

export function seedMap(db: MockDb, companyId: number): void {
  const { lat, lng } = MAP_DEFAULT_CENTER;
  db.mapSettings.set(companyId, { map_lat: lat, map_lng: lng, map_lat_diff: 0.02, map_heading: 0 });
  db.mapOverlays.set(companyId, {
    top_left_lat: round(lat + 0.006),
    top_left_lng: round(lng - 0.01),
    bottom_right_lat: round(lat - 0.006),
    bottom_right_lng: round(lng + 0.01),
    images: [image('coral-plan-de', 'de', 'Korallen-Atoll Resort'), image('coral-plan-en', 'en', 'Coral Atoll Resort')],
  });
}
