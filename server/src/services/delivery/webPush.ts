/**
 * Web Push (RFC 8030/8291/8292) through the `web-push` package: the payload encrypted (aes128gcm) to the
 * subscription's keys, signed with our VAPID key (a `mailto:` subject), kept by the push service for
 * DELIVERY.webPush.ttlSeconds. The delivery key goes as the Topic header: a second copy of a message still
 * waiting at the push service replaces the first instead of being shown twice.
 */
import type { Agent } from 'node:https';
import { DELIVERY, DROP_REASON, type WebPushSubscription } from '@atoll/contract';
import { webPushModule } from '../../onFirstUse';
import { errorText, retryAfterMs, type PushOutcome } from './outcome';

export interface WebPushConfig {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact for the push services (VAPID_SUBJECT). */
  subject: string;
  /** Tests: an agent that trusts the local stand-in's self-signed certificate. */
  agent?: Agent;
}


export interface WebPushMessage {
  subscription: WebPushSubscription;
  /** JSON the service worker reads: { title, body, data }. */
  payload: string;
  /** The delivery key (Topic: ≤ 32 URL-safe characters). */
  topic: string;
}

interface WebPushFailure {
  statusCode?: number;
  headers?: Record<string, string | undefined>;
  body?: string;
}

export async function sendWebPush(config: WebPushConfig, message: WebPushMessage): Promise<PushOutcome> {
  const webpush = await webPushModule();
  try {
    await webpush.sendNotification(message.subscription, message.payload, {
      vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
      TTL: DELIVERY.webPush.ttlSeconds,
      topic: message.topic,
      timeout: DELIVERY.requestTimeoutMs,
      ...(config.agent ? { agent: config.agent } : {}),
    });
    return { kind: 'delivered' };
  } catch (error) {
    const failure = error as WebPushFailure;
    const status = failure.statusCode;
    if (status === undefined) return { kind: 'retry', reason: `Push service unreachable: ${errorText(error)}`, handedOver: false };
    if (status === 404 || status === 410) return { kind: 'gone', reason: DROP_REASON.subscriptionGone };
    if (status === 413) return { kind: 'failed', reason: DROP_REASON.messageTooBig };
    if (status === 429 || status >= 500) {
      return { kind: 'retry', reason: `Push service answered ${status}`, retryAfterMs: retryAfterMs(failure.headers?.['retry-after']), handedOver: false };
    }
    return { kind: 'failed', reason: `${DROP_REASON.providerRefused}: push service answered ${status} ${(failure.body ?? '').slice(0, 200)}` };
  }
}

/** Whether a subscription's endpoint and keys can be used at all (an unusable one is dropped, not retried). */
export function usableSubscription(s: Partial<WebPushSubscription> | null | undefined): s is WebPushSubscription {
  if (!s?.endpoint || !s.keys?.p256dh || !s.keys.auth) return false;
  try {
    return new URL(s.endpoint).protocol === 'https:';
  } catch {
    return false;
  }
}
