/**
 * A live feed as server-sent events (the bookings queue, the trackers' positions): what a bus reports is
 * gathered while the last event is written and sent as one event, a heartbeat comment keeps proxies from
 * closing a quiet stream, and the subscription ends when the client goes or the stream closes.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../deps';
import { streamOpened } from './metrics';

export interface LiveFeed<T> {
  /** The SSE event name, e.g. 'bookings'. */
  event: string;
  heartbeatMs: number;
  /**
   * Subscribes to the bus; `notify` gathers what changed, `end` closes the stream (what it followed is gone,
   * e.g. a TV's replaced link). Answers the unsubscribe.
   */
  subscribe(notify: (items: T[]) => void, end: () => void): () => void;
  /** The event's data for what gathered since the last event (never called with none). */
  data(items: T[]): unknown;
}

export function liveStream<T>(c: Context<AppEnv>, feed: LiveFeed<T>): Response {
  c.header('X-Accel-Buffering', 'no');
  const response = streamSSE(c, async (stream) => {
    let pending: T[] = [];
    let wake: (() => void) | undefined;
    let ended = false;
    const poke = () => {
      wake?.();
      wake = undefined;
    };
    const unsubscribe = feed.subscribe(
      (items) => {
        pending.push(...items);
        poke();
      },
      () => {
        ended = true;
        poke();
      },
    );
    const closed = () => {
      unsubscribe();
      poke();
    };
    stream.onAbort(closed);
    c.req.raw.signal.addEventListener('abort', () => {
      closed();
      if (!stream.closed) stream.abort();
    });
    // Counted in atoll_open_streams{stream: event} until the loop ends (the client went, or the feed ended).
    const counted = streamOpened(c, feed.event);
    try {
      // A first comment flushes the headers, so the client knows the stream is up.
      await stream.write(': connected\n\n');
      let lastBeat = Date.now();
      while (!ended && !stream.aborted && !stream.closed && !c.req.raw.signal.aborted) {
        if (pending.length) {
          const items = pending;
          pending = [];
          await stream.writeSSE({ event: feed.event, data: JSON.stringify(feed.data(items)) });
        }
        const wait = Math.max(0, lastBeat + feed.heartbeatMs - Date.now());
        let timer: ReturnType<typeof setTimeout> | undefined;
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, wait);
          if (pending.length || ended || stream.aborted) resolve();
        });
        clearTimeout(timer);
        if (Date.now() - lastBeat >= feed.heartbeatMs) {
          await stream.write(': heartbeat\n\n');
          lastBeat = Date.now();
        }
      }
    } finally {
      unsubscribe();
      counted();
    }
  });
  // After streamSSE, which sets its own Cache-Control (no-cache): no-transform keeps proxies from compressing the stream.
  response.headers.set('Cache-Control', 'no-cache, no-transform');
  return response;
}
