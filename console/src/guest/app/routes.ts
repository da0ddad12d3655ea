/**
 * The guest app's pages and their URLs, all under /p/{domain}/ so Back works and a reload keeps the place (the
 * server answers guest.html for every path under it): the sections ('' is Home), a facility's page (an activity is
 * its #activity-{id}), an Information card's page, Book, Sign in, and 'more' (a text or gallery an item opens; its action is in history.state).
 */
import { APP_SECTION_IDS, isAppSectionId, type AppSectionId } from '@atoll/contract/guestWebApp';
import { GUEST_APP_PATH } from '@atoll/contract/guestWebApp';

export type GuestRoute =
  | { page: 'section'; section: AppSectionId }
  | { page: 'facility'; id: number; activityId: number | null }
  | { page: 'information'; id: number }
  | { page: 'book' }
  | { page: 'sign-in' }
  | { page: 'more'; componentId: string };

/** The property's domain in a /p/{domain}/… path, or null outside the guest app. */
export function domainOf(pathname: string): string | null {
  const match = new RegExp(`^${GUEST_APP_PATH}/([^/]+)`).exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The page of a path under /p/{domain}; anything unknown is Home. */
export function parseRoute(pathname: string, hash = ''): GuestRoute {
  const parts = pathname.split('/').filter(Boolean).slice(2);
  const [first = '', second = ''] = parts;
  if (first === '' || first === 'home') return { page: 'section', section: 'home' };
  if (isAppSectionId(first) && !second) return { page: 'section', section: first };
  if (first === 'facility' && /^\d+$/.test(second)) {
    const activity = /^#activity-(\d+)$/.exec(hash);
    return { page: 'facility', id: Number(second), activityId: activity ? Number(activity[1]) : null };
  }
  if (first === 'information' && /^\d+$/.test(second)) return { page: 'information', id: Number(second) };
  if (first === 'book') return { page: 'book' };
  if (first === 'sign-in') return { page: 'sign-in' };
  if (first === 'more' && second) return { page: 'more', componentId: decodeURIComponent(second) };
  return { page: 'section', section: 'home' };
}

/** The URL of a page of `domain`'s app. */
export function routePath(domain: string, route: GuestRoute): string {
  const base = `${GUEST_APP_PATH}/${encodeURIComponent(domain)}`;
  switch (route.page) {
    case 'section':
      return route.section === 'home' ? `${base}/` : `${base}/${route.section}`;
    case 'facility':
      return `${base}/facility/${route.id}${route.activityId ? `#activity-${route.activityId}` : ''}`;
    case 'information':
      return `${base}/information/${route.id}`;
    case 'book':
      return `${base}/book`;
    case 'sign-in':
      return `${base}/sign-in`;
    case 'more':
      return `${base}/more/${encodeURIComponent(route.componentId)}`;
  }
}

export const SECTION_IDS = APP_SECTION_IDS;
