/**
 * The guest app's device registration (services/campaigns/devices.ts) called directly: which company a domain
 * names, which stay a confirmation number links, which staff user a session links, what registering the same
 * token again keeps and changes, and unregistering. PGlite, or PostgreSQL with DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MSG, type DevicePayload } from '@atoll/contract';
import type { Db } from '../src/db/client';
import { companies, devices, guests, users } from '../src/db/schema';
import type { AuthContext } from '../src/deps';
import { registerDevice, removeDevice } from '../src/services/campaigns/devices';
import { createTestDatabase, type TestDatabase } from './support/database';
import { seedCompany } from './support/deliverySeed';

/** Noon of 10 March 2026 in the Maldives (seedCompany's zone). */
const NOW = new Date('2026-03-10T07:00:00Z');

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database?.destroy();
});

async function company() {
  const id = await seedCompany(db);
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

async function staffSession(companyRow: typeof companies.$inferSelect): Promise<AuthContext> {
  const [user] = await db.insert(users).values({ companyId: companyRow.id, name: 'Reception', username: `staff${randomBytes(3).toString('hex')}`, status: 'active' }).returning();
  return { user, company: companyRow, sessionId: 1 };
}

async function guest(companyId: number, confirmationNumber: string, arrivalDate: string, departureDate: string, pmsCheckoutAt: Date | null = null): Promise<number> {
  const [row] = await db
    .insert(guests)
    .values({ companyId, firstName: 'Ana', lastName: 'Lima', confirmationNumber, nationality: 'PRT', arrivalDate, departureDate, pmsCheckoutAt })
    .returning({ id: guests.id });
  return row.id;
}

const expoToken = () => `ExponentPushToken[${randomBytes(8).toString('hex')}]`;
const rowOf = async (id: number) => (await db.select().from(devices).where(eq(devices.id, id)))[0];
const expo = (domain: string, token: string, more: Partial<DevicePayload> = {}): DevicePayload => ({ company: domain, platform: 'ios', token, language: 'en', ...more }) as DevicePayload;

describe('registering a device', () => {
  it("names the company by its domain, whatever its case and spaces; an unknown one is 422 on 'company'", async () => {
    const c = await company();
    const { device, created } = await registerDevice(db, expo(`  ${c.username.toUpperCase()} `, expoToken()), undefined, NOW);
    expect(created).toBe(true);
    expect(device).toEqual({ id: device.id, platform: 'ios', provider: 'expo', language: 'en', linked_to_stay: false, linked_to_user: false });
    expect((await rowOf(device.id)).companyId).toBe(c.id);
    await expect(registerDevice(db, expo('no-such-property', expoToken()), undefined, NOW)).rejects.toMatchObject({
      status: 422,
      errors: { company: [CAMPAIGN_MSG.deviceUnknownCompany] },
    });
  });

  it('links the open stay of the confirmation number, whatever its case, never a checked-out one', async () => {
    const c = await company();
    // The earliest arrival is checked out in the PMS: the stay linked is the open one.
    await guest(c.id, 'AbC-123', '2026-03-01', '2026-03-12', new Date('2026-03-05T08:00:00Z'));
    const open = await guest(c.id, 'ABC-123', '2026-03-08', '2026-03-14');
    await guest(c.id, 'XYZ-9', '2026-03-08', '2026-03-14');
    const { device } = await registerDevice(db, expo(c.username, expoToken(), { confirmation_number: '  abc-123 ' }), undefined, NOW);
    expect(device).toMatchObject({ linked_to_stay: true, linked_to_user: false });
    expect((await rowOf(device.id)).guestId).toBe(open);
    await expect(registerDevice(db, expo(c.username, expoToken(), { confirmation_number: 'NOPE-1' }), undefined, NOW)).rejects.toMatchObject({
      status: 422,
      errors: { confirmation_number: [CAMPAIGN_MSG.deviceUnknownStay] },
    });
  });

  it("links a staff session's user of the same company only", async () => {
    const [c, other] = [await company(), await company()];
    const mine = await staffSession(c);
    const theirs = await staffSession(other);
    const linked = await registerDevice(db, expo(c.username, expoToken()), mine, NOW);
    expect(linked.device).toMatchObject({ linked_to_stay: false, linked_to_user: true });
    expect((await rowOf(linked.device.id)).userId).toBe(mine.user.id);
    const ignored = await registerDevice(db, expo(c.username, expoToken()), theirs, NOW);
    expect(ignored.device).toMatchObject({ linked_to_user: false });
    expect((await rowOf(ignored.device.id)).userId).toBeNull();
  });

  it('registering the same token again is the same device: updated, usable again, its links kept unless given anew', async () => {
    const c = await company();
    const session = await staffSession(c);
    const stay = await guest(c.id, 'R-1', '2026-03-09', '2026-03-11');
    const token = expoToken();
    const first = await registerDevice(db, expo(c.username, token), undefined, NOW);
    expect(first.device).toMatchObject({ linked_to_stay: false, linked_to_user: false });
    await db.update(devices).set({ goneAt: NOW }).where(eq(devices.id, first.device.id));

    const later = new Date(NOW.getTime() + 60_000);
    const again = await registerDevice(db, expo(c.username, token, { language: 'de', confirmation_number: 'r-1' }), session, later);
    expect(again.created).toBe(false);
    expect(again.device).toEqual({ id: first.device.id, platform: 'ios', provider: 'expo', language: 'de', linked_to_stay: true, linked_to_user: true });
    expect(await rowOf(first.device.id)).toMatchObject({ guestId: stay, userId: session.user.id, goneAt: null, lastSeenAt: later, language: 'de' });

    // Without a confirmation number or a session, the links stay as they were.
    const third = await registerDevice(db, expo(c.username, token, { language: 'fr' }), undefined, new Date(later.getTime() + 60_000));
    expect(third.device).toMatchObject({ id: first.device.id, language: 'fr', linked_to_stay: true, linked_to_user: true });
    expect(await rowOf(first.device.id)).toMatchObject({ guestId: stay, userId: session.user.id });
  });

  it('keeps a Web Push subscription, its endpoint as the token', async () => {
    const c = await company();
    const subscription = { endpoint: `https://push.example/${randomBytes(4).toString('hex')}`, keys: { p256dh: 'BPk', auth: 'aw' } };
    const { device } = await registerDevice(db, { company: c.username, platform: 'web', language: 'en', subscription } as DevicePayload, undefined, NOW);
    expect(device).toMatchObject({ platform: 'web', provider: 'webpush' });
    expect(await rowOf(device.id)).toMatchObject({ token: subscription.endpoint, subscription });
  });
});

describe('unregistering a device', () => {
  it("removes the company's device with this token (spaces aside), and no other company's", async () => {
    const [c, other] = [await company(), await company()];
    const token = expoToken();
    const { device: mine } = await registerDevice(db, expo(c.username, token), undefined, NOW);
    const { device: theirs } = await registerDevice(db, expo(other.username, token), undefined, NOW);
    await removeDevice(db, ` ${c.username.toUpperCase()} `, ` ${token} `);
    expect(await rowOf(mine.id)).toBeUndefined();
    expect(await rowOf(theirs.id)).toBeDefined();
    await expect(removeDevice(db, 'no-such-property', token)).rejects.toMatchObject({ status: 422 });
  });
});
