/** Information cards of busyResort: one of each content type, with content. */
import { type Information, type Translatable } from '@atoll/contract';
import { seedImage } from '../../content';
import { nextId, type MockDb, type Stored } from '../../store';
import { hoursBefore } from '../seed';

const MINIMAL_PDF = `data:application/pdf;base64,${btoa('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')}`;

export function seedInformation(db: MockDb, companyId: number): { wifiId: number } {
  const card = (fields: Partial<Information> & { name: Translatable; content_type: Information['content_type'] }): Stored<Information> => ({
    id: nextId(db),
    company_id: companyId,
    description: [],
    content_type_label: '',
    sort_order: 0,
    cover: null,
    cover_thumb: null,
    content: { text: [], images: [], pdf: [] },
    updated: hoursBefore(48),
    ...fields,
  });
  const cover = seedImage('Wi-Fi', '#3182ce');
  const wifi = card({
    name: [{ language_code: 'en', text: 'Wi-Fi' }, { language_code: 'ar', text: 'واي فاي' }],
    description: [{ language_code: 'en', text: 'How to connect' }],
    content_type: 'text',
    content_type_label: 'Text',
    sort_order: 1,
    cover,
    cover_thumb: cover,
    content: { text: [{ language_code: 'en', text: '<p>Network <strong>CoralGuest</strong>, no password.</p>' }], images: [], pdf: [] },
  });
  const map = seedImage('Island map', '#38a169');
  db.content.information.push(
    wifi,
    card({
      name: [{ language_code: 'en', text: 'Island Map' }],
      description: [{ language_code: 'en', text: 'Find your way around' }],
      content_type: 'image',
      content_type_label: 'Image',
      sort_order: 2,
      content: { text: [], images: [{ id: 'seed-info-map-en', language_code: 'en', filename: 'map.svg', url: map, thumb_url: map }], pdf: [] },
    }),
    card({
      name: [{ language_code: 'en', text: 'Resort Guide' }],
      description: [{ language_code: 'en', text: 'Everything in one document' }],
      content_type: 'pdf',
      content_type_label: 'PDF',
      sort_order: 3,
      content: { text: [], images: [], pdf: [{ id: 'seed-info-guide-en', language_code: 'en', filename: 'guide.pdf', url: MINIMAL_PDF }] },
    }),
  );
  return { wifiId: wifi.id };
}
