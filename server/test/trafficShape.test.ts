/**
 * The traffic wrapper (src/shutdown.ts) hands an ordinary answer on untouched: reading its `body` would make
 * @hono/node-server build a whole fetch Response and stream it out, its slow path (docs/performance.md, "The
 * answer's body left unread"). Only an event stream's body is read, to make it endable.
 */
import { expect, it } from 'vitest';
import { createTraffic } from '../src/shutdown';

/** An answer that counts how often its body is read. */
function probe(contentType: string) {
  const reads = { count: 0 };
  class Probe extends Response {
    override get body() {
      reads.count += 1;
      return super.body;
    }
  }
  return { response: new Probe('{"data":1}', { headers: { 'Content-Type': contentType } }), reads };
}

it('hands a JSON answer on as it is, its body unread', async () => {
  const { response, reads } = probe('application/json');
  const fetch = createTraffic().track(() => response);
  await expect(fetch(new Request('http://atoll.test/api/v1/facilities/1'))).resolves.toBe(response);
  expect(reads.count).toBe(0);
});

it('reads the body of an event stream, to end it at a stop', async () => {
  const { response, reads } = probe('text/event-stream');
  const fetch = createTraffic().track(() => response);
  const answer = await fetch(new Request('http://atoll.test/api/v1/bookings/stream'));
  expect(answer).not.toBe(response);
  expect(reads.count).toBeGreaterThan(0);
  await expect(answer.text()).resolves.toBe('{"data":1}');
});

it('once stopping, rebuilds every answer to close its connection', async () => {
  const traffic = createTraffic();
  const { response } = probe('application/json');
  const fetch = traffic.track(() => response);
  traffic.beginStop();
  const answer = await fetch(new Request('http://atoll.test/api/v1/facilities/1'));
  expect(answer.headers.get('Connection')).toBe('close');
  await expect(answer.text()).resolves.toBe('{"data":1}');
});
