/**
 * Push delivery of campaigns (issue 19): the funnel a campaign's detail shows, the reasons a message was
 * dropped, and the providers' limits. One place for the server's worker, the mocks and the console.
 *
 * The funnel is honest about what each provider tells us:
 * - sent: handed to the provider (it answered for the message, whatever it said);
 * - accepted: the provider took it (an Expo ticket 'ok', a Web Push 201);
 * - delivered: Expo's receipt 'ok' (handed on to Apple or Google) or a Web Push 201 (the push service has no
 *   receipts: its 201 is the last word we get);
 * - failed: a permanent error other than a device gone (after the retries, or a message the provider refuses);
 * - dropped: the device is gone (Expo DeviceNotRegistered, Web Push 404 or 410) or has no token any more.
 */

/** A message's state in the outbox (one row per campaign and device). */
export const DELIVERY_STATUSES = ['queued', 'sending', 'accepted', 'delivered', 'failed', 'dropped', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The delivery channels. */
export const PUSH_PROVIDERS = ['expo', 'webpush'] as const;
export type PushProvider = (typeof PUSH_PROVIDERS)[number];

/** Why nothing is moving although messages are queued. */
export type DeliveryWaiting = null | 'no-provider' | 'scheduled' | 'quiet-hours';

export interface CampaignFunnel {
  /** Every device the campaign addressed (one outbox row each, cancelled ones included). */
  targeted: number;
  /** Not yet handed to a provider (waiting, scheduled, held by quiet hours, being retried or being sent). */
  queued: number;
  sent: number;
  accepted: number;
  delivered: number;
  failed: number;
  dropped: number;
  cancelled: number;
  /** Failed and dropped messages grouped by reason (a DROP_REASON text or the provider's error code), most first. */
  drops: { reason: string; count: number }[];
  /** Why the queued messages wait, when they do; null when they are on their way (or none is queued). */
  waiting: DeliveryWaiting;
}

/** The reasons stored for a failed or dropped message (the funnel groups by them). */
export const DROP_REASON = {
  deviceNotRegistered: 'Device not registered (Expo DeviceNotRegistered)',
  subscriptionGone: 'Subscription gone (Web Push 404/410)',
  deviceRemoved: 'Device removed',
  messageTooBig: 'Message too big',
  invalidToken: 'Invalid push token',
  providerRefused: 'Refused by the provider',
  tooManyAttempts: 'Gave up after repeated errors',
} as const;

/** What the detail says while messages wait (CampaignFunnel.waiting). */
export const DELIVERY_WAITING_TEXT: Record<Exclude<DeliveryWaiting, null>, string> = {
  'no-provider': 'Waiting: no push provider is configured on the server',
  scheduled: 'Scheduled: sending starts at the chosen time',
  'quiet-hours': 'Held by quiet hours: sending resumes when they end',
};

/** The providers' limits and the worker's pace. */
export const DELIVERY = {
  expo: {
    sendUrl: 'https://exp.host/--/api/v2/push/send',
    receiptsUrl: 'https://exp.host/--/api/v2/push/getReceipts',
    /** Messages per send request (Expo's limit). */
    batchSize: 100,
    /** Expo's documented ceiling per project. */
    perSecond: 600,
    /** Ticket ids per getReceipts request. */
    receiptBatchSize: 1000,
    /** Expo has receipts ready within about 15 minutes; we ask after this delay. */
    receiptDelayMs: 15 * 60_000,
    /** Receipts are kept by Expo for a day; an 'accepted' message without one after this stays accepted. */
    receiptGiveUpMs: 24 * 60 * 60_000,
    /** Largest payload Expo takes (the whole message, in bytes). */
    maxPayloadBytes: 4096,
  },
  webPush: {
    /** How long the push service keeps a message for an offline device (seconds). */
    ttlSeconds: 24 * 60 * 60,
    /** Sent at once per worker turn (each is its own HTTPS request). */
    concurrency: 50,
    /** The encrypted record carries about 4 KB; 3 KB of JSON is safe across push services. */
    maxPayloadBytes: 3072,
  },
  retry: {
    /** Attempts before a message fails for good (the first send included). */
    maxAttempts: 6,
    /** Backoff: base · 2^(attempt-1), capped; a Retry-After header overrides it when longer. */
    baseMs: 5_000,
    maxMs: 30 * 60_000,
  },
  /**
   * How long a claimed message stays 'sending' before another worker may take it over (a worker killed
   * mid-send). Longer than a provider request may take (requestTimeoutMs), so a slow worker is never overtaken.
   */
  leaseMs: 60_000,
  requestTimeoutMs: 20_000,
  /** The worker's turn when idle. */
  pollMs: 1_000,
  /**
   * Quiet hours in the hotel's time zone (the company's timezone): a message due inside them waits until
   * they end; it is never dropped. Local times 'HH:mm', start > end spans midnight.
   */
  quietHours: { start: '22:00', end: '08:00' },
} as const;
