/**
 * The live queue (issue 10, ADR 0033; lifted to the shell for issue 18): GET /bookings/stream is a
 * server-sent event stream read with fetch + ReadableStream (EventSource cannot send the Bearer header).
 * The Shell opens it once for a user with a request permission, on every screen: each `bookings` event
 * invalidates the Booking tags, so the menu's count, the title and, on Requests, the lists and an open
 * drawer refetch in place (nothing remounts). While the stream is down (it failed, ended, or the API has
 * none: the mocks answer 503) it polls every `pollMs` and tries the stream again every `retryMs`, or after
 * the delay the stream's last `retry:` field asked for (the server sends one as it shuts down), kept between
 * LIVE_QUEUE.minRetryHintMs and `retryMs`; a hint counts for the one reconnection after its stream.
 * Screens hear of refreshes through `LiveBookingsContext` instead of opening a stream of their own.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { API_BASE, CLIENT_ID, CLIENT_ID_HEADER, LIVE_QUEUE } from '@atoll/contract';
import { baseApi } from '../api/baseApi';
import { useAppDispatch, useSession } from './hooks';

export interface LiveQueueSettings {
  /** How often the lists refresh while the stream is down (ms). @default LIVE_QUEUE.pollMs */
  pollMs: number;
  /** How long to wait before trying the stream again (ms). @default 6 × pollMs */
  retryMs?: number;
}

/** Injectable timing: stories and tests wrap the app in a provider with a short poll. */
export const LiveQueueContext = createContext<LiveQueueSettings>({ pollMs: LIVE_QUEUE.pollMs });

export const BOOKINGS_STREAM_PATH = `${API_BASE}/bookings/stream`;

/** Hears of every refresh: a stream event with the changed ids, or a poll with none. */
export type LiveBookingsListener = (ids: number[]) => void;
/** The shell's one live subscription; null where there is none (no request permission, logged out). */
export interface LiveBookingsHub {
  subscribe: (listener: LiveBookingsListener) => () => void;
}
export const LiveBookingsContext = createContext<LiveBookingsHub | null>(null);

/** One server-sent event's name and data from its lines ('event: bookings', 'data: {...}'). */
export function parseServerEvent(block: string): { event: string; data: string } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (!line || line.startsWith(':')) continue; // a heartbeat comment
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length || event !== 'message' ? { event, data: data.join('\n') } : null;
}

/**
 * A block's `retry:` field, the reconnection time the server asks for (ms): only ASCII digits count, as
 * EventSource reads it (HTML's server-sent events); anything else is no hint.
 */
export function parseRetryField(block: string): number | undefined {
  let retry: number | undefined;
  for (const line of block.split(/\r?\n/)) {
    const match = /^retry: ?(\d+)$/.exec(line);
    if (match) retry = Number(match[1]);
  }
  return retry;
}

/** How long to wait before opening the stream again: the server's hint, bounded, else our own backoff. */
export function reconnectDelayMs(hintMs: number | undefined, backoffMs: number): number {
  if (hintMs === undefined) return backoffMs;
  return Math.min(Math.max(hintMs, LIVE_QUEUE.minRetryHintMs), backoffMs);
}

/**
 * Reads a server-sent event stream to its end, handing each event to `onEvent` and each `retry:` hint to
 * `onRetry` (the live queue and the trackers' live map read theirs this way: fetch with the bearer token,
 * which EventSource cannot send).
 */
export async function readServerEvents(
  body: ReadableStream<BufferSource>,
  onEvent: (message: { event: string; data: string }) => void,
  onRetry?: (ms: number) => void,
): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    const blocks = buffer.split(/\r?\n\r?\n/);
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const retry = parseRetryField(block);
      if (retry !== undefined) onRetry?.(retry);
      const message = parseServerEvent(block);
      if (message) onEvent(message);
    }
  }
}

const idsOf = (data: string): number[] => {
  try {
    const parsed = JSON.parse(data) as { ids?: unknown };
    return Array.isArray(parsed.ids) ? parsed.ids.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
};

/** Opens the stream (or polls) while `enabled`; returns the hub screens subscribe to. */
export function useBookingsStream(enabled: boolean): LiveBookingsHub {
  const { pollMs, retryMs = pollMs * 6 } = useContext(LiveQueueContext);
  const { token } = useSession();
  const dispatch = useAppDispatch();
  const [hub] = useState(() => {
    const listeners = new Set<LiveBookingsListener>();
    return {
      listeners,
      subscribe: (listener: LiveBookingsListener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    };
  });

  useEffect(() => {
    if (!token || !enabled) return undefined;
    const abort = new AbortController();
    let poll: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    /** Whether the stream has been down since it was first opened (the lists may have missed changes). */
    let missed = false;

    // Every Booking tag: the counts, the lists and an open drawer's booking refetch where they are shown.
    const refresh = (ids: number[]) => {
      dispatch(baseApi.util.invalidateTags(['Booking']));
      for (const listener of hub.listeners) listener(ids);
    };
    const startPolling = () => {
      poll ??= setInterval(() => refresh([]), pollMs);
    };
    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };

    const connect = async () => {
      /** The `retry:` hint of this connection's stream, for the next try only. */
      let hintMs: number | undefined;
      try {
        const response = await fetch(BOOKINGS_STREAM_PATH, {
          headers: { Authorization: `Bearer ${token}`, [CLIENT_ID_HEADER]: CLIENT_ID, Accept: 'text/event-stream' },
          signal: abort.signal,
          cache: 'no-store',
        });
        if (!response.ok || !response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
          throw new Error(`No bookings stream (${response.status})`);
        }
        stopPolling();
        // Whatever changed while the stream was down. On the first connection the data was just
        // fetched (a refresh then only doubled every load's list request, bench:requests showed).
        if (missed) refresh([]);
        await readServerEvents(
          response.body,
          (message) => {
            if (message.event === 'bookings') refresh(idsOf(message.data));
          },
          (ms) => (hintMs = ms),
        );
        throw new Error('The bookings stream ended');
      } catch {
        if (abort.signal.aborted) return;
        missed = true;
        startPolling();
        retry = setTimeout(() => void connect(), reconnectDelayMs(hintMs, retryMs));
      }
    };
    void connect();

    return () => {
      abort.abort();
      stopPolling();
      clearTimeout(retry);
    };
  }, [token, enabled, pollMs, retryMs, dispatch, hub]);

  return hub;
}
