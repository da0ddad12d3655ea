/**
 * /guest-app/{domain} (issue 21; ADR 0051): the guest web app's PUBLIC reads — no login; the property is
 * named by its domain as the Home QR card's link encodes it (unknown → 404). GET answers buildGuestApp's
 * payload in `?lang` ('en' when not enabled) with a strong ETag over the exact bytes sent (identity or
 * gzip; If-None-Match → 304) and `Cache-Control: public, max-age=60`. Rate-limited per client address (GUEST_APP_RATE_LIMIT; 429
 * with Retry-After), 304s included. GET {domain}/facilities/{id} is a facility's page: the facility as the app
 * shows it and its ordering menus' categories and items (404 when the app does not show it), cached the same way.
 * POST {domain}/session identifies an in-house guest by room and last name (throttled like login) and answers a
 * short-lived guest token; GET {domain}/session answers who that token is (401 otherwise). Neither is cached.
 * Guest bookings (ADR 0052): GET {domain}/slots (public, revalidated by ETag on every read), and with the guest
 * token GET/POST {domain}/bookings and DELETE {domain}/bookings/{id} (no-store), through the staff's booking writes.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import {
  etagMatches,
  GUEST_APP_MAX_AGE_SECONDS,
  GUEST_APP_RATE_LIMIT,
  GUEST_SESSION_TEXT,
  GUEST_SLOTS_CACHE_CONTROL,
  guestBookingSchema,
  guestSessionSchema,
  guestSlotsQuerySchema,
  MSG,
} from '@atoll/contract';
import { guestSessionThrottleKeys, LOGIN_THROTTLE, loginGate } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../deps';
import { clientIp } from '../http/client-ip';
import { HttpError, unauthorized, validationError } from '../http/errors';
import { body, idParam, queryParam, validQuery } from '../http/validate';
import { loginFailureStore } from '../security/loginThrottle';
import { ipRateLimit } from '../security/ipRateLimit';
import { guestApp, guestFacilityPage } from '../services/guestApp';
import { ownWithTx } from '../services/bookings/own';
import { sweepCompany } from '../services/bookings/sweep';
import { bookAsGuest, cancelAsGuest, guestBookings, guestSlots } from '../services/guestBookings';
import { companyOfGuestDomain, guestSessionOf, signedInGuest, startGuestSession } from '../services/guestSessions';

export function guestAppRoutes(deps: AppDeps) {
  const { db } = deps;
  const now = () => deps.now?.() ?? Date.now();
  const limit = ipRateLimit({ ...GUEST_APP_RATE_LIMIT, ...deps.guestAppRateLimit }, now);
  const rules = { ...LOGIN_THROTTLE, ...deps.loginThrottle };
  const failures = loginFailureStore(db, rules, now);
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const wait = limit.hit(clientIp(c));
    if (wait > 0) throw new HttpError(429, {}, { 'Retry-After': String(wait) });
    await next();
  });

  /** The answer with its caching: a strong ETag per coding, If-None-Match → 304, public for a minute. */
  const cached = (c: Context<AppEnv>, data: unknown, cacheControl = `public, max-age=${GUEST_APP_MAX_AGE_SECONDS}`) => {
    const text = JSON.stringify({ data });
    // Strong ETags name exact bytes, so each coding has its own: gzipped here (compress() would send the
    // identity tag weakened as W/), and either tag of the same body answers 304.
    const hash = createHash('sha256').update(text).digest('base64url');
    const gzip = /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '');
    const etag = gzip ? `"${hash}-gz"` : `"${hash}"`;
    const headers = { ETag: etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
    const asked = c.req.header('If-None-Match');
    if (etagMatches(asked, `"${hash}"`) || etagMatches(asked, `"${hash}-gz"`)) return c.body(null, 304, headers);
    const json = { 'Content-Type': 'application/json; charset=UTF-8' };
    if (gzip) return c.body(gzipSync(text), 200, { ...headers, ...json, 'Content-Encoding': 'gzip' });
    return c.body(text, 200, { ...headers, ...json });
  };

  app.get('/:domain', async (c) => cached(c, await guestApp(db, c.req.param('domain'), queryParam(c, 'lang'), new Date(now()))));
  app.get('/:domain/facilities/:id', async (c) => {
    const id = idParam(c);
    return cached(c, await guestFacilityPage(db, c.req.param('domain'), id, queryParam(c, 'lang'), new Date(now())));
  });

  // Guest identification: throttled as staff login is (ADR 0032), under keys of its own; one message for any miss.
  app.post('/:domain/session', async (c) => {
    const company = await companyOfGuestDomain(db, c.req.param('domain'));
    const input = await body(c, guestSessionSchema);
    const keys = guestSessionThrottleKeys(company.username, input.room, clientIp(c));
    const gate = loginGate(await failures.read(keys), now(), rules);
    if (gate.retryAfterSeconds > 0) throw new HttpError(429, {}, { 'Retry-After': String(gate.retryAfterSeconds) });
    if (gate.challenge && !(input.captcha && (await deps.captcha.verify(input.captcha, clientIp(c))))) {
      throw validationError({ captcha: [MSG.loginChallenge] }, MSG.loginChallenge);
    }
    const session = await startGuestSession(db, company.id, company.timezone, input.room, input.last_name, new Date(now()));
    if (!session) {
      await failures.fail(keys);
      throw validationError({ last_name: [GUEST_SESSION_TEXT.notFound] }, GUEST_SESSION_TEXT.notFound);
    }
    await failures.clear(keys);
    c.header('Cache-Control', 'no-store');
    return c.json({ data: session }, 201);
  });
  app.get('/:domain/session', async (c) => {
    const company = await companyOfGuestDomain(db, c.req.param('domain'));
    const token = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    const session = token ? await guestSessionOf(db, company.id, company.timezone, token, new Date(now())) : null;
    if (!session) throw unauthorized();
    c.header('Cache-Control', 'no-store');
    return c.json({ data: session });
  });

  // Guest bookings (ADR 0052): the slots are public (what can be booked is no secret; places change, so each read
  // revalidates by ETag); the bookings are the guest token's: 401 without a valid one, whatever else is wrong.
  app.get('/:domain/slots', async (c) => {
    const company = await companyOfGuestDomain(db, c.req.param('domain'));
    const query = await validQuery(c, guestSlotsQuerySchema);
    return cached(c, await guestSlots(db, company, query, new Date(now())), GUEST_SLOTS_CACHE_CONTROL);
  });
  const signedIn = async (c: Context<AppEnv>) => {
    const company = await companyOfGuestDomain(db, c.req.param('domain') ?? '');
    const token = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    const guest = await signedInGuest(db, company.id, company.timezone, token, new Date(now()));
    if (!guest) throw unauthorized();
    c.header('Cache-Control', 'no-store');
    return { company, guest: guest.row };
  };
  const sweptFor = (companyId: number) => sweepCompany(deps, ownWithTx(db, companyId));
  app.get('/:domain/bookings', async (c) => {
    const { company, guest } = await signedIn(c);
    await sweptFor(company.id);
    return c.json({ data: await guestBookings(db, company, guest, queryParam(c, 'lang'), new Date(now())) });
  });
  app.post('/:domain/bookings', async (c) => {
    const { company, guest } = await signedIn(c);
    const input = await body(c, guestBookingSchema);
    return c.json({ data: await bookAsGuest(deps, company, guest, input, queryParam(c, 'lang'), new Date(now())) }, 201);
  });
  app.delete('/:domain/bookings/:id', async (c) => {
    const { company, guest } = await signedIn(c);
    const id = idParam(c);
    await sweptFor(company.id);
    return c.json({ data: await cancelAsGuest(db, company, guest, id, queryParam(c, 'lang'), new Date(now())) });
  });

  return app;
}
