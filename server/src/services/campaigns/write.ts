/**
 * Creating and cancelling a campaign. Create resolves the audience to device ids and, in ONE transaction,
 * inserts the campaign (recipients = devices reached) and its outbox rows (services/delivery
 * enqueueCampaign): both are there or neither. Nothing is sent here; the delivery workers send after
 * commit, so the call returns at once. Cancel turns a campaign that still waits for its send_at into
 * 'cancelled' and its queued outbox rows with it.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { targetText, type CampaignAudience, type CampaignPayload } from '@atoll/contract';
import { requireCancellable, requireKnownRoomTypes, requireTestDevices } from '@atoll/contract/domain';
import { campaigns, devices, languages, roomTypes } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { cancelCampaignDeliveries, enqueueCampaign, sendTestToDevice } from '../delivery';
import { reachedDeviceIds, type AudienceClock } from './audience';

/** The room type and language names the audience's text uses (the company's room types only). */
async function audienceNames(db: Db, own: Tenant, audience: CampaignAudience) {
  if (audience.kind === 'room-types') {
    const rows = await own.pick({ id: roomTypes.id, name: roomTypes.name }, roomTypes, inArray(roomTypes.id, audience.room_type_ids));
    return { roomTypes: new Map(rows.map((r) => [r.id, r.name])) };
  }
  if (audience.kind === 'language') {
    // The languages table is global (not a company's rows).
    const rows = await db.select({ code: languages.code, name: languages.nameEnglish }).from(languages).where(inArray(languages.code, audience.languages));
    return { languages: new Map(rows.map((r) => [r.code, r.name])) };
  }
  return {};
}

/** 422 unless every room type named is the company's. */
export async function checkAudience(own: Tenant, audience: CampaignAudience): Promise<void> {
  if (audience.kind !== 'room-types') return;
  const rows = await own.pick({ id: roomTypes.id }, roomTypes, inArray(roomTypes.id, audience.room_type_ids));
  requireKnownRoomTypes(audience, new Set(rows.map((r) => r.id)));
}

export interface CreateContext {
  db: Db;
  own: Tenant;
  userId: number;
  clock: AudienceClock;
  now: Date;
}

/** Creates the campaign and enqueues one message per device reached; returns its id. */
export async function createCampaign(ctx: CreateContext, input: CampaignPayload): Promise<number> {
  const { db, own } = ctx;
  const audience = input.audience;
  await checkAudience(own, audience);
  const names = await audienceNames(db, own, audience);
  const scheduled = input.send_at ? new Date(input.send_at) : null;
  return db.transaction(async (tx) => {
    const inTx = own.in(tx);
    const deviceIds = await reachedDeviceIds(inTx, audience, ctx.clock);
    const [row] = await inTx
      .insert(campaigns, {
        name: input.name,
        description: input.description,
        audience,
        targetText: targetText(audience, names),
        recipients: deviceIds.length,
        // Sent now: the workers take it at once ('sending'); scheduled: it waits, and can be cancelled.
        status: scheduled ? 'scheduled' : 'sending',
        sendAt: scheduled ?? ctx.now,
        createdBy: ctx.userId,
      })
      .returning({ id: campaigns.id });
    await enqueueCampaign(tx, { companyId: own.companyId, campaignId: row!.id, deviceIds, notBefore: scheduled });
    return row!.id;
  });
}

/** Cancels a campaign still waiting for its send_at (409 otherwise, 404 for another company's). */
export async function cancelCampaign(db: Db, own: Tenant, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const inTx = own.in(tx);
    const [row] = await inTx.select(campaigns, eq(campaigns.id, id)).for('update');
    if (!row) throw notFound();
    requireCancellable({ status: row.status, send_at: row.sendAt.toISOString() }, now);
    // The row is locked: a worker taking it ('scheduled' → 'sending') waits for this transaction, then finds it cancelled.
    await inTx.update(campaigns, and(eq(campaigns.id, id), eq(campaigns.status, 'scheduled'))!, { status: 'cancelled', cancelledAt: now });
    await cancelCampaignDeliveries(tx, own.companyId, id);
  });
}

/**
 * A test of the form's title and body to the sender's own devices (registered with their staff session),
 * sent at once, outside any transaction. Returns how many devices it went to; none → 422.
 */
export async function testSend(db: Db, own: Tenant, userId: number, message: { title: string; body: string }) {
  const mine = await own.pick({ id: devices.id }, devices, eq(devices.userId, userId), isNull(devices.goneAt)).orderBy(devices.id);
  requireTestDevices(mine.length);
  const results = [];
  for (const device of mine) results.push(await sendTestToDevice(db, own.companyId, device.id, message));
  return { devices: mine.length, results };
}
