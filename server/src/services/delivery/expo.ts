/**
 * Expo push (https://docs.expo.dev/push-notifications/sending-notifications/): POST {base}/send with up to 100
 * messages answers one ticket per message, in order; a ticket 'ok' is not delivery, its receipt (POST
 * {base}/getReceipts, asked for later) is. Expo takes no idempotency key: every message carries its delivery key
 * in `data.delivery_key` so the app can show a message once even if it arrives twice (docs/delivery.md).
 */
import { DELIVERY, DROP_REASON } from '@atoll/contract';
import { errorText, retryAfterMs, type PushOutcome } from './outcome';

export interface ExpoConfig {
  /** Base of Expo's push API, e.g. https://exp.host/--/api/v2/push (EXPO_PUSH_URL). */
  url: string;
  accessToken?: string;
  fetch?: typeof fetch;
}

export interface ExpoMessage {
  to: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
}

interface ExpoTicket {
  status: 'ok' | 'error';
  id?: string;
  message?: string;
  details?: { error?: string };
}

function headers(config: ExpoConfig): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    ...(config.accessToken ? { Authorization: `Bearer ${config.accessToken}` } : {}),
  };
}

/** An Expo error code on a ticket or a receipt, in the worker's terms. */
function expoError(code: string | undefined, message: string | undefined): PushOutcome {
  switch (code) {
    case 'DeviceNotRegistered':
      return { kind: 'gone', reason: DROP_REASON.deviceNotRegistered };
    case 'MessageRateExceeded':
      return { kind: 'retry', reason: 'MessageRateExceeded', handedOver: true };
    case 'MessageTooBig':
      return { kind: 'failed', reason: DROP_REASON.messageTooBig };
    default:
      return { kind: 'failed', reason: code ? `${DROP_REASON.providerRefused}: ${code}` : `${DROP_REASON.providerRefused}: ${message ?? 'unknown error'}` };
  }
}

/** A whole request's failure as every message's outcome. */
async function requestFailure(res: Response): Promise<PushOutcome> {
  const text = await res.text().catch(() => '');
  if (res.status === 429 || res.status >= 500) {
    return { kind: 'retry', reason: `Expo answered ${res.status}`, retryAfterMs: retryAfterMs(res.headers.get('retry-after')), handedOver: false };
  }
  return { kind: 'failed', reason: `${DROP_REASON.providerRefused}: Expo answered ${res.status} ${text.slice(0, 200)}` };
}

/** Sends up to DELIVERY.expo.batchSize messages; one outcome per message, in order. */
export async function sendExpo(config: ExpoConfig, messages: ExpoMessage[]): Promise<PushOutcome[]> {
  if (messages.length > DELIVERY.expo.batchSize) throw new Error(`Expo takes ${DELIVERY.expo.batchSize} messages a request`);
  const doFetch = config.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(`${config.url}/send`, {
      method: 'POST',
      headers: headers(config),
      body: JSON.stringify(messages.map((m) => ({ ...m, sound: 'default' }))),
      signal: AbortSignal.timeout(DELIVERY.requestTimeoutMs),
    });
  } catch (error) {
    return messages.map(() => ({ kind: 'retry', reason: `Expo unreachable: ${errorText(error)}`, handedOver: false }));
  }
  if (!res.ok) {
    const outcome = await requestFailure(res);
    return messages.map(() => outcome);
  }
  const json = (await res.json().catch(() => null)) as { data?: ExpoTicket[] } | null;
  const tickets = json?.data;
  if (!Array.isArray(tickets) || tickets.length !== messages.length) {
    return messages.map(() => ({ kind: 'retry', reason: 'Expo answered without a ticket per message', handedOver: true }));
  }
  return tickets.map((t): PushOutcome => {
    if (t.status === 'ok' && typeof t.id === 'string') return { kind: 'accepted', ticketId: t.id };
    return expoError(t.details?.error, t.message);
  });
}

/**
 * The receipts of these tickets (up to DELIVERY.expo.receiptBatchSize): an outcome per ticket id Expo has a
 * receipt for (a missing one is not ready yet, or too old); undefined when the request failed.
 */
export async function expoReceipts(config: ExpoConfig, ticketIds: string[]): Promise<Map<string, PushOutcome> | undefined> {
  const doFetch = config.fetch ?? fetch;
  try {
    const res = await doFetch(`${config.url}/getReceipts`, {
      method: 'POST',
      headers: headers(config),
      body: JSON.stringify({ ids: ticketIds }),
      signal: AbortSignal.timeout(DELIVERY.requestTimeoutMs),
    });
    if (!res.ok) return undefined;
    const json = (await res.json()) as { data?: Record<string, ExpoTicket> };
    const found = new Map<string, PushOutcome>();
    for (const [id, receipt] of Object.entries(json.data ?? {})) {
      found.set(id, receipt.status === 'ok' ? { kind: 'delivered' } : expoError(receipt.details?.error, receipt.message));
    }
    return found;
  } catch {
    return undefined;
  }
}
