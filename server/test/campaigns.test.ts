/**
 * Campaigns and devices on the server: what only SQL (or the server's process) can get wrong. The audience
 * resolved in SQL (services/campaigns/audience.ts) reaches exactly the devices the contract's devicesReached
 * picks, for every kind, in a company whose day is not UTC's (a PMS check-out read AT TIME ZONE the company's
 * zone); a device the provider reported gone is reachable again once re-registered; the public registration's
 * rate limit per address. The API's behaviour on both backends is conformance/groups/campaigns.ts and devices.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignAudience } from '@atoll/contract';
import { addDays, devicesReached, localDate, zonedInstant, type AudienceDevice, type AudienceGuest } from '@atoll/contract/domain';
import { companies, devices, guests } from '../src/db/schema';
import { tenant } from '../src/db/tenant';
import { reachedDeviceIds } from '../src/services/campaigns';
import { apiClient, type ApiClient } from './support/client';
import { createTenant, startWithTenant, type Tenant } from './support/fixtures';
import { roomsOf } from './support/requestSetup';
import { startTestServer, type TestServer } from './support/server';

/** UTC+14: the company's today is UTC's tomorrow for ten hours of every day, and its midnight is 10:00 UTC. */
const TZ = 'Pacific/Kiritimati';

describe('audience resolution in SQL', () => {
  let server: TestServer;
  let api: ApiClient;
  let owner: Tenant;
  let companyId: number;

  beforeAll(async () => {
    ({ server, api, owner } = await startWithTenant('audience-co'));
    companyId = owner.auth.company.id as number;
    await server.database.db.update(companies).set({ timezone: TZ }).where(eq(companies.id, companyId));
  });
  afterAll(() => server.close());

  it('reaches the devices devicesReached picks, for every kind, on the company\'s today', async () => {
    const { db } = server.database;
    const now = new Date();
    const today = localDate(now, TZ);
    const villas = await roomsOf(api, owner, 'Aud Villa', ['V1', 'V2']);
    const rooms = await roomsOf(api, owner, 'Aud Room', ['R1']);
    const typeOf = new Map<number, number>();
    const selector = (await api.get('rooms/selector', { token: owner.token })).body.data as { id: number; room_type_id: number }[];
    for (const r of selector) typeOf.set(r.id, r.room_type_id);
    // Local midnight of a date in the company's zone, and an instant `minutes` after it.
    const localAt = (date: string, time: string) => zonedInstant(date, time, TZ);
    const stays: [label: string, arrival: number, departure: number, room: number, checkin?: Date, checkout?: Date][] = [
      ['in house', -2, 3, villas.get('V1')!],
      ['arrives today', 0, 2, villas.get('V2')!],
      ['leaves today', -3, 0, rooms.get('R1')!],
      ['future', 5, 8, rooms.get('R1')!],
      ['early check-in', 2, 6, villas.get('V1')!, now],
      // Checked out at 00:30 today local: yesterday in UTC. Only the company's zone counts it as today.
      ['checked out after local midnight', -4, 2, rooms.get('R1')!, undefined, localAt(today, '00:30')],
      ['checked out 23:30 three days ago', -6, 1, villas.get('V2')!, undefined, localAt(addDays(today, -3), '23:30')],
      ['left a week ago', -10, -7, rooms.get('R1')!],
      ['left yesterday', -5, -1, villas.get('V1')!],
    ];
    const guestIds: number[] = [];
    for (const [label, arrival, departure, roomId, checkin, checkout] of stays) {
      const [row] = await db
        .insert(guests)
        .values({
          companyId,
          firstName: label,
          lastName: 'Aud',
          confirmationNumber: `AUD-${guestIds.length}`,
          nationality: 'MDV',
          arrivalDate: addDays(today, arrival),
          departureDate: addDays(today, departure),
          roomId,
          pmsCheckinAt: checkin ?? null,
          pmsCheckoutAt: checkout ?? null,
        })
        .returning({ id: guests.id });
      guestIds.push(row!.id);
    }
    // Two devices per stay (English and French), devices without a stay, a gone one and a staff one.
    const made: AudienceDevice[] = [];
    const add = async (guestId: number | null, language: string, extra: { goneAt?: Date; userId?: number } = {}) => {
      const [row] = await db
        .insert(devices)
        .values({ companyId, platform: 'ios', provider: 'expo', token: `ExponentPushToken[aud-${made.length}]`, language, guestId, goneAt: extra.goneAt ?? null, userId: extra.userId ?? null })
        .returning();
      made.push({ id: row!.id, language, guest_id: guestId, user_id: row!.userId, gone_at: row!.goneAt?.toISOString() ?? null });
    };
    for (const id of guestIds) {
      await add(id, 'en');
      await add(id, 'fr');
    }
    await add(null, 'de');
    await add(guestIds[0]!, 'en', { goneAt: now });
    await add(guestIds[0]!, 'en', { userId: owner.auth.user.id as number });

    const rows = await db.select().from(guests).where(eq(guests.companyId, companyId));
    const asGuests: AudienceGuest[] = rows.map((g) => ({
      id: g.id,
      arrival_date: g.arrivalDate,
      departure_date: g.departureDate,
      pms_checkin_at: g.pmsCheckinAt?.toISOString() ?? null,
      pms_checkout_at: g.pmsCheckoutAt?.toISOString() ?? null,
      room_type_id: g.roomId === null ? null : (typeOf.get(g.roomId) ?? null),
    }));
    const audiences: CampaignAudience[] = [
      { kind: 'everyone' },
      { kind: 'in-house' },
      { kind: 'room-types', room_type_ids: [typeOf.get(villas.get('V1')!)!] },
      { kind: 'arriving', start_date: today, end_date: addDays(today, 5) },
      { kind: 'departing', start_date: addDays(today, -1), end_date: today },
      { kind: 'checked-out', days: 1 },
      { kind: 'checked-out', days: 4 },
      { kind: 'checked-out', days: 30 },
      { kind: 'language', languages: ['fr', 'de'] },
    ];
    const own = tenant(db, companyId);
    const byName = (ids: number[]) => ids.map((id) => made.findIndex((d) => d.id === id));
    for (const audience of audiences) {
      const expected = devicesReached(audience, made, asGuests, today, TZ);
      expect(byName(await reachedDeviceIds(own, audience, { today, timeZone: TZ })), JSON.stringify(audience)).toEqual(byName(expected));
    }
    // The rule itself, by hand: today's only check-out is the one after local midnight (in UTC it was yesterday).
    const todayOnly = devicesReached({ kind: 'checked-out', days: 1 }, made, asGuests, today, TZ);
    const names = new Set(todayOnly.map((id) => stays[guestIds.indexOf(made.find((d) => d.id === id)!.guest_id!)]![0]));
    expect([...names].sort()).toEqual(['checked out after local midnight', 'leaves today']);
    // In house: the staying guest, today's arrival and the early check-in; never the gone or the staff device.
    const inHouse = await reachedDeviceIds(own, { kind: 'in-house' }, { today, timeZone: TZ });
    expect(inHouse).toHaveLength(6);
    // Another company's devices are never reached.
    const other = await createTenant(api, server.url, 'audience-other');
    expect(await reachedDeviceIds(tenant(db, other.auth.company.id as number), { kind: 'everyone' }, { today, timeZone: TZ })).toEqual([]);
  });

  it('a device reported gone is reached again once the app registers its token again', async () => {
    const { db } = server.database;
    const token = 'ExponentPushToken[aud-comeback]';
    const body = { company: owner.domain, platform: 'android', token, language: 'en' };
    const first = await api.post('app/devices', body);
    expect(first.status).toBe(201);
    const id = first.body.data.id as number;
    await db.update(devices).set({ goneAt: new Date() }).where(eq(devices.id, id));
    const clock = { today: localDate(new Date(), TZ), timeZone: TZ };
    expect(await reachedDeviceIds(tenant(db, companyId), { kind: 'everyone' }, clock)).not.toContain(id);
    const again = await api.post('app/devices', body);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(id);
    expect(await reachedDeviceIds(tenant(db, companyId), { kind: 'everyone' }, clock)).toContain(id);
    const [stored] = await db.select().from(devices).where(eq(devices.id, id));
    expect(stored).toMatchObject({ token, goneAt: null });
  });
});

describe('app/devices rate limit', () => {
  let server: TestServer;
  let clock = Date.parse('2026-06-01T08:00:00Z');

  beforeAll(async () => {
    server = await startTestServer({ deviceRateLimit: { requests: 3, windowSeconds: 60 }, now: () => clock });
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After past the limit per address, for POST and DELETE alike, and lets it through in the next window', async () => {
    const api = apiClient(server.url);
    const body = { company: 'no-such-hotel', platform: 'ios', token: 'ExponentPushToken[rl]', language: 'en' };
    for (let i = 0; i < 3; i += 1) expect((await api.post('app/devices', body)).status).toBe(422);
    const limited = await api.post('app/devices', body);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers.get('retry-after'))).toBe(60);
    expect((await api.request('DELETE', 'app/devices', { json: { company: 'x', token: 'y' } })).status).toBe(429);
    clock += 30_000;
    expect(Number((await api.post('app/devices', body)).headers.get('retry-after'))).toBe(30);
    clock += 30_000;
    expect((await api.post('app/devices', body)).status).toBe(422);
  });
});
