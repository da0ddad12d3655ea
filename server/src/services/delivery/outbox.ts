/**
 * The campaigns' outbox (server/src/db/schemaDelivery.ts): enqueue a campaign's messages inside the campaign's
 * own transaction, cancel the ones not yet claimed, and read the funnel. Everything through the tenancy seam.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type CampaignFunnel, type DeliveryStatus, type DeliveryWaiting } from '@atoll/contract';
import { deliveryKey, quietHoursEnd } from '@atoll/contract/domain';
import type { Db } from '../../db/client';
import { campaignDeliveries, campaigns, devices } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { configuredProviders, type PushProviders } from './providers';

/** Devices read and rows written per statement (well within PostgreSQL's 65,535 parameters). */
const CHUNK = 1000;

/** Not yet handed to a provider. */
export const OPEN_STATUSES: DeliveryStatus[] = ['queued', 'sending'];

export interface EnqueueInput {
  companyId: number;
  campaignId: number;
  deviceIds: readonly number[];
  /** A scheduled campaign's start; null or absent = now. */
  notBefore?: Date | null;
}

/**
 * One outbox row per (campaign, device), keyed `c{campaign}-d{device}`: enqueuing again adds nothing
 * (ON CONFLICT DO NOTHING). Call inside the campaign's transaction (`tx` only, no network). Devices of
 * another company, unknown or gone are skipped. Returns the rows added.
 */
export async function enqueueCampaign(tx: Db, input: EnqueueInput): Promise<number> {
  const own = tenant(tx, input.companyId);
  const nextAttemptAt = input.notBefore ?? new Date();
  const ids = [...new Set(input.deviceIds)];
  let added = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const found = await own.pick({ id: devices.id, provider: devices.provider }, devices, inArray(devices.id, ids.slice(i, i + CHUNK)), isNull(devices.goneAt));
    if (found.length === 0) continue;
    const rows = await own
      .insert(
        campaignDeliveries,
        found.map((d) => ({
          campaignId: input.campaignId,
          deviceId: d.id,
          idempotencyKey: deliveryKey(input.campaignId, d.id),
          provider: d.provider,
          nextAttemptAt,
        })),
      )
      .onConflictDoNothing({ target: campaignDeliveries.idempotencyKey })
      .returning({ id: campaignDeliveries.id });
    added += rows.length;
  }
  return added;
}

/** The campaign's messages not yet claimed by a worker → 'cancelled' (inside the cancel's transaction). Returns how many. */
export async function cancelCampaignDeliveries(tx: Db, companyId: number, campaignId: number): Promise<number> {
  const rows = await tenant(tx, companyId)
    .update(campaignDeliveries, and(eq(campaignDeliveries.campaignId, campaignId), eq(campaignDeliveries.status, 'queued'))!, {
      status: 'cancelled',
      nextAttemptAt: null,
      updatedAt: new Date(),
    })
    .returning({ id: campaignDeliveries.id });
  return rows.length;
}

const count = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;
const statusIs = (status: DeliveryStatus) => sql`${campaignDeliveries.status} = ${status}`;

/**
 * The campaign's funnel (CampaignFunnel in contract/src/delivery.ts). `providers` are the ones the running
 * worker sends through (none when no worker runs: queued messages then wait for 'no-provider').
 */
export async function readFunnel(db: Db, companyId: number, campaignId: number, providers: PushProviders | undefined, now: Date): Promise<CampaignFunnel> {
  const own = tenant(db, companyId);
  const mine = eq(campaignDeliveries.campaignId, campaignId);
  const configured = configuredProviders(providers);
  const open = sql`${campaignDeliveries.status} in ('queued', 'sending')`;
  const unprovided = configured.length === 0 ? sql`true` : sql`${campaignDeliveries.provider} not in (${sql.join(configured.map((p) => sql`${p}`), sql`, `)})`;
  const [[totals], reasons, [campaign], company] = await Promise.all([
    own.pick(
      {
        targeted: sql<number>`count(*)::int`,
        queued: count(open),
        sent: sql<number>`count(${campaignDeliveries.sentAt})::int`,
        accepted: sql<number>`count(${campaignDeliveries.acceptedAt})::int`,
        delivered: sql<number>`count(${campaignDeliveries.deliveredAt})::int`,
        failed: count(statusIs('failed')),
        dropped: count(statusIs('dropped')),
        cancelled: count(statusIs('cancelled')),
        unprovided: count(sql`${statusIs('queued')} and ${unprovided}`),
        dueNow: count(sql`${open} and ${campaignDeliveries.nextAttemptAt} <= ${now}`),
      },
      campaignDeliveries,
      mine,
    ),
    own
      .pick({ reason: sql<string>`coalesce(${campaignDeliveries.reason}, '')`, count: sql<number>`count(*)::int` }, campaignDeliveries, mine, inArray(campaignDeliveries.status, ['failed', 'dropped']))
      .groupBy(sql`1`)
      .orderBy(sql`2 desc`, sql`1`),
    own.pick({ sendAt: campaigns.sendAt }, campaigns, eq(campaigns.id, campaignId)),
    own.company(),
  ]);
  let waiting: DeliveryWaiting = null;
  if (totals.queued > 0) {
    if (totals.unprovided > 0) waiting = 'no-provider';
    else if (campaign && campaign.sendAt > now) waiting = 'scheduled';
    else if (totals.dueNow === 0 && quietHoursEnd(now, company.timezone)) waiting = 'quiet-hours';
  }
  const { targeted, queued, sent, accepted, delivered, failed, dropped, cancelled } = totals;
  return { targeted, queued, sent, accepted, delivered, failed, dropped, cancelled, drops: reasons, waiting };
}
