/**
 * The guest app's payload (GET guest-app/{domain}; ADR 0051) built from plain rows, the same on the server
 * and the mocks: each backend reads its own company's rows (every row, active or not) and this decides
 * what a guest sees — active facilities, their active activities and menus, today's events (todaysEvents,
 * the TV's rule), banners with show_on_app, quick actions, Information cards, the latest layout — and in which language.
 * What it answers is only the fields of contract/src/guestApp.ts: a staff field of an input row never
 * reaches the output, because every object is built field by field here.
 */
import { readAppConfig } from '../appConfig';
import type { RelatedType } from '../contentCommon';
import { DEFAULT_LANGUAGE } from '../constants';
import type { MenuType } from '../facilities';
import type {
  GuestActivity,
  GuestApp,
  GuestBanner,
  GuestEvent,
  GuestFacility,
  GuestFacilityPage,
  GuestImage,
  GuestInformation,
  GuestLink,
  GuestMenu,
  GuestQuickAction,
} from '../guestApp';
import type { ContentType } from '../information';
import type { QuickActionType } from '../quickActions';
import { translationText, type Translatable } from '../translations';
import { withoutMissingReferences } from './appVersions';
import { todaysEvents } from './todayEvents';

interface Ordered {
  id: number;
  sort_order: number;
  active: boolean;
}
interface LanguageUrl {
  language_code: string;
  url: string;
  thumb_url?: string;
}
interface Linked {
  related_type: RelatedType | null;
  related_id: number | null;
}

/** The inputs, as either backend reads them: the company's rows, whatever their state. */
export interface GuestAppInput {
  now: Date;
  /** The `lang` the guest asked for (any text; an unknown or disabled one falls back to 'en'). */
  lang: string | null | undefined;
  /** The enabled language codes, in any order ('en' is always added). */
  languages: readonly string[];
  property: { name: string; primary_color: string; logo: GuestImage | null; default_image: GuestImage | null; time_zone: string };
  /** The latest app version's configuration as stored, or null when none was saved. */
  config: unknown;
  facilities: (Ordered & { parent_id: number | null; name: Translatable; description: Translatable; show_app_home: boolean; cover: GuestImage | null })[];
  activities: (Ordered & { facility_id: number; name: Translatable; price_text: Translatable; description: Translatable; cover: GuestImage | null })[];
  menus: (Ordered & { facility_id: number; name: Translatable; type: MenuType; short_description: Translatable; pdf: LanguageUrl[] })[];
  events: {
    id: number;
    name: Translatable;
    description: Translatable;
    start_time: string;
    end_time: string;
    cover: GuestImage | null;
    active: boolean;
    weekly_recurring_day: number[];
  }[];
  banners: (Linked & { id: number; sort_order: number; show_on_app: boolean; description: Translatable; images: LanguageUrl[] })[];
  quick_actions: (Linked & { id: number; sort_order: number; name: Translatable; type: QuickActionType; payload: string | null; icon_url: string })[];
  /** Information cards with their content of every type (images in upload order); the card's content_type picks what is shown. */
  information: {
    id: number;
    sort_order: number;
    name: Translatable;
    description: Translatable;
    content_type: ContentType;
    cover: GuestImage | null;
    text: Translatable;
    images: LanguageUrl[];
    pdf: LanguageUrl[];
  }[];
}

const bySortOrder = <T extends { id: number; sort_order: number }>(rows: readonly T[]): T[] =>
  [...rows].sort((x, y) => x.sort_order - y.sort_order || x.id - y.id);

/** The file in `language`, else in 'en', else the first by language code. */
function fileIn<F extends LanguageUrl>(files: readonly F[], language: string): F | null {
  const sorted = [...files].sort((x, y) => (x.language_code < y.language_code ? -1 : x.language_code > y.language_code ? 1 : 0));
  return sorted.find((f) => f.language_code === language) ?? sorted.find((f) => f.language_code === DEFAULT_LANGUAGE) ?? sorted[0] ?? null;
}

/** The files of `language`, else of 'en', else of the first language by code; in their given order. */
function filesIn<F extends LanguageUrl>(files: readonly F[], language: string): F[] {
  const chosen = fileIn(files, language);
  return chosen ? files.filter((f) => f.language_code === chosen.language_code) : [];
}

const guestImage = (file: LanguageUrl): GuestImage => ({ url: file.url, thumb_url: file.thumb_url ?? file.url });

/** The enabled languages with 'en' first, then by code. */
export function guestLanguages(enabled: readonly string[]): string[] {
  const rest = [...new Set(enabled.map((c) => c.toLowerCase()))].filter((c) => c !== DEFAULT_LANGUAGE).sort();
  return [DEFAULT_LANGUAGE, ...rest];
}

/** The language a guest's `lang` answers in: it when the property has it enabled, else 'en'. */
export function guestLanguage(lang: string | null | undefined, languages: readonly string[]): string {
  const asked = (lang ?? '').trim().toLowerCase();
  return languages.includes(asked) ? asked : DEFAULT_LANGUAGE;
}

