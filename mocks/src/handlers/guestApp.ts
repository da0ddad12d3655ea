/**
 * The public guest API (issue 21; ADR 0051) over the in-memory store: storage and wiring only. The
 * property is found by its domain (404 otherwise); what a guest sees is the contract's buildGuestApp (and
 * buildGuestFacilityPage for a facility's page) over the company's rows, the same the server calls. The ETag
 * names the exact body (If-None-Match → 304) and the Cache-Control is the server's; the per-address rate limit is the server's alone (no addresses here).
 */
import {
  etagMatches,
  GUEST_APP_MAX_AGE_SECONDS,
  GUEST_SESSION_TEXT,
  GUEST_SESSION_TTL_MINUTES,
  guestSessionSchema,
  iconUrl,
  localDate,
  MSG,
  PRIMARY_COLOR,
  type GuestImage,
  type GuestSession,
} from '@atoll/contract';
import {
  addFailure,
  buildGuestApp,
  buildGuestFacilityPage,
  changeHash,
  guestSessionThrottleKeys,
  identifyGuest,
  isInHouse,
  loginGate,
  type GuestAppInput,
} from '@atoll/contract/domain';
import { captchaSolved } from './auth';
import { fail, MockHttpError, notFound, numericId, ok, readValid, type ResolverInfo } from '../http';
import { get, open, post } from '../routes';
import { companyByDomain, mockDb } from '../store';

/** In the mocks an image's URL is a data URL of its bytes; its thumbnail is the same. */
const imageOf = (url: string | null, thumb?: string | null): GuestImage | null => (url ? { url, thumb_url: thumb ?? url } : null);

const ownedBy = (companyId: number) => <T extends { company_id: number }>(rows: T[]) => rows.filter((r) => r.company_id === companyId);

/** The company a guest link names (404 otherwise) and its rows as buildGuestApp takes them. */
function inputOf(domain: string, lang: string | null): { companyId: number; input: GuestAppInput } {
  const company = companyByDomain(domain);
  if (!company) throw new MockHttpError(notFound());
  const own = ownedBy(company.id);
  const settings = mockDb.settings.get(company.id);
  const { content } = mockDb;
  const latest = own(mockDb.appVersions).reduce<(typeof mockDb.appVersions)[number] | undefined>((a, v) => (!a || v.id > a.id ? v : a), undefined);
  const input: GuestAppInput = {
    now: new Date(),
    lang,
    languages: [...(mockDb.enabledLanguages.get(company.id) ?? [])],
    property: {
      name: settings?.property_name ?? company.name,
      primary_color: settings?.primary_color ?? PRIMARY_COLOR,
      logo: imageOf(settings?.property_logo ?? null),
      default_image: imageOf(settings?.default_image ?? null),
      time_zone: company.settings.timezone,
    },
    config: latest?.config ?? null,
    facilities: own(content.facilities).map((f) => ({ ...f, cover: imageOf(f.cover, f.cover_thumb) })),
    activities: own(content.activities).map((a) => ({ ...a, cover: imageOf(a.cover, a.cover_thumb) })),
    menus: own(content.menus).map((m) => ({ ...m, pdf: m.pdf.map((p) => ({ language_code: p.language_code, url: p.url })) })),
    events: own(content.events).map((e) => ({ ...e, cover: imageOf(e.cover, e.cover_thumb) })),
    banners: own(content.banners).map((b) => ({ ...b, images: b.image.map((i) => ({ language_code: i.language_code, url: i.url, thumb_url: i.thumb_url })) })),
    quick_actions: own(content.quickActions).map((q) => ({ ...q, icon_url: iconUrl(q.icon) })),
    information: own(content.information).map((i) => ({
      ...i,
      cover: imageOf(i.cover, i.cover_thumb),
      text: i.content.text,
      images: i.content.images.map((f) => ({ language_code: f.language_code, url: f.url, thumb_url: f.thumb_url })),
      pdf: i.content.pdf.map((f) => ({ language_code: f.language_code, url: f.url })),
    })),
  };
  return { companyId: company.id, input };
}

function facilityPageOf(domain: string, lang: string | null, id: number) {
  const { companyId, input } = inputOf(domain, lang);
  const own = ownedBy(companyId);
  const page = buildGuestFacilityPage(
    {
      ...input,
      categories: own(mockDb.content.categories).map((c) => ({ ...c, cover: imageOf(c.cover, c.cover_thumb) })),
      items: own(mockDb.content.items).map((i) => ({ ...i, category_id: i.menu_category_id, cover: imageOf(i.cover, i.cover_thumb) })),
    },
    id,
  );
  if (!page) throw new MockHttpError(notFound());
  return page;
}

