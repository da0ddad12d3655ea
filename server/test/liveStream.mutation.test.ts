/**
 * The live feed's event stream (server/src/http/liveStream.ts) in process (no database, no server): a tiny Hono
 * app over a fake feed, the streamed body read as it comes, the clock faked so each heartbeat falls exactly when
 * it is due. What the bus reports while an event is written goes out as the next event at once, a quiet stream
 * gets a heartbeat comment every heartbeatMs, and the subscription ends (and the open-streams gauge falls) as soon
 * as the client goes, the request is aborted or the feed ends — not at the next heartbeat.
 */
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../src/deps';
import { liveStream, type LiveFeed } from '../src/http/liveStream';
import { bindMetrics, createMetrics, type Metrics } from '../src/http/metrics';

const EVENT = 'things';
const HEARTBEAT_MS = 1_000;
const CONNECTED = ': connected\n\n';
const HEARTBEAT = ': heartbeat\n\n';
/** One event as the client reads it: the feed's data of the ids gathered. */
const event = (ids: number[]) => `event: ${EVENT}\ndata: ${JSON.stringify({ ids })}\n\n`;

interface FakeFeed extends LiveFeed<number> {
  notify(items: number[]): void;
  end(): void;
  /** How often the stream has called the unsubscribe. */
  unsubscribed: number;
  /** What each event's data was built from. */
  gathered: number[][];
  /** Runs inside data(), i.e. while the stream is about to write (the bus reporting meanwhile). */
  whileWriting?: () => void;
}

function fakeFeed(): FakeFeed {
  let notify: (items: number[]) => void = () => {
    throw new Error('not subscribed');
  };
  let end: () => void = () => {
    throw new Error('not subscribed');
  };
  const feed: FakeFeed = {
    event: EVENT,
    heartbeatMs: HEARTBEAT_MS,
    unsubscribed: 0,
    gathered: [],
    subscribe(n, e) {
      notify = n;
      end = e;
      return () => {
        feed.unsubscribed += 1;
      };
    },
    data(items) {
      feed.gathered.push(items);
      const meanwhile = feed.whileWriting;
      feed.whileWriting = undefined;
      meanwhile?.();
      return { ids: items };
    },
    notify: (items) => notify(items),
    end: () => end(),
  };
  return feed;
}

let metrics: Metrics;

/** The streams open now, by the gauge (atoll_open_streams{stream: EVENT}). */
async function openStreams(): Promise<number> {
  const gauge = await metrics.registry.getSingleMetric('atoll_open_streams')!.get();
  return gauge.values.find((v) => v.labels.stream === EVENT)?.value ?? 0;
}

/** GET the stream, its body read continuously into `text` (done: the body ended). */
async function open(feed: FakeFeed, signal?: AbortSignal) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    bindMetrics(c, metrics);
    await next();
  });
  app.get('/live', (c) => liveStream(c, feed));
  const res = await app.request('/live', { signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const read = { res, reader, text: '', done: false };
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      read.text += decoder.decode(value, { stream: true });
    }
    read.done = true;
  })().catch(() => {
    read.done = true;
  });
  return read;
}