/** Everything the guest app shows, in one language; nothing inactive, hidden or of staff. */
export function buildGuestApp(input: GuestAppInput): GuestApp {
  const languages = guestLanguages(input.languages);
  const language = guestLanguage(input.lang, languages);
  const text = (list: Translatable | null | undefined) => translationText(list, language);

  const facilityRows = bySortOrder(input.facilities.filter((f) => f.active));
  const shown = new Set(facilityRows.map((f) => f.id));
  const activityRows = bySortOrder(input.activities.filter((a) => a.active && shown.has(a.facility_id)));
  const menuRows = bySortOrder(input.menus.filter((m) => m.active && shown.has(m.facility_id)));

  const facilities: GuestFacility[] = facilityRows.map((f) => ({
    id: f.id,
    parent_id: f.parent_id !== null && shown.has(f.parent_id) ? f.parent_id : null,
    name: text(f.name),
    description: text(f.description),
    show_app_home: f.show_app_home,
    cover: f.cover,
    activities: activityRows
      .filter((a) => a.facility_id === f.id)
      .map((a): GuestActivity => ({ id: a.id, name: text(a.name), price_text: text(a.price_text), description: text(a.description), cover: a.cover })),
    menus: menuRows.filter((m) => m.facility_id === f.id).map((m): GuestMenu => {
      const pdf = m.type === 'pdf' ? fileIn(m.pdf, language) : null;
      return { id: m.id, name: text(m.name), type: m.type, short_description: text(m.short_description), pdf: pdf && { url: pdf.url, language_code: pdf.language_code } };
    }),
  }));

  const today = todaysEvents(input.events, input.now, input.property.time_zone);
  const events: GuestEvent[] = today.events.map((e) => ({ id: e.id, name: text(e.name), description: text(e.description), start_time: e.start_time, end_time: e.end_time, cover: e.cover }));

  // A link is answered only when what it opens is in this answer (an active facility, activity or menu, today's
  // events, the information pages); anything else opens nothing: an active event of another weekday is not here.
  const visible: Partial<Record<RelatedType, Set<number>>> = {
    facility: shown,
    activity: new Set(activityRows.map((a) => a.id)),
    menu: new Set(menuRows.map((m) => m.id)),
    event: new Set(today.events.map((e) => e.id)),
    information: new Set(input.information.map((i) => i.id)),
  };
  const linkOf = ({ related_type: type, related_id: id }: Linked): GuestLink | null =>
    type && id !== null && visible[type]?.has(id) ? { type, id } : null;

  const banners: GuestBanner[] = bySortOrder(input.banners.filter((b) => b.show_on_app)).map((b) => {
    const image = fileIn(b.images, language);
    return { id: b.id, description: text(b.description), image: image && guestImage(image), link: linkOf(b) };
  });
  const quickActions: GuestQuickAction[] = bySortOrder(input.quick_actions).map((q) => ({
    id: q.id,
    name: text(q.name),
    type: q.type,
    payload: q.type === 'related' ? null : q.payload,
    icon_url: q.icon_url,
    link: q.type === 'related' ? linkOf(q) : null,
  }));

  // Information cards have no active flag: every card is the guest's; only its own type's content is shown.
  const information: GuestInformation[] = bySortOrder(input.information).map((i) => {
    const pdf = i.content_type === 'pdf' ? fileIn(i.pdf, language) : null;
    return {
      id: i.id,
      name: text(i.name),
      description: text(i.description),
      content_type: i.content_type,
      cover: i.cover,
      text: i.content_type === 'text' ? text(i.text) : '',
      images: i.content_type === 'image' ? filesIn(i.images, language).map(guestImage) : [],
      pdf: pdf && { url: pdf.url, language_code: pdf.language_code },
    };
  });

  return {
    language,
    languages,
    date: today.date,
    property: { ...input.property },
    // What the layout names and is gone or hidden since it was saved is left out (ADR 0050).
    config: withoutMissingReferences(readAppConfig(input.config ?? {}), { facilities: shown, activities: visible.activity! }),
    facilities,
    events,
    banners,
    quick_actions: quickActions,
    information,
  };
}

/** The rows a facility page adds: its menus' categories and items (any menu; only active ordering menus' are answered). */
export interface GuestFacilityPageInput extends GuestAppInput {
  categories: { id: number; menu_id: number; sort_order: number; name: Translatable; cover: GuestImage | null }[];
  items: { id: number; menu_id: number; category_id: number; sort_order: number; name: Translatable; price_text: Translatable; description: Translatable; cover: GuestImage | null }[];
}

/**
 * A facility's page: the facility exactly as buildGuestApp answers it (so the same rule decides whether it is shown),
 * plus its active ordering menus' categories and items in sort order; null when the app does not show that facility.
 */
export function buildGuestFacilityPage(input: GuestFacilityPageInput, facilityId: number): GuestFacilityPage | null {
  const app = buildGuestApp({ ...input, events: [], banners: [], quick_actions: [], information: [], config: null });
  const facility = app.facilities.find((f) => f.id === facilityId);
  if (!facility) return null;
  const text = (list: Translatable | null | undefined) => translationText(list, app.language);
  const menus = facility.menus
    .filter((m) => m.type === 'menu')
    .map((m) => ({
      id: m.id,
      categories: bySortOrder(input.categories.filter((c) => c.menu_id === m.id)).map((c) => ({
        id: c.id,
        name: text(c.name),
        cover: c.cover,
        items: bySortOrder(input.items.filter((i) => i.category_id === c.id && i.menu_id === m.id)).map((i) => ({
          id: i.id,
          name: text(i.name),
          price_text: text(i.price_text),
          description: text(i.description),
          cover: i.cover,
        })),
      })),
    }));
  return { language: app.language, facility, menus };
}
