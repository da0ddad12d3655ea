/**
 * Push delivery (issue 19): the outbox of campaign messages, one row per (campaign, device), keyed by the
 * delivery key `c{campaign}-d{device}` (UNIQUE: enqueuing twice adds nothing). services/delivery moves a row
 * queued → sending (claimed with a lease: locked_until) → accepted (an Expo ticket, its receipt asked for at
 * next_attempt_at) → delivered, or to failed / dropped with a reason, or cancelled before it was claimed.
 * A 'sending' row whose lease ran out (its worker died) is due again. Re-exported by schema.ts.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DeliveryStatus, PushProvider } from '@atoll/contract';
import { companies, sameCompany, timestamps } from './schemaBase';
import { campaigns, devices } from './schemaCampaigns';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const campaignDeliveries = pgTable(
  'campaign_deliveries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').notNull(),
    /** Null once the device is deleted (the row stays for the funnel; it is dropped if still queued). */
    deviceId: integer('device_id'),
    /** `c{campaign}-d{device}`: the message's one identity (Web Push Topic, Expo data.delivery_key). */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The device's provider when enqueued: the worker claims only rows whose provider is configured. */
    provider: text('provider').$type<PushProvider>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('queued'),
    /** Claims so far (a claim is one try at the provider). */
    attempts: integer('attempts').notNull().default(0),
    /** queued: when it may go; sending: its lease's end; accepted: when to ask for the receipt; else null. */
    nextAttemptAt: instant('next_attempt_at'),
    /** The lease of a 'sending' row: another worker takes it over after this. */
    lockedUntil: instant('locked_until'),
    /** Expo's ticket id (its receipt tells delivery). */
    ticketId: text('ticket_id'),
    /** Why it failed or was dropped (a DROP_REASON text), or the last passing error while retried. */
    reason: text('reason'),
    /** Handed to the provider (it answered for this message). */
    sentAt: instant('sent_at'),
    acceptedAt: instant('accepted_at'),
    deliveredAt: instant('delivered_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('campaign_deliveries_idempotency_key').on(t.idempotencyKey),
    index('campaign_deliveries_campaign_idx').on(t.companyId, t.campaignId, t.status),
    /** The worker's question: what is due (queued, an expired lease, a receipt to ask for)? */
    index('campaign_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending', 'accepted')`),
    sameCompany('campaign_deliveries', t, t.campaignId, campaigns, 'cascade'),
    sameCompany('campaign_deliveries', t, t.deviceId, devices, 'set null'),
    check('campaign_deliveries_status_check', sql`${t.status} in ('queued', 'sending', 'accepted', 'delivered', 'failed', 'dropped', 'cancelled')`),
    check('campaign_deliveries_provider_check', sql`${t.provider} in ('expo', 'webpush')`),
  ],
);
