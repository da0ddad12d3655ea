/**
 * The public guest API (issue 21, 'The live preview and the guest web app'; ADR 0051): what the guest web
 * app at `/p/{domain}` reads, with no login — `GET guest-app/{domain}?lang=xx`. It answers only what a
 * guest may see: the property's face, the latest app version's layout, and the active content the eight
 * component types draw, with texts in one language ('en' where a text has none in it). Staff users,
 * guests, bookings, inactive or hidden items and staff-only fields (internal names of the related
 * links, counts, updated times) are never in it. Built by buildGuestApp (@atoll/contract/domain) on both
 * backends; cached by ETag (If-None-Match → 304) and `Cache-Control: public, max-age=60`.
 */
import type { AppConfig } from './appEditor';
import type { MenuType } from './facilities';
import type { ContentType } from './information';
import type { QuickActionType } from './quickActions';
import type { RelatedType } from './contentCommon';

/** Requests per client address a minute: a hotel's Wi-Fi puts many guests behind one address. */
export const GUEST_APP_RATE_LIMIT = { requests: 300, windowSeconds: 60 } as const;

/** How long a browser or a proxy may use an answer without asking again (then it revalidates by ETag). */
export const GUEST_APP_MAX_AGE_SECONDS = 60;

/** An image a guest may load: the file's URL and its thumbnail's (the mocks' data URLs have none: the same URL). */
export interface GuestImage {
  url: string;
  thumb_url: string;
}

export interface GuestActivity {
  id: number;
  name: string;
  price_text: string;
  /** Rich text (the server's sanitised HTML subset). */
  description: string;
  cover: GuestImage | null;
}

export interface GuestMenu {
  id: number;
  name: string;
  type: MenuType;
  short_description: string;
  /** A PDF menu's file in the answer's language, else the English one, else the first; null for other menus. */
  pdf: { url: string; language_code: string } | null;
}

export interface GuestFacility {
  id: number;
  /** The parent facility when it is in the answer too (active), else null. */
  parent_id: number | null;
  name: string;
  /** Rich text (the server's sanitised HTML subset). */
  description: string;
  show_app_home: boolean;
  cover: GuestImage | null;
  /** Active ones, in sort order. */
  activities: GuestActivity[];
  /** Active ones, in sort order. An ordering menu's categories and items are not in this answer. */
  menus: GuestMenu[];
}

export interface GuestEvent {
  id: number;
  name: string;
  description: string;
  /** HH:mm, in the property's time zone. */
  start_time: string;
  end_time: string;
  cover: GuestImage | null;
}

/** What a banner or quick action opens in the app: an active facility, activity… (null when it opens nothing). */
export interface GuestLink {
  type: RelatedType;
  id: number;
}

export interface GuestBanner {
  id: number;
  description: string;
  /** The image in the answer's language, else the English one, else the first; null when it has none. */
  image: GuestImage | null;
  link: GuestLink | null;
}

export interface GuestQuickAction {
  id: number;
  name: string;
  type: QuickActionType;
  /** URL for 'url', phone number for 'call', page value for 'page', null for 'related'. */
  payload: string | null;
  icon_url: string;
  link: GuestLink | null;
}

/**
 * An Information card (spec section 7) as a guest sees it: its texts in the answer's language and the content of
 * its content_type only — `text` for a text card, `images` for an image card, `pdf` for a PDF card (the others
 * empty: the content staff left under another type is kept for them, not shown).
 */
export interface GuestInformation {
  id: number;
  name: string;
  description: string;
  content_type: ContentType;
  cover: GuestImage | null;
  /** Rich text (the server's sanitised HTML subset); '' unless content_type is 'text'. */
  text: string;
  /** The images of the answer's language, else the English ones, else the first language's (by code), in upload order. */
  images: GuestImage[];
  /** The PDF in the answer's language, else the English one, else the first; null unless content_type is 'pdf'. */
  pdf: { url: string; language_code: string } | null;
}

/** GET guest-app/{domain}: everything the guest app's screens draw. */
export interface GuestApp {
  /** The language of every text below: the one asked for when the property has it enabled, else 'en'. */
  language: string;
  /** The property's enabled languages, 'en' first. */
  languages: string[];
  /** Today in the property's time zone (the date `events` are of). */
  date: string;
  property: {
    name: string;
    primary_color: string;
    logo: GuestImage | null;
    default_image: GuestImage | null;
    time_zone: string;
  };
  /** The latest app version's layout in the current schema (its texts in every language); empty before the first save. */
  config: AppConfig;
  /** Active facilities in sort order. */
  facilities: GuestFacility[];
  /** Active events on today's weekday, by start time (the TV manifest's rule). */
  events: GuestEvent[];
  /** Banners with show_on_app, in sort order. */
  banners: GuestBanner[];
  quick_actions: GuestQuickAction[];
  /** The hotel's Information cards, in sort order (the guest app's Information tab lists them below its layout). */
  information: GuestInformation[];
}

export interface GuestMenuItem {
  id: number;
  name: string;
  price_text: string;
  description: string;
  cover: GuestImage | null;
}

export interface GuestMenuCategory {
  id: number;
  name: string;
  cover: GuestImage | null;
  /** In sort order. */
  items: GuestMenuItem[];
}

/**
 * GET guest-app/{domain}/facilities/{id}: a facility's page — the facility as the app's payload has it, and each of
 * its active ordering menus' categories and items (left out of the app's payload for their size).
 */
export interface GuestFacilityPage {
  language: string;
  facility: GuestFacility;
  /** By the facility's menus' order; ordering menus only (a PDF menu's file is in `facility.menus`). */
  menus: { id: number; categories: GuestMenuCategory[] }[];
}

/**
 * Whether an If-None-Match header names `etag` (a list, `*`, or weak forms: RFC 9110 compares weakly
 * for If-None-Match, so `W/"x"` matches `"x"`).
 */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * The words of the guest app's layout renderer (console/src/guest/render; issue 21), in the guest app and the
 * App Editor's phone preview alike. Not spec texts: the spec words none of them. Yup-free, as this whole module.
 */
export const GUEST_APP_TEXT = {
  /** A section with no components (or none the app can show). */
  empty: 'Nothing here yet. Please check back soon.',
  /** The preview of a section with no components. */
  emptyPreview: 'This section has no components yet. Add one and it shows here.',
  /** The preview's box for a component of a type this version does not know (APP_EDITOR_TEXT.unsupported says the same). */
  unsupported: 'This component is no longer supported. It can only be removed.',
  noEvents: 'No events today',
  noFacilities: 'No facilities to show yet',
  eventTime: (start: string, end: string) => `${start}–${end}`,
  slider: 'Images',
  slide: (n: number, count: number) => `${n} of ${count}`,
  previous: 'Previous image',
  next: 'Next image',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  /** The preview's button over a component: it selects that component in the editor. */
  select: (name: string) => `Select ${name}`,
} as const;