/** Lets every pending write and read run, without moving the clock. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  metrics = createMetrics();
});
afterEach(() => {
  // Spies first: one made on the fake setTimeout and restored after the clock is gone would put back a setTimeout
  // that never fires, for every later file in the worker (the server project shares one).
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the live stream', () => {
  it('answers an event stream proxies neither buffer nor transform, flushed by a first comment, counted while open', async () => {
    const feed = fakeFeed();
    const stream = await open(feed);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('Content-Type')).toBe('text/event-stream');
    expect(stream.res.headers.get('Cache-Control')).toBe('no-cache, no-transform');
    expect(stream.res.headers.get('X-Accel-Buffering')).toBe('no');
    await settle();
    expect(stream.text).toBe(CONNECTED);
    expect(stream.done).toBe(false);
    expect(await openStreams()).toBe(1);
    expect(feed.unsubscribed).toBe(0);
    await stream.reader.cancel();
    await settle();
    expect(await openStreams()).toBe(0);
  });

  it('sends what the bus reports as one event at once, and a heartbeat only when heartbeatMs has passed', async () => {
    const feed = fakeFeed();
    const stream = await open(feed);
    // Reported before the first comment is even read: gathered, not lost.
    feed.notify([1]);
    feed.notify([2, 3]);
    await settle();
    expect(stream.text).toBe(CONNECTED + event([1, 2, 3]));
    expect(feed.gathered).toEqual([[1, 2, 3]]);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1);
    expect(stream.text).toBe(CONNECTED + event([1, 2, 3]));
    await vi.advanceTimersByTimeAsync(1);
    expect(stream.text).toBe(CONNECTED + event([1, 2, 3]) + HEARTBEAT);
    // A heartbeat wakes the loop with nothing gathered: no empty event.
    expect(feed.gathered).toEqual([[1, 2, 3]]);
    // Another exactly heartbeatMs after the last one, with an event between them.
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS / 2);
    feed.notify([4]);
    await settle();
    expect(stream.text).toBe(CONNECTED + event([1, 2, 3]) + HEARTBEAT + event([4]));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS / 2 - 1);
    expect(stream.text).toBe(CONNECTED + event([1, 2, 3]) + HEARTBEAT + event([4]));
    await vi.advanceTimersByTimeAsync(1);
    expect(stream.text).toBe(CONNECTED + event([1, 2, 3]) + HEARTBEAT + event([4]) + HEARTBEAT);
    expect(feed.gathered).toEqual([[1, 2, 3], [4]]);
    await stream.reader.cancel();
    await settle();
  });

  it('a quiet stream sleeps until its next heartbeat: one timer of the time left, not a loop that keeps waking', async () => {
    const feed = fakeFeed();
    const stream = await open(feed);
    await settle();
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS / 4);
    feed.notify([1]);
    await settle();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 3);
    expect(stream.text).toBe(CONNECTED + event([1]) + HEARTBEAT.repeat(3));
    // After the event, the time left to the first heartbeat; then a whole heartbeat each.
    expect(timers.mock.calls.map(([, ms]) => ms)).toEqual([(HEARTBEAT_MS * 3) / 4, HEARTBEAT_MS, HEARTBEAT_MS, HEARTBEAT_MS]);
    await stream.reader.cancel();
    await settle();
  });

  it('what the bus reports while an event is written goes out next, without waiting for a heartbeat', async () => {
    const feed = fakeFeed();
    const stream = await open(feed);
    feed.whileWriting = () => feed.notify([2]);
    feed.notify([1]);
    await settle();
    expect(stream.text).toBe(CONNECTED + event([1]) + event([2]));
    expect(feed.gathered).toEqual([[1], [2]]);
    await stream.reader.cancel();
    await settle();
  });

  it('ends when the feed ends: the body closes, the feed is unsubscribed and the gauge falls, at once', async () => {
    const feed = fakeFeed();
    const stream = await open(feed);
    await settle();
    expect(await openStreams()).toBe(1);
    feed.end();
    await settle();
    expect(stream.done).toBe(true);
    expect(stream.text).toBe(CONNECTED);
    expect(feed.unsubscribed).toBe(1);
    expect(await openStreams()).toBe(0);
  });

  it('ends at once when the feed ends while an event is written', async () => {
    const feed = fakeFeed();
    const stream = await open(feed);
    feed.whileWriting = () => feed.end();
    feed.notify([1]);
    await settle();
    expect(stream.done).toBe(true);
    expect(stream.text).toBe(CONNECTED + event([1]));
    expect(feed.unsubscribed).toBe(1);
    expect(await openStreams()).toBe(0);
  });

  it('ends at once when the client goes (the body cancelled): unsubscribed, the gauge falls, nothing more is written', async () => {
    const feed = fakeFeed();
    const stream = await open(feed);
    await settle();
    await stream.reader.cancel();
    await settle();
    // Once when the stream aborts, once as the loop ends.
    expect(feed.unsubscribed).toBe(2);
    expect(await openStreams()).toBe(0);
    await vi.advanceTimersByTimeAsync(3 * HEARTBEAT_MS);
    expect(feed.unsubscribed).toBe(2);
    expect(await openStreams()).toBe(0);
  });

  it('ends at once when the request is aborted: unsubscribed, the stream aborted, the gauge falls', async () => {
    const feed = fakeFeed();
    const controller = new AbortController();
    const stream = await open(feed, controller.signal);
    await settle();
    controller.abort();
    await settle();
    expect(stream.done).toBe(true);
    // The abort, the stream's own abort it causes, and the end of the loop.
    expect(feed.unsubscribed).toBe(3);
    expect(await openStreams()).toBe(0);
  });

  it('ends at once when the request is aborted while an event is written', async () => {
    const feed = fakeFeed();
    const controller = new AbortController();
    const stream = await open(feed, controller.signal);
    feed.whileWriting = () => controller.abort();
    feed.notify([1]);
    await settle();
    expect(stream.done).toBe(true);
    expect(feed.unsubscribed).toBe(3);
    expect(await openStreams()).toBe(0);
  });

  it('an abort after the stream has ended only unsubscribes again (the closed stream is not aborted)', async () => {
    const feed = fakeFeed();
    const controller = new AbortController();
    const stream = await open(feed, controller.signal);
    feed.end();
    await settle();
    expect(stream.done).toBe(true);
    expect(feed.unsubscribed).toBe(1);
    controller.abort();
    await settle();
    expect(feed.unsubscribed).toBe(2);
  });

  it('a request already aborted gets the first comment and the end: no loop, unsubscribed, not counted', async () => {
    const feed = fakeFeed();
    const controller = new AbortController();
    controller.abort();
    const stream = await open(feed, controller.signal);
    await settle();
    expect(stream.text).toBe(CONNECTED);
    expect(stream.done).toBe(true);
    expect(feed.unsubscribed).toBe(1);
    expect(await openStreams()).toBe(0);
    await vi.advanceTimersByTimeAsync(2 * HEARTBEAT_MS);
    expect(stream.text).toBe(CONNECTED);
  });

  it('without the app’s metrics bound the stream works uncounted', async () => {
    const feed = fakeFeed();
    const app = new Hono<AppEnv>();
    app.get('/live', (c) => liveStream(c, feed));
    const res = await app.request('/live');
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe(CONNECTED);
    feed.end();
    expect((await reader.read()).done).toBe(true);
    expect(feed.unsubscribed).toBe(1);
    expect(await openStreams()).toBe(0);
  });
});
