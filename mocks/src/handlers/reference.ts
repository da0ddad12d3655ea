/**
 * Reference data behind slice 2's pickers (spec section 7): icons (and their
 * SVGs), days of the week, related types and objects, and Auto Translate.
 * /ui/* needs only a session; the icon SVGs are public (an <img> sends no token).
 * Translation (manage-hotel-content) is faked: each target gets the text prefixed with `[code] `, so a
 * test can see which languages were filled.
 */
import { http, HttpResponse } from 'msw';
import {
  DAYS_OF_WEEK,
  ICON_KEYS,
  ICON_SHAPES,
  RELATED_TYPES,
  iconSvg,
  iconUrl,
  isIconKey,
  translateSchema,
  translationText,
  type Icon,
  type NamedOption,
  type RelatedType,
  type Translatable,
  type TranslatedText,
} from '@atoll/contract';
import { bySortOrder, sortOrderOrDefault } from '@atoll/contract/domain';
import { apiPath, notFound, ok, readValid } from '../http';
import { get, guarded, HOTEL_CONTENT, post, SIGNED_IN } from '../routes';
import { mockDb, type ContentTables } from '../store';

const RELATED_TABLES: Record<RelatedType, keyof ContentTables> = {
  facility: 'facilities',
  activity: 'activities',
  menu: 'menus',
  information: 'information',
  event: 'events',
};

type NamedRow = { id: number; company_id: number; sort_order?: number; name: Translatable | string };

/** The objects of one related type, by sort_order then id, named in 'en'. */
export function relatedObjects(companyId: number, type: RelatedType): NamedOption[] {
  const rows = (mockDb.content[RELATED_TABLES[type]] as NamedRow[]).filter((r) => r.company_id === companyId);
  return rows
    .map((r) => ({ id: r.id, sort_order: sortOrderOrDefault(r.sort_order), name: typeof r.name === 'string' ? r.name : translationText(r.name) }))
    .sort(bySortOrder)
    .map(({ id, name }) => ({ id, name }));
}

export const ICONS: Icon[] = ICON_KEYS.map((key) => ({ key, name: ICON_SHAPES[key].name, url: iconUrl(key) }));

export const referenceHandlers = [
  ...guarded(SIGNED_IN, [get('ui/icons', () => ok(ICONS))]),

  http.get(apiPath('ui/icons/:file'), ({ params }) => {
    const key = String(params.file).replace(/\.svg$/, '');
    if (!String(params.file).endsWith('.svg') || !isIconKey(key)) return notFound();
    return new HttpResponse(iconSvg(key), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    });
  }),

  ...guarded(SIGNED_IN, [
    get('ui/days-of-week', () => ok(DAYS_OF_WEEK.map((d) => ({ ...d })))),
    get('ui/related-types', () => ok(RELATED_TYPES.map((r) => ({ ...r })))),
    get('ui/related-object/:type', ({ params, companyId }) => {
      const type = RELATED_TYPES.find((r) => r.value === params.type)?.value;
      if (!type) return notFound();
      return ok(relatedObjects(companyId, type));
    }),
  ]),

  // Needs manage-hotel-content, like the server (it spends the provider's quota).
  ...guarded(HOTEL_CONTENT, [
    post('languages/translate', async ({ request }) => {
      const { text, targets } = await readValid(request, translateSchema);
      const answer: TranslatedText[] = targets.map((code) => ({ code, text: `[${code}] ${text}` }));
      return ok(answer);
    }),
  ]),
];
