/**
 * The delivery worker (issue 19, docs/delivery.md). Each turn, for every company with messages due:
 *
 * 1. quiet hours in the company's time zone hold its due messages until they end (next_attempt_at);
 * 2. a short transaction moves the due campaigns 'scheduled' → 'sending' (the campaign row first, as a cancel
 *    does, so the two never deadlock), claims due messages with `FOR UPDATE SKIP LOCKED` (several workers on
 *    PostgreSQL take disjoint rows; PGlite runs one worker) and marks them 'sending' with a lease, and commits;
 * 3. only then calls the providers (never inside a transaction), paced by a token bucket per provider;
 * 4. records every outcome in one transaction, only where the lease is still ours.
 *
 * A 'sending' row whose lease ran out (its worker was killed) is due again and is sent again: nothing is lost.
 * The one double-send window is a worker killed after the provider took a message and before step 4 committed;
 * Web Push's Topic header and Expo's data.delivery_key let the device show it once (docs/delivery.md).
 * Expo tickets are followed by their receipts (an accepted ticket is not delivery); a campaign with no message
 * left queued or sending becomes 'sent'.
 */
import { and, asc, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import { DELIVERY, DROP_REASON, EXPO_TOKEN_PATTERN, type PushProvider } from '@atoll/contract';
import { quietHoursEnd } from '@atoll/contract/domain';
import { guestAppPath } from '@atoll/contract/guestWebApp';
import type { Db } from '../../db/client';
import { campaignDeliveries, campaigns, devices } from '../../db/schema';
import { companiesWith, tenant } from '../../db/tenant';
import type { Logger } from '../../http/errors';
import { jobRun } from '../../http/metrics';
import { expoReceipts, sendExpo, type ExpoMessage } from './expo';
import { errorText, type PushOutcome } from './outcome';
import { configuredProviders, type PushProviders } from './providers';
import { RateLimiter } from './rateLimit';
import { sendWebPush, usableSubscription } from './webPush';

export interface DeliveryWorkerDeps {
  db: Db;
  logger: Logger;
  providers: PushProviders;
  /** The clock. @default Date.now */
  now?: () => number;
  /** Overrides of DELIVERY's timings (tests). */
  leaseMs?: number;
  pollMs?: number;
  receiptDelayMs?: number;
  retryBaseMs?: number;
  /** Expo's pace. @default DELIVERY.expo.perSecond */
  expoPerSecond?: number;
}

type Row = typeof campaignDeliveries.$inferSelect;

/** Expo batches claimed and sent at once per company and turn (each ≤ 100 messages). */
const EXPO_BATCHES_PER_TURN = 3;

/** A claimed message with what the provider needs. */
interface Claimed {
  id: number;
  deviceId: number | null;
  key: string;
  campaignId: number;
  attempts: number;
  provider: PushProvider;
  title: string;
  body: string;
  token: string | null;
  subscription: unknown;
  gone: boolean;
}

/** A message's outcome, or a drop decided before sending (no device, a token no provider can use). */
type Result = PushOutcome | { kind: 'skipped'; reason: string };

export function createDeliveryWorker(deps: DeliveryWorkerDeps) {
  const clock = deps.now ?? Date.now;
  const leaseMs = deps.leaseMs ?? DELIVERY.leaseMs;
  const receiptDelayMs = deps.receiptDelayMs ?? DELIVERY.expo.receiptDelayMs;
  const retryBaseMs = deps.retryBaseMs ?? DELIVERY.retry.baseMs;
  const providers = configuredProviders(deps.providers);
  const pace: Record<PushProvider, RateLimiter> = {
    // A burst of one request only, so no second ever carries more than Expo's ceiling (plus one request).
    expo: new RateLimiter(deps.expoPerSecond ?? DELIVERY.expo.perSecond, DELIVERY.expo.batchSize),
    // Each Web Push message goes to its own push service; the bucket only keeps a burst reasonable.
    webpush: new RateLimiter(1000),
  };

  const due = (now: Date) =>
    and(inArray(campaignDeliveries.status, ['queued', 'sending']), lte(campaignDeliveries.nextAttemptAt, now), inArray(campaignDeliveries.provider, providers));

  /** Holds the company's due messages while its quiet hours last; true when it did. */
  async function holdForQuietHours(companyId: number, now: Date): Promise<boolean> {
    const own = tenant(deps.db, companyId);
    const until = quietHoursEnd(now, (await own.company()).timezone);
    if (!until) return false;
    await own.update(campaignDeliveries, due(now)!, { status: 'queued', nextAttemptAt: until, lockedUntil: null, updatedAt: now });
    return true;
  }

  /** Step 2: claims up to `limit` due messages of `provider`, with a lease; the rows as claimed. */
  async function claim(companyId: number, provider: PushProvider, limit: number, now: Date): Promise<Row[]> {
    const lease = new Date(now.getTime() + leaseMs);
    return deps.db.transaction(async (tx) => {
      const own = tenant(tx, companyId);
      const mine = and(due(now), eq(campaignDeliveries.provider, provider));
      const campaignIds = await own.pick({ id: campaignDeliveries.campaignId }, campaignDeliveries, mine).groupBy(campaignDeliveries.campaignId).limit(50);
      if (campaignIds.length === 0) return [];
      await own.update(campaigns, and(inArray(campaigns.id, campaignIds.map((c) => c.id)), eq(campaigns.status, 'scheduled'))!, { status: 'sending' });
      const sending = own.pick({ id: campaigns.id }, campaigns, eq(campaigns.status, 'sending'));
      const rows = await own
        .select(campaignDeliveries, mine, inArray(campaignDeliveries.campaignId, sending))
        .orderBy(asc(campaignDeliveries.nextAttemptAt), asc(campaignDeliveries.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return [];
      return own
        .update(campaignDeliveries, inArray(campaignDeliveries.id, rows.map((r) => r.id)), {
          status: 'sending',
          attempts: sql`${campaignDeliveries.attempts} + 1`,
          lockedUntil: lease,
          nextAttemptAt: lease,
          updatedAt: now,
        })
        .returning();
    });
  }

  /** The title, body and device of each claimed message (after the claim committed). */
  async function load(companyId: number, rows: Row[]): Promise<{ claimed: Claimed[]; lease: Map<number, Date> }> {
    const own = tenant(deps.db, companyId);
    const found = await own
      .pick(
        {
          id: campaignDeliveries.id,
          title: campaigns.name,
          body: campaigns.description,
          token: devices.token,
          subscription: devices.subscription,
          goneAt: devices.goneAt,
        },
        campaignDeliveries,
        inArray(campaignDeliveries.id, rows.map((r) => r.id)),
      )
      .innerJoin(campaigns, own.where(campaigns, eq(campaigns.id, campaignDeliveries.campaignId)))
      .leftJoin(devices, own.where(devices, eq(devices.id, campaignDeliveries.deviceId)));
    const byId = new Map(found.map((f) => [f.id, f]));
    const claimed = rows.map((r): Claimed => {
      const f = byId.get(r.id);
      return {
        id: r.id,
        deviceId: r.deviceId,
        key: r.idempotencyKey,
        campaignId: r.campaignId,
        attempts: r.attempts,
        provider: r.provider,
        title: f?.title ?? '',
        body: f?.body ?? '',
        token: f?.token ?? null,
        subscription: f?.subscription ?? null,
        gone: !f?.token || f.goneAt !== null,
      };
    });
    return { claimed, lease: new Map(rows.map((r) => [r.id, r.lockedUntil!])) };
  }

  const data = (m: Claimed) => ({ campaign_id: m.campaignId, delivery_key: m.key });

  /** Step 3 for Expo: batches of 100, paced; one result per message. */
  async function sendExpoBatch(batch: Claimed[]): Promise<Result[]> {
    const early = batch.map((m): Result | null =>
      m.gone ? { kind: 'skipped', reason: DROP_REASON.deviceRemoved } : EXPO_TOKEN_PATTERN.test(m.token!) ? null : { kind: 'skipped', reason: DROP_REASON.invalidToken },
    );
    const sendable = batch.filter((_, i) => early[i] === null);
    if (sendable.length === 0) return early as Result[];
    await pace.expo.take(sendable.length);
    const messages: ExpoMessage[] = sendable.map((m) => ({ to: m.token!, title: m.title, body: m.body, data: data(m) }));
    const outcomes = await sendExpo(deps.providers.expo!, messages);
    const pause = Math.max(0, ...outcomes.map((o) => (o.kind === 'retry' ? (o.retryAfterMs ?? 0) : 0)));
    if (pause > 0) pace.expo.pause(pause);
    let next = 0;
    return early.map((r) => r ?? outcomes[next++]);
  }

  /** `url`: the sending property's guest app, which the guest web app's worker opens on a tap (one subscription serves every property a browser opened). */
  async function sendWebPushOne(m: Claimed, url: string): Promise<Result> {
    if (m.gone) return { kind: 'skipped', reason: DROP_REASON.deviceRemoved };
    const subscription = m.subscription as Parameters<typeof usableSubscription>[0];
    if (!usableSubscription(subscription)) return { kind: 'skipped', reason: DROP_REASON.invalidToken };
    await pace.webpush.take(1);
    return sendWebPush(deps.providers.webPush!, {
      subscription,
      payload: JSON.stringify({ title: m.title, body: m.body, data: { ...data(m), url } }),
      topic: m.key,
    });
  }

  const backoff = (attempts: number, retryAfter = 0) =>
    Math.max(retryAfter, Math.min(DELIVERY.retry.maxMs, retryBaseMs * 2 ** Math.max(0, attempts - 1)));

  /** What a result writes to its row (the ticket id of an accepted message aside). */
  function outcomeValues(m: Claimed, r: Result, now: Date): Partial<Row> {
    switch (r.kind) {
      case 'accepted':
        return { status: 'accepted', reason: null, sentAt: now, acceptedAt: now, nextAttemptAt: new Date(now.getTime() + receiptDelayMs) };
      case 'delivered':
        return { status: 'delivered', reason: null, sentAt: now, acceptedAt: now, deliveredAt: now, nextAttemptAt: null };
      case 'gone':
      case 'failed':
        return { status: r.kind === 'gone' ? 'dropped' : 'failed', reason: r.reason, sentAt: now, nextAttemptAt: null };
      case 'skipped':
        return { status: 'dropped', reason: r.reason, nextAttemptAt: null };
      case 'retry':
        if (m.attempts >= DELIVERY.retry.maxAttempts) {
          return { status: 'failed', reason: DROP_REASON.tooManyAttempts, ...(r.handedOver ? { sentAt: now } : {}), nextAttemptAt: null };
        }
        return { status: 'queued', reason: r.reason, nextAttemptAt: new Date(now.getTime() + backoff(m.attempts, r.retryAfterMs)) };
    }
  }

  /**
   * Step 4: every outcome in one transaction, one statement per kind of outcome, each only where our lease
   * still holds (a worker that overran its lease leaves the row to the one that took it over).
   */
  async function record(companyId: number, claimed: Claimed[], results: Result[], lease: Map<number, Date>): Promise<void> {
    const now = new Date(clock());
    const groups = new Map<string, { ids: number[]; values: Partial<Row>; tickets: string[] }>();
    const gone: number[] = [];
    claimed.forEach((m, i) => {
      const r = results[i];
      const values = outcomeValues(m, r, now);
      const key = `${lease.get(m.id)!.getTime()}|${JSON.stringify(values)}`;
      const group = groups.get(key) ?? { ids: [], values, tickets: [] };
      group.ids.push(m.id);
      if (r.kind === 'accepted') group.tickets.push(r.ticketId);
      groups.set(key, group);
      if (r.kind === 'gone' && m.deviceId !== null) gone.push(m.deviceId);
    });
    await deps.db.transaction(async (tx) => {
      const own = tenant(tx, companyId);
      for (const { ids, values, tickets } of groups.values()) {
        const ticketId =
          tickets.length > 0 ? { ticketId: sql`case ${campaignDeliveries.id} ${sql.join(ids.map((id, i) => sql`when ${id} then ${tickets[i]}`), sql` `)} end` } : {};
        await own.update(
          campaignDeliveries,
          and(inArray(campaignDeliveries.id, ids), eq(campaignDeliveries.status, 'sending'), eq(campaignDeliveries.lockedUntil, lease.get(ids[0])!))!,
          { ...values, ...ticketId, lockedUntil: null, updatedAt: now },
        );
      }
      if (gone.length > 0) await own.update(devices, inArray(devices.id, gone), { goneAt: now });
    });
  }

  /** Steps 2–4 for one company; the number of messages handled. */
  async function sendCompany(companyId: number, now: Date): Promise<number> {
    if (await holdForQuietHours(companyId, now)) return 0;
    let handled = 0;
    const work: Promise<void>[] = [];
    if (deps.providers.expo) {
      const rows = await claim(companyId, 'expo', DELIVERY.expo.batchSize * EXPO_BATCHES_PER_TURN, now);
      if (rows.length > 0) {
        handled += rows.length;
        work.push(
          (async () => {
            const { claimed, lease } = await load(companyId, rows);
            const batches: Claimed[][] = [];
            for (let i = 0; i < claimed.length; i += DELIVERY.expo.batchSize) batches.push(claimed.slice(i, i + DELIVERY.expo.batchSize));
            await Promise.all(
              batches.map(async (batch) => {
                const results = await sendExpoBatch(batch);
                await record(companyId, batch, results, lease);
              }),
            );
          })(),
        );
      }
    }
    if (deps.providers.webPush) {
      const rows = await claim(companyId, 'webpush', DELIVERY.webPush.concurrency, now);
      if (rows.length > 0) {
        handled += rows.length;
        work.push(
          (async () => {
            const [{ claimed, lease }, company] = await Promise.all([load(companyId, rows), tenant(deps.db, companyId).company()]);
            const url = guestAppPath(company.username);
            const results = await Promise.all(claimed.map((m) => sendWebPushOne(m, url)));
            await record(companyId, claimed, results, lease);
          })(),
        );
      }
    }
    await Promise.all(work);
    return handled;
  }

  /** What a receipt (or its absence) writes to an accepted message. */
  function receiptValues(r: Row, outcome: PushOutcome | undefined, at: Date): Partial<Row> {
    if (!outcome) {
      // Not ready yet; Expo keeps receipts for a day, after which the message stays 'accepted'.
      const tooOld = r.acceptedAt !== null && at.getTime() - r.acceptedAt.getTime() > DELIVERY.expo.receiptGiveUpMs;
      return { nextAttemptAt: tooOld ? null : new Date(at.getTime() + receiptDelayMs) };
    }
    switch (outcome.kind) {
      case 'delivered':
        return { status: 'delivered', deliveredAt: at, nextAttemptAt: null };
      case 'gone':
        return { status: 'dropped', reason: outcome.reason, nextAttemptAt: null };
      case 'retry':
        // Expo took the ticket but could not deliver for now (MessageRateExceeded): send it again later.
        if (r.attempts < DELIVERY.retry.maxAttempts) return { status: 'queued', reason: outcome.reason, ticketId: null, nextAttemptAt: new Date(at.getTime() + backoff(r.attempts)) };
        return { status: 'failed', reason: DROP_REASON.tooManyAttempts, nextAttemptAt: null };
      default:
        return { status: 'failed', reason: outcome.kind === 'failed' ? outcome.reason : DROP_REASON.providerRefused, nextAttemptAt: null };
    }
  }

  /** Asks Expo for the receipts due; the number of tickets asked about. */
  async function pollReceipts(now: Date): Promise<number> {
    if (!deps.providers.expo) return 0;
    const waiting = and(eq(campaignDeliveries.status, 'accepted'), eq(campaignDeliveries.provider, 'expo'), lte(campaignDeliveries.nextAttemptAt, now));
    let asked = 0;
    for (const companyId of await companiesWith(deps.db, campaignDeliveries, waiting)) {
      const recheck = new Date(now.getTime() + leaseMs);
      const rows = await deps.db.transaction(async (tx) => {
        const own = tenant(tx, companyId);
        const picked = await own.select(campaignDeliveries, waiting).orderBy(asc(campaignDeliveries.nextAttemptAt)).limit(DELIVERY.expo.receiptBatchSize).for('update', { skipLocked: true });
        if (picked.length === 0) return [];
        await own.update(campaignDeliveries, inArray(campaignDeliveries.id, picked.map((r) => r.id)), { nextAttemptAt: recheck });
        return picked;
      });
      if (rows.length === 0) continue;
      asked += rows.length;
      const receipts = await expoReceipts(deps.providers.expo, rows.map((r) => r.ticketId!));
      if (!receipts) continue; // asked again after the lease
      const at = new Date(clock());
      const groups = new Map<string, { ids: number[]; values: Partial<Row> }>();
      const gone: number[] = [];
      /** Campaigns with a message queued again: no longer 'sent', or the claim (which takes 'sending' ones) never sends it. */
      const reopened = new Set<number>();
      for (const r of rows) {
        const outcome = receipts.get(r.ticketId!);
        if (outcome?.kind === 'gone' && r.deviceId !== null) gone.push(r.deviceId);
        const values = receiptValues(r, outcome, at);
        if (values.status === 'queued') reopened.add(r.campaignId);
        const key = JSON.stringify(values);
        const group = groups.get(key) ?? { ids: [], values };
        group.ids.push(r.id);
        groups.set(key, group);
      }
      await deps.db.transaction(async (tx) => {
        const own = tenant(tx, companyId);
        for (const { ids, values } of groups.values()) {
          await own.update(campaignDeliveries, and(inArray(campaignDeliveries.id, ids), eq(campaignDeliveries.status, 'accepted'))!, { ...values, updatedAt: at });
        }
        if (gone.length > 0) await own.update(devices, inArray(devices.id, gone), { goneAt: at });
        if (reopened.size > 0) await own.update(campaigns, and(inArray(campaigns.id, [...reopened]), eq(campaigns.status, 'sent'))!, { status: 'sending' });
      });
    }
    return asked;
  }

  /** Campaigns whose start has come and that have no message left queued or sending are 'sent'. */
  async function finishCampaigns(now: Date): Promise<void> {
    const started = and(inArray(campaigns.status, ['scheduled', 'sending']), lte(campaigns.sendAt, now));
    for (const companyId of await companiesWith(deps.db, campaigns, started)) {
      const own = tenant(deps.db, companyId);
      const open = own.pick({ one: sql`1` }, campaignDeliveries, eq(campaignDeliveries.campaignId, campaigns.id), inArray(campaignDeliveries.status, ['queued', 'sending']));
      await own.update(campaigns, and(started, notExists(open))!, { status: 'sent' });
    }
  }

  /** One turn; the number of messages handled (0 = nothing was due). */
  async function turn(): Promise<number> {
    const now = new Date(clock());
    let handled = 0;
    if (providers.length > 0) {
      const companies = await companiesWith(deps.db, campaignDeliveries, due(now));
      for (const companyId of companies) handled += await sendCompany(companyId, now);
      handled += await pollReceipts(now);
    }
    await finishCampaigns(now);
    return handled;
  }

  let stopped = false;
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  return {
    turn,
    /** Runs turns until stopped: at once while there is work, every pollMs when idle. */
    start() {
      if (loop) return;
      stopped = false;
      loop = (async () => {
        while (!stopped) {
          let handled = 0;
          try {
            handled = await jobRun('push_delivery', turn);
          } catch (error) {
            deps.logger.error('Push delivery turn failed', { error: errorText(error) });
          }
          if (handled === 0 && !stopped) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, deps.pollMs ?? DELIVERY.pollMs);
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            wake = undefined;
          }
        }
      })();
    },
    /** Wakes an idle worker (a campaign was just enqueued). */
    nudge() {
      wake?.();
    },
    /** Stops after the turn in progress (its outcomes recorded). */
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      loop = undefined;
    },
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
