/**
 * The live queue honours the server's `retry:` hint (issue 22: a server shutting down ends its streams with
 * `retry: 1000`): the reader hands it over, the next try of the stream waits that long, bounded below by
 * LIVE_QUEUE.minRetryHintMs and above by the queue's own backoff (`retryMs`), which stays the delay when a
 * stream carried no hint.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { LIVE_QUEUE } from '@atoll/contract';
import { renderApp } from '../test/renderApp';
import { mockWorker } from '../test/worker';
import { parseRetryField, readServerEvents, reconnectDelayMs } from './liveBookings';

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe('the reader', () => {
  test('hands over events and each `retry:` hint, split across chunks; a hint that is not all digits is none', async () => {
    const events: string[] = [];
    const hints: number[] = [];
    await readServerEvents(
      streamOf('event: bookings\ndata: {"ids":[1]}\n\nretry: 15', '00\n\n', 'retry: 1s\n\n: heartbeat\n\nevent: bookings\nretry: 2000\ndata: {"ids":[2]}\n\n'),
      (message) => events.push(`${message.event} ${message.data}`),
      (ms) => hints.push(ms),
    );
    expect(events).toEqual(['bookings {"ids":[1]}', 'bookings {"ids":[2]}']);
    expect(hints).toEqual([1500, 2000]);
    expect(parseRetryField('retry: -5')).toBeUndefined();
    expect(parseRetryField('retry:750')).toBe(750);
  });

  test('the delay is the hint, kept between the floor and the backoff; no hint, the backoff', () => {
    expect(reconnectDelayMs(undefined, 60_000)).toBe(60_000);
    expect(reconnectDelayMs(1000, 60_000)).toBe(1000);
    expect(reconnectDelayMs(0, 60_000)).toBe(LIVE_QUEUE.minRetryHintMs);
    expect(reconnectDelayMs(3_600_000, 60_000)).toBe(60_000);
  });
});

describe('the live queue', () => {
  const opened: number[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    if (request.url.endsWith('/bookings/stream')) opened.push(performance.now());
  };
  afterEach(() => {
    mockWorker().events.removeListener('request:start', onRequest);
    opened.splice(0);
  });

  /** The stream answers with these lines and ends, as a server shutting down does. */
  function streamEnding(lines: string) {
    mockWorker().use(http.get('*/bookings/stream', () => new HttpResponse(streamOf(lines), { headers: { 'Content-Type': 'text/event-stream' } })));
    mockWorker().events.on('request:start', onRequest);
  }

  test("opens the stream again after the server's hint, not after its own minute", async () => {
    streamEnding(': connected\n\nretry: 400\n\n');
    await renderApp('/hotel/facilities', { liveQueue: { pollMs: 300, retryMs: 60_000 } });
    await expect.element(page.getByRole('button', { name: 'Requests', exact: true })).toBeVisible();
    await expect.poll(() => opened.length).toBeGreaterThanOrEqual(2);
    expect(opened[1]! - opened[0]!).toBeGreaterThanOrEqual(400);
  });

  test('a hint longer than the backoff waits only the backoff', async () => {
    streamEnding('retry: 3600000\n\n');
    await renderApp('/hotel/facilities', { liveQueue: { pollMs: 300, retryMs: 900 } });
    await expect.poll(() => opened.length).toBeGreaterThanOrEqual(3);
    for (const gap of [opened[1]! - opened[0]!, opened[2]! - opened[1]!]) expect(gap).toBeGreaterThanOrEqual(900);
  });

  test('a stream that ends without a hint is tried again after the backoff, as before', async () => {
    streamEnding(': connected\n\n');
    await renderApp('/hotel/facilities', { liveQueue: { pollMs: 300, retryMs: 1500 } });
    await expect.poll(() => opened.length).toBeGreaterThanOrEqual(2);
    expect(opened[1]! - opened[0]!).toBeGreaterThanOrEqual(1500);
  });
});