/** The server's caching headers over the body: an ETag of its text, If-None-Match → 304. */
function cached(request: Request, data: unknown): Response {
  const text = JSON.stringify({ data });
  const headers = { ETag: `"${changeHash(text)}"`, 'Cache-Control': `public, max-age=${GUEST_APP_MAX_AGE_SECONDS}` };
  if (etagMatches(request.headers.get('If-None-Match'), headers.ETag)) return new Response(null, { status: 304, headers });
  return new Response(text, { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } });
}

const langOf = (request: Request) => new URL(request.url).searchParams.get('lang');

/** The mocks have one client address, as their login's. */
const MOCK_ADDRESS = 'browser';
const THROTTLE_KEYS = ['pair', 'account', 'address'] as const;

/** A fresh guest token: 32 random bytes in base64url. */
function newToken(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function companyOf(domain: string) {
  const company = companyByDomain(domain);
  if (!company) throw new MockHttpError(notFound());
  return company;
}

/** The guest rows as the contract's identification rule reads them, and the company's rooms. */
function guestsAndRooms(companyId: number) {
  const guests = mockDb.requests.guests.filter((g) => g.company_id === companyId);
  const rooms = mockDb.content.roomTypes.filter((t) => t.company_id === companyId).flatMap((t) => t.rooms.map((r) => ({ id: r.id, number: r.number })));
  return { guests, rooms };
}

async function startSession({ request, params }: ResolverInfo): Promise<Response> {
  const company = companyOf(String(params.domain ?? ''));
  const input = await readValid(request, guestSessionSchema);
  const keys = guestSessionThrottleKeys(company.username, input.room, MOCK_ADDRESS);
  const now = Date.now();
  const gate = loginGate(Object.fromEntries(THROTTLE_KEYS.map((name) => [name, mockDb.loginFailures.get(keys[name])])), now);
  if (gate.retryAfterSeconds > 0) return fail(429, {}, { 'Retry-After': String(gate.retryAfterSeconds) });
  if (gate.challenge && !(await captchaSolved(input.captcha))) {
    return fail(422, { message: MSG.loginChallenge, errors: { captcha: [MSG.loginChallenge] } });
  }
  const { guests, rooms } = guestsAndRooms(company.id);
  const found = identifyGuest(guests, rooms, input.room, input.last_name, localDate(new Date(now), company.settings.timezone));
  if (!found) {
    for (const name of THROTTLE_KEYS) mockDb.loginFailures.set(keys[name], addFailure(mockDb.loginFailures.get(keys[name]), now));
    return fail(422, { message: GUEST_SESSION_TEXT.notFound, errors: { last_name: [GUEST_SESSION_TEXT.notFound] } });
  }
  for (const name of THROTTLE_KEYS) mockDb.loginFailures.delete(keys[name]);
  const token = newToken();
  const expires = Math.floor((now + GUEST_SESSION_TTL_MINUTES * 60_000) / 1000) * 1000;
  mockDb.guestSessions.set(token, { company_id: company.id, guest_id: found.id, expires_at: expires });
  const session: GuestSession = {
    token,
    expires_at: new Date(expires).toISOString(),
    guest: { first_name: found.first_name, room: rooms.find((r) => r.id === found.room_id)?.number ?? input.room },
  };
  return ok(session, 201);
}

function sessionOf({ request, params }: ResolverInfo): Response {
  const company = companyOf(String(params.domain ?? ''));
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? '';
  const stored = mockDb.guestSessions.get(token);
  const { guests, rooms } = guestsAndRooms(company.id);
  const guest = stored && stored.company_id === company.id && stored.expires_at > Date.now() ? guests.find((g) => g.id === stored.guest_id) : undefined;
  if (!stored || !guest || !isInHouse(guest, localDate(new Date(), company.settings.timezone))) return fail(401);
  return ok({ expires_at: new Date(stored.expires_at).toISOString(), guest: { first_name: guest.first_name, room: rooms.find((r) => r.id === guest.room_id)?.number ?? '' } });
}

export const guestAppHandlers = open([
  post('guest-app/:domain/session', startSession),
  get('guest-app/:domain/session', sessionOf),
  get('guest-app/:domain', ({ request, params }: ResolverInfo) => cached(request, buildGuestApp(inputOf(String(params.domain ?? ''), langOf(request)).input))),
  get('guest-app/:domain/facilities/:id', ({ request, params }: ResolverInfo) =>
    cached(request, facilityPageOf(String(params.domain ?? ''), langOf(request), numericId(params.id))),
  ),
]);
