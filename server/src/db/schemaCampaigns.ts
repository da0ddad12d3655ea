/**
 * Slice 4 — Campaigns (spec sections 2, 3, 7 guests/campaigns) and the guest app's registered
 * devices (issue 19 "Devices"). Re-exported by schema.ts.
 *
 * - `campaigns`: a push message to the devices its audience reached when it was created. Never
 *   edited after creation (the routes refuse PATCH/PUT); `recipients` is the number of devices
 *   reached ('N Users' in the console: one user = one registered app installation).
 *   `status`: 'scheduled' (waiting for send_at; cancellable) → 'sending' → 'sent', or 'cancelled'.
 *   The delivery workers (services/delivery) move it past 'scheduled'.
 * - `devices`: an app installation registered through the public endpoint (POST /api/v1/app/devices).
 *   `token` is the Expo push token (provider 'expo') or the Web Push subscription's endpoint
 *   (provider 'webpush', whose keys are in `subscription`); unique per (company, provider, token).
 *   `guest_id` links it to a stay (by confirmation number), `user_id` to a staff user (registered
 *   with a staff session: the target of a campaign's test send). The token is never returned by an API.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CampaignAudience, CampaignStatus, DevicePlatform, DeviceProvider, WebPushSubscription } from '@atoll/contract';
import { companies, companyKey, sameCompany, users } from './schemaBase';
import { guests } from './schemaRequests';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const companyId = () =>
  integer('company_id')
    .notNull()
    .references((): AnyPgColumn => companies.id, { onDelete: 'cascade' });

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    /** The title of the push (spec: "Title"). */
    name: text('name').notNull(),
    /** The body of the push. */
    description: text('description').notNull(),
    audience: jsonb('audience').$type<CampaignAudience>().notNull(),
    /** The audience in words when created (the Target Audience column). */
    targetText: text('target_text').notNull(),
    /** Devices reached when created (the 'N Users' of the list). */
    recipients: integer('recipients').notNull().default(0),
    status: text('status').$type<CampaignStatus>().notNull().default('scheduled'),
    /** When delivery may start (the creation time when not scheduled). */
    sendAt: instant('send_at').notNull().defaultNow(),
    cancelledAt: instant('cancelled_at'),
    createdBy: integer('created_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_company_created_idx').on(t.companyId, t.createdAt),
    companyKey('campaigns', t),
    sameCompany('campaigns', t, t.createdBy, users, 'set null'),
    check('campaigns_status_check', sql`${t.status} in ('scheduled', 'sending', 'sent', 'cancelled')`),
  ],
);

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    platform: text('platform').$type<DevicePlatform>().notNull(),
    provider: text('provider').$type<DeviceProvider>().notNull(),
    /** Expo push token, or the Web Push subscription's endpoint. Never returned by an API. */
    token: text('token').notNull(),
    /** Web Push only: { endpoint, keys: { p256dh, auth } }. */
    subscription: jsonb('subscription').$type<WebPushSubscription>(),
    /** The app's language (a language code, e.g. 'en'). */
    language: text('language').notNull(),
    guestId: integer('guest_id'),
    userId: integer('user_id'),
    /** Set by the delivery when the provider reports the token gone (DeviceNotRegistered, 404/410): no audience reaches it; registering again clears it. */
    goneAt: instant('gone_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('devices_company_provider_token_key').on(t.companyId, t.provider, t.token),
    index('devices_guest_idx').on(t.guestId),
    index('devices_user_idx').on(t.userId),
    companyKey('devices', t),
    sameCompany('devices', t, t.guestId, guests, 'set null'),
    sameCompany('devices', t, t.userId, users, 'set null'),
    check('devices_platform_check', sql`${t.platform} in ('ios', 'android', 'web')`),
    check('devices_provider_check', sql`${t.provider} in ('expo', 'webpush')`),
  ],
);
