/**
 * Guest identification (issue 21; ADR 0051): POST guest-app/{domain}/session finds the in-house guest of a room
 * number and a last name (the contract's identifyGuest) and answers a short-lived guest token. The token is
 * stateless: `<payload>.<HMAC-SHA-256>` in base64url over the company, the guest and the expiry, with a server
 * key made once in app_secrets (`guest_session_key`, as the TV links' key). Nothing is stored per session; a
 * guest who checks out loses the token's use at once (every read checks the stay again).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GUEST_SESSION_TTL_MINUTES, localDate, type GuestSession, type GuestSessionInfo } from '@atoll/contract';
import { identifyGuest, isInHouse } from '@atoll/contract/domain';
import type { Db } from '../db/client';
import { companies, guests, rooms } from '../db/schema';
import { tenant } from '../db/tenant';
import { notFound } from '../http/errors';
import { serverSecret } from '../security/serverSecrets';

const KEY_NAME = 'guest_session_key';

interface Claims {
  c: number;
  g: number;
  /** Expiry, epoch seconds. */
  e: number;
}

const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

async function tokenOf(db: Db, claims: Claims): Promise<string> {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(await serverSecret(db, KEY_NAME), payload)}`;
}

async function claimsOf(db: Db, token: string, now: Date): Promise<Claims | null> {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(await serverSecret(db, KEY_NAME), match[1]));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const claims = JSON.parse(Buffer.from(match[1], 'base64url').toString()) as Claims;
  return claims.e * 1000 > now.getTime() ? claims : null;
}

/** The company a guest link names by its domain, or 404. */
export async function companyOfGuestDomain(db: Db, domain: string) {
  // The domain names no company yet: the lookup is by the unique domain alone; every later statement goes through the seam.
  const [row] = await db.select().from(companies).where(eq(companies.username, domain.trim().toLowerCase()));
  if (!row) throw notFound();
  return row;
}

export type GuestRow = typeof guests.$inferSelect;
const asRule = (g: GuestRow) => ({
  id: g.id,
  first_name: g.firstName,
  last_name: g.lastName,
  room_id: g.roomId,
  arrival_date: g.arrivalDate,
  departure_date: g.departureDate,
  pms_checkin_at: g.pmsCheckinAt?.toISOString() ?? null,
  pms_checkout_at: g.pmsCheckoutAt?.toISOString() ?? null,
});

/** The in-house guest of that room and last name in the company, or null (the caller counts a failure). */
export async function startGuestSession(db: Db, companyId: number, timeZone: string, room: string, lastName: string, now: Date): Promise<GuestSession | null> {
  const own = tenant(db, companyId);
  const [guestRows, roomRows] = await Promise.all([own.select(guests), own.pick({ id: rooms.id, number: rooms.number }, rooms)]);
  const found = identifyGuest(guestRows.map(asRule), roomRows, room, lastName, localDate(now, timeZone));
  if (!found) return null;
  // Whole seconds: the token carries epoch seconds, and GET answers the same instant.
  const expires = new Date(Math.floor((now.getTime() + GUEST_SESSION_TTL_MINUTES * 60_000) / 1000) * 1000);
  const token = await tokenOf(db, { c: companyId, g: found.id, e: Math.floor(expires.getTime() / 1000) });
  const number = roomRows.find((r) => r.id === found.room_id)?.number ?? room.trim();
  return { token, expires_at: expires.toISOString(), guest: { first_name: found.first_name, room: number } };
}

/** The guest a token names, while it lasts, names this company and the stay goes on; else null. */
export async function signedInGuest(db: Db, companyId: number, timeZone: string, token: string, now: Date): Promise<{ row: GuestRow; expires: Date } | null> {
  const claims = token ? await claimsOf(db, token, now) : null;
  if (!claims || claims.c !== companyId) return null;
  const [row] = await tenant(db, companyId).select(guests, eq(guests.id, claims.g));
  if (!row || !isInHouse(asRule(row), localDate(now, timeZone))) return null;
  return { row, expires: new Date(claims.e * 1000) };
}

/** GET guest-app/{domain}/session: the token's guest while the token lasts, names this company and the stay goes on; else null. */
export async function guestSessionOf(db: Db, companyId: number, timeZone: string, token: string, now: Date): Promise<GuestSessionInfo | null> {
  const signedIn = await signedInGuest(db, companyId, timeZone, token, now);
  if (!signedIn) return null;
  const { row } = signedIn;
  const [room] = row.roomId === null ? [] : await tenant(db, companyId).pick({ number: rooms.number }, rooms, eq(rooms.id, row.roomId));
  return { expires_at: signedIn.expires.toISOString(), guest: { first_name: row.firstName, room: room?.number ?? '' } };
}
