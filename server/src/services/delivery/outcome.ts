/** What a provider said about one message, in the worker's terms (services/delivery/worker.ts records it). */
export type PushOutcome =
  /** Taken by the provider; Expo gives a ticket whose receipt is asked for later. */
  | { kind: 'accepted'; ticketId: string }
  /** The provider's last word is a success (Web Push 201, an Expo receipt 'ok'). */
  | { kind: 'delivered' }
  /** The device is gone (Expo DeviceNotRegistered, Web Push 404/410): the message is dropped, the device marked gone. */
  | { kind: 'gone'; reason: string }
  /** A permanent error for this message. */
  | { kind: 'failed'; reason: string }
  /**
   * A passing error (429, 5xx, the network): try again later. `handedOver` when the provider answered for the
   * message (it counts as sent); Retry-After, when given, in ms.
   */
  | { kind: 'retry'; reason: string; retryAfterMs?: number; handedOver: boolean };

/** Retry-After as ms: seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
