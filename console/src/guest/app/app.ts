/**
 * The guest web app's shell (issue 21): what the Home QR code opens at /p/{domain}. It reads the app's payload
 * (GET guest-app/{domain}?lang), draws the property's face (name, logo, colour), the Home section and a tab bar
 * for the other sections through the shared renderer (console/src/guest/render), and answers the renderer's
 * taps: a facility's page, an activity on it, a PDF, a link (new tab), a phone call, a text or a gallery. The
 * Information tab lists the hotel's Information cards below its layout, each on a page of its own. Every
 * page has its URL under /p/{domain}/ (routes.ts): Back works, a reload keeps the place. Language picker (the
 * property's languages; the phone's language first time, then the guest's choice), guest sign-in by room and
 * last name, Book (console/src/guest/bookings when it is there) and Notifications (console/src/guest/push).
 * Plain DOM and no framework: the whole first load is held to 80 KB of gzipped JavaScript (check-bundle-budget).
 */
import type { AppAction, GuestApp, GuestFacilityPage, GuestSession } from '@atoll/contract';
import { APP_SECTIONS, GUEST_SHELL_TEXT as TEXT, type AppSectionId } from '@atoll/contract/guestWebApp';
import { disposeSection, isRtl, renderSection } from '../render';
import { appUrl, facilityUrl, fetchApp, fetchFacility, startSession, type Result } from './api';
import { el, pageHeading } from './dom';
import { facilityPage } from './facility';
import { informationList, informationPage } from './information';
import { galleryPage, textPage } from './more';
import { parseRoute, routePath, type GuestRoute } from './routes';
import { readLanguage, readSession, writeLanguage, writeSession } from './session';
import { signInPage } from './signIn';

/** Where the shell is (window.history and location in the page; a memory one in tests). */
export interface Navigation {
  current(): { pathname: string; hash: string; state: unknown };
  push(url: string, state?: unknown): void;
  replace(url: string, state?: unknown): void;
  back(): void;
  /** Back and Forward: `listener` runs after the browser moved. */
  onPop(listener: () => void): void;
}

/** The bookings module helper B writes (console/src/guest/bookings), loaded when a guest opens Book. */
export interface BookingsModule {
  mountBookings(
    root: HTMLElement,
    deps: { domain: string; language: string; session: GuestSession | null; fetch: typeof fetch; onSignIn: () => void },
  ): void | (() => void);
}
/** The Notifications switch (console/src/guest/push), loaded after the first paint. */
export interface PushModule {
  setUpPush(root: HTMLElement, deps: { domain: string; language: string; fetch: typeof fetch; registration: Promise<ServiceWorkerRegistration | null> }): () => void;
}

export interface GuestAppDeps {
  /** The #guest element of guest.html (its header and main are reused when the server drew them). */
  root: HTMLElement;
  domain: string;
  fetch: typeof fetch;
  storage: Storage | null;
  /** navigator.languages: the first enabled one is the default. */
  languages: readonly string[];
  now: () => number;
  navigation: Navigation;
  /** Opens a URL: a new tab (links, PDFs) or this one (tel:). */
  open: (url: string, newTab: boolean) => void;
  /** The page's <html> (lang, dir) and title. */
  document: Document;
  registration: Promise<ServiceWorkerRegistration | null>;
  /** Asks the service worker to keep the page, the API answers read and their images (offline.ts, KeepMessage). */
  keep?: (page: string, data: string[], images: string[]) => void;
  loadBookings?: () => Promise<BookingsModule>;
  loadPush?: () => Promise<PushModule>;
}

export interface GuestAppHandle {
  /** Settles when the current page is drawn (tests and the benchmark wait for it). */
  ready(): Promise<void>;
  stop(): void;
}

const SECTION_LABEL = Object.fromEntries(APP_SECTIONS.map((s) => [s.id, s.label])) as Record<AppSectionId, string>;

function displayName(code: string): string {
  try {
    // Each language in its own name (ދިވެހި, العربية…): the guest reads the one they know.
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}

function timeOf(at: number, language: string): string {
  try {
    return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(at);
  } catch {
    return new Date(at).toISOString().slice(11, 16);
  }
}

/** Every image URL on this origin in an answer (covers, logos, the layout's uploads): what the worker keeps for offline. */
function imagesOf(data: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith('/api/')) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) if (key !== 'pdf' && key !== 'files') walk(inner);
    }
  };
  walk(data);
  return [...found];
}

