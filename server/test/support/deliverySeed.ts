/** Rows for delivery tests and the delivery bench: a company, its devices and a campaign, written straight to the database. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { campaignDeliveries, campaigns, companies, devices } from '../../src/db/schema';
import { enqueueCampaign } from '../../src/services/delivery';
import type { TestSubscription } from './pushStandIns';

export async function seedCompany(db: Db, timezone = 'Indian/Maldives'): Promise<number> {
  const username = `push${randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(companies)
    .values({ name: username, username, type: 'resort', size: '1-50', country3: 'MDV', currencySymbol: '$', timezone, propertyName: username, primaryColor: '#FC4500' })
    .returning({ id: companies.id });
  return row.id;
}

/** `count` Expo devices whose tokens start with `prefix` (see startFakeExpo for what a prefix makes the stand-in answer). */
export async function seedExpoDevices(db: Db, companyId: number, count: number, prefix = 'ok'): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1000) {
    const rows = await db
      .insert(devices)
      .values(
        Array.from({ length: Math.min(1000, count - i) }, (_, j) => ({
          companyId,
          platform: 'ios' as const,
          provider: 'expo' as const,
          token: `ExponentPushToken[${prefix}${randomBytes(6).toString('hex')}x${i + j}]`,
          language: 'en',
        })),
      )
      .returning({ id: devices.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

export async function seedWebPushDevice(db: Db, companyId: number, subscription: TestSubscription): Promise<number> {
  const [row] = await db
    .insert(devices)
    .values({ companyId, platform: 'web', provider: 'webpush', token: subscription.endpoint, subscription: { endpoint: subscription.endpoint, keys: subscription.keys }, language: 'en' })
    .returning({ id: devices.id });
  return row.id;
}

/** A campaign (status 'scheduled', as the campaigns service creates it) enqueued to `deviceIds`. */
export async function seedCampaign(db: Db, companyId: number, deviceIds: number[], options: { title?: string; body?: string; sendAt?: Date } = {}): Promise<number> {
  return db.transaction(async (tx) => {
    const sendAt = options.sendAt ?? new Date();
    const [row] = await tx
      .insert(campaigns)
      .values({
        companyId,
        name: options.title ?? 'Sunset cocktails',
        description: options.body ?? 'Two for one at the beach bar from 18:00 — see you there!',
        audience: { kind: 'everyone' },
        targetText: 'Everyone with the app',
        recipients: deviceIds.length,
        sendAt,
      })
      .returning({ id: campaigns.id });
    await enqueueCampaign(tx as unknown as Db, { companyId, campaignId: row.id, deviceIds, notBefore: sendAt });
    return row.id;
  });
}

/** Every outbox row of a campaign (tests read them whole). */
export const deliveriesOf = (db: Db, campaignId: number) => db.select().from(campaignDeliveries).where(eq(campaignDeliveries.campaignId, campaignId)).orderBy(campaignDeliveries.id);