export function startGuestApp(deps: GuestAppDeps): GuestAppHandle {
  const { root, domain, navigation } = deps;
  const doc = deps.document;
  let language = readLanguage(deps.storage, domain) ?? deps.languages[0]?.split('-')[0]?.toLowerCase() ?? 'en';
  let app: GuestApp | null = null;
  let keptAt: number | null = null;
  let session = readSession(deps.storage, domain, deps.now());
  let drawn: Promise<void> = Promise.resolve();
  let stopped = false;
  let firstPage = true;
  let appLoad: Promise<Result<GuestApp>> = fetchApp(deps.fetch, domain, language);
  const facilities = new Map<string, Promise<Result<GuestFacilityPage>>>();
  const sectionRoots = new Map<AppSectionId, HTMLElement>();
  const disposers: (() => void)[] = [];

  // The frame: the server's header and main are kept (their first paint is the property's name), the rest added.
  const header = root.querySelector<HTMLElement>('.gs-header') ?? root.appendChild(el('header', { class: 'gs-header' }));
  const main = root.querySelector<HTMLElement>('main') ?? root.appendChild(el('main', { id: 'main', class: 'gs-main', tabindex: '-1' }));
  const tabs = el('nav', { class: 'gs-tabs', 'aria-label': TEXT.tabs });
  root.append(tabs);
  const status = el('p', { class: 'gs-status', role: 'status' });
  const bar = el('div', { class: 'gs-bar' });

  const url = (route: GuestRoute) => routePath(domain, route);

  function go(route: GuestRoute, state?: unknown, replace = false): void {
    if (replace) navigation.replace(url(route), state);
    else navigation.push(url(route), state);
    void show();
  }

  function drawHeader(): void {
    if (!app) return;
    const { property } = app;
    root.style.setProperty('--gs-primary', property.primary_color);
    const brand = el('a', { class: 'gs-brand', href: url({ page: 'section', section: 'home' }) });
    if (property.logo) brand.append(el('img', { class: 'gs-brand__logo', src: property.logo.thumb_url || property.logo.url, alt: '' }));
    brand.append(el('span', { class: 'gs-brand__name' }, property.name));

    const select = el('select', { class: 'gs-select', id: 'gs-language', 'aria-label': TEXT.language });
    for (const code of app.languages) {
      const option = el('option', { value: code, lang: code }, displayName(code));
      option.selected = code === app.language;
      select.append(option);
    }
    select.addEventListener('change', () => void changeLanguage(select.value));

    const account = session
      ? el('span', { class: 'gs-account' }, el('span', { class: 'gs-account__who' }, TEXT.signedInAs(session.guest.first_name, session.guest.room)), signOutButton())
      : el('a', { class: 'gs-link', href: url({ page: 'sign-in' }) }, TEXT.signIn);
    bar.replaceChildren(el('a', { class: 'gs-link', href: url({ page: 'book' }) }, TEXT.book), account, app.languages.length > 1 ? select : '');
    header.replaceChildren(brand, bar, status);
    header.removeAttribute('aria-busy');
    status.textContent = keptAt ? TEXT.offline(timeOf(keptAt, app.language)) : '';
  }

  function signOutButton(): HTMLButtonElement {
    const button = el('button', { class: 'gs-link', type: 'button' }, TEXT.signOut);
    button.addEventListener('click', () => {
      session = null;
      writeSession(deps.storage, domain, null);
      drawHeader();
      (bar.querySelector<HTMLElement>('a[href$="/sign-in"]') ?? bar).focus();
      if (parseRoute(navigation.current().pathname).page === 'book') void show();
    });
    return button;
  }

  function drawTabs(current: GuestRoute): void {
    const active =
      current.page === 'section' ? current.section : current.page === 'facility' ? 'facilities' : current.page === 'information' ? 'information' : null;
    tabs.replaceChildren(
      ...APP_SECTIONS.map((section) => {
        const link = el('a', { class: 'gs-tab', href: url({ page: 'section', section: section.id }) }, section.label);
        if (section.id === active) link.setAttribute('aria-current', 'page');
        return link;
      }),
    );
  }

  async function changeLanguage(code: string): Promise<void> {
    language = code;
    writeLanguage(deps.storage, domain, code);
    facilities.clear();
    appLoad = fetchApp(deps.fetch, domain, code);
    await show();
    doc.getElementById('gs-language')?.focus();
  }

  function onAction(action: AppAction, componentId: string): void {
    switch (action.type) {
      case 'facility':
        return go({ page: 'facility', id: action.facility_id, activityId: null });
      case 'activity': {
        const facility = app?.facilities.find((f) => f.activities.some((a) => a.id === action.activity_id));
        if (facility) go({ page: 'facility', id: facility.id, activityId: action.activity_id });
        return;
      }
      case 'pdf': {
        const file = action.files.find((f) => f.language_code === language) ?? action.files.find((f) => f.language_code === 'en') ?? action.files[0];
        if (file) deps.open(file.url, true);
        return;
      }
      case 'url':
        return deps.open(action.url, true);
      case 'phone':
        return deps.open(`tel:${action.number.replace(/[^\d+]/g, '')}`, false);
      case 'text':
      case 'gallery':
        return go({ page: 'more', componentId }, { action });
      case 'none':
        return;
    }
  }

  function sectionPage(section: AppSectionId): HTMLElement[] {
    let target = sectionRoots.get(section);
    if (!target) {
      target = el('div', { class: 'gs-section' });
      sectionRoots.set(section, target);
    }
    renderSection(target, app!, section, { language: app!.language, mode: 'guest', onAction: (action, context) => onAction(action, context.componentId) });
    const heading = pageHeading(section === 'home' ? app!.property.name : SECTION_LABEL[section]);
    if (section === 'home') heading.classList.add('gs-visually-hidden');
    const parts = [heading, target];
    if (section === 'information') {
      const list = informationList(app!.information, (id) => url({ page: 'information', id }));
      // The hotel's cards follow what the editor composed; with none composed they are the page (no 'nothing here' above them).
      if (list && app!.config.information?.components?.length) parts.push(list);
      else if (list) parts.splice(1, 1, list);
    }
    if (section === 'home' && deps.loadPush) {
      const box = el('div', { class: 'gs-push' });
      const registration = deps.registration;
      void deps.loadPush().then((module) => {
        if (!stopped && box.isConnected) disposers.push(module.setUpPush(box, { domain, language: app!.language, fetch: deps.fetch, registration }));
      }).catch(() => undefined);
      parts.push(box);
    }
    return parts;
  }

  async function facility(route: Extract<GuestRoute, { page: 'facility' }>): Promise<HTMLElement[]> {
    const key = `${route.id}:${language}`;
    let load = facilities.get(key);
    if (!load) {
      load = fetchFacility(deps.fetch, domain, route.id, language);
      facilities.set(key, load);
    }
    const result = await load;
    if (!result.ok) {
      facilities.delete(key);
      return [pageHeading(result.status === 404 ? TEXT.nothingHere : TEXT.unavailable)];
    }
    deps.keep?.(doc.defaultView?.location.href ?? '', [facilityUrl(domain, route.id, language)], imagesOf(result.data));
    return [facilityPage(result.data)];
  }

  function information(id: number): HTMLElement[] {
    const card = app!.information.find((c) => c.id === id);
    return [card ? informationPage(card) : pageHeading(TEXT.nothingHere)];
  }

  async function book(): Promise<HTMLElement[]> {
    const box = el('div', { class: 'gs-book' });
    const parts = [pageHeading(TEXT.book), box];
    if (!deps.loadBookings) {
      box.append(el('p', {}, TEXT.bookingsSoon));
      return parts;
    }
    try {
      const module = await deps.loadBookings();
      const dispose = module.mountBookings(box, {
        domain,
        language,
        session,
        fetch: deps.fetch,
        onSignIn: () => go({ page: 'sign-in' }, { from: url({ page: 'book' }) }),
      });
      if (typeof dispose === 'function') disposers.push(dispose);
    } catch {
      box.append(el('p', { role: 'alert' }, TEXT.unavailable));
    }
    return parts;
  }

  function signIn(): HTMLElement[] {
    const from = (navigation.current().state as { from?: string } | null)?.from;
    return [
      signInPage({
        submit: (room, lastName) => startSession(deps.fetch, domain, room, lastName),
        signedIn: (started) => {
          session = started;
          writeSession(deps.storage, domain, started);
          drawHeader();
          const back = from ? parseRoute(new URL(from, 'http://x').pathname) : ({ page: 'section', section: 'home' } as const);
          go(back, undefined, true);
        },
      }),
    ];
  }

  function more(): HTMLElement[] {
    const action = (navigation.current().state as { action?: AppAction } | null)?.action;
    if (action?.type === 'text') return [textPage(action, language)];
    if (action?.type === 'gallery') return [galleryPage(action)];
    // A reload without the page's state (a shared link): Home.
    navigation.replace(url({ page: 'section', section: 'home' }));
    return sectionPage('home');
  }

  async function draw(): Promise<void> {
    const result = await appLoad;
    if (stopped) return;
    if (!result.ok) {
      const retry = el('button', { class: 'gs-button', type: 'button' }, TEXT.retry);
      retry.addEventListener('click', () => {
        appLoad = fetchApp(deps.fetch, domain, language);
        void show();
      });
      main.replaceChildren(pageHeading(result.status === 404 ? TEXT.notFound : TEXT.unavailable, 'gs-title gs-title--message'), result.status === 404 ? '' : retry);
      header.removeAttribute('aria-busy');
      return;
    }
    if (app !== result.data) {
      app = result.data;
      deps.keep?.(doc.defaultView?.location.href ?? '', [appUrl(domain, language)], imagesOf(app));
      keptAt = result.keptAt;
      language = app.language;
      doc.documentElement.lang = app.language;
      doc.documentElement.dir = isRtl(app.language) ? 'rtl' : 'ltr';
      drawHeader();
    }
    const { pathname, hash } = navigation.current();
    const route = parseRoute(pathname, hash);
    for (const dispose of disposers.splice(0)) dispose();
    for (const [section, target] of sectionRoots) {
      if (route.page !== 'section' || route.section !== section) {
        disposeSection(target);
        sectionRoots.delete(section);
      }
    }
    const parts =
      route.page === 'section'
        ? sectionPage(route.section)
        : route.page === 'facility'
          ? await facility(route)
          : route.page === 'information'
            ? information(route.id)
            : route.page === 'book'
              ? await book()
              : route.page === 'sign-in'
                ? signIn()
                : more();
    if (stopped) return;
    main.replaceChildren(...parts);
    drawTabs(route);
    const heading = main.querySelector<HTMLElement>('h1');
    const title = heading?.textContent ?? '';
    doc.title = title && title !== app.property.name ? `${title} · ${app.property.name}` : app.property.name;
    if (route.page === 'facility' && route.activityId) {
      const activity = doc.getElementById(`activity-${route.activityId}`);
      activity?.scrollIntoView({ block: 'start' });
      activity?.focus({ preventScroll: true });
    } else if (!firstPage) {
      root.ownerDocument.defaultView?.scrollTo(0, 0);
      heading?.focus({ preventScroll: true });
    }
    firstPage = false;
  }

  function show(): Promise<void> {
    drawn = drawn.then(draw, draw);
    return drawn;
  }

  // Links inside the app move within it (no page load); others, new tabs and modified clicks go as usual.
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.getAttribute('target') || link.hasAttribute('download')) return;
    const target = new URL((link as HTMLAnchorElement).href, doc.baseURI);
    const base = url({ page: 'section', section: 'home' });
    if (target.origin !== doc.defaultView?.location.origin && doc.defaultView) return;
    if (target.pathname !== base.replace(/\/$/, '') && !target.pathname.startsWith(base)) return;
    event.preventDefault();
    const current = navigation.current();
    if (target.pathname === current.pathname && target.hash === current.hash) return;
    navigation.push(target.pathname + target.hash);
    void show();
  };
  root.addEventListener('click', onClick);
  navigation.onPop(() => void show());
  void show();

  return {
    ready: () => drawn,
    stop() {
      stopped = true;
      root.removeEventListener('click', onClick);
      for (const dispose of disposers.splice(0)) dispose();
      for (const target of sectionRoots.values()) disposeSection(target);
    },
  };
}
