/**
 * What a graceful stop needs to know about the traffic (main.ts, docs/deploy.md › Stopping): the requests
 * whose handler has not answered yet, the open server-sent event streams (ended with a `retry:` hint so
 * EventSource clients come back, through the proxy, to another instance), and whether a stop has begun —
 * from then on /readyz answers 503 and every answer carries `Connection: close`, so no client reuses a
 * connection this process is about to close.
 */

/** The reconnection delay an ended stream suggests to EventSource (its `retry:` field), in ms. */
export const STREAM_RETRY_MS = 1000;
const RETRY_HINT = new TextEncoder().encode(`retry: ${STREAM_RETRY_MS}\n\n`);

type Fetch<A extends unknown[]> = (request: Request, ...rest: A) => Response | Promise<Response>;

export interface Traffic {
  /** The app's fetch, counted, its event streams endable, its answers closing the connection once stopping. */
  track<A extends unknown[]>(fetch: Fetch<A>): (request: Request, ...rest: A) => Promise<Response>;
  /** True once beginStop() ran. */
  stopping(): boolean;
  beginStop(): void;
  /** Ends every open event stream: its client gets the `retry:` hint, then the end of the body. */
  endStreams(): void;
  /** Requests whose handler has not answered yet (a stream counts until its handler returns the response). */
  inFlight(): number;
  openStreams(): number;
  /** Resolves once no request is under way, or after `timeoutMs`. */
  drained(timeoutMs: number): Promise<void>;
}

export function createTraffic(): Traffic {
  let count = 0;
  let stopping = false;
  const waiting = new Set<() => void>();
  const streams = new Set<() => void>();

  /** The stream's body, passed through until endStreams() appends the hint and closes it (the handler's side is cancelled). */
  function endable(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
    const reader = body.getReader();
    let finished = false;
    let end: () => void = () => {};
    const finish = () => {
      finished = true;
      streams.delete(end);
    };
    return new ReadableStream<Uint8Array>({
      start(controller) {
        end = () => {
          if (finished) return;
          finish();
          controller.enqueue(RETRY_HINT);
          controller.close();
          // Cancelling the handler's stream fires its onAbort: the live feed unsubscribes and returns.
          reader.cancel('shutting down').catch(() => undefined);
        };
        streams.add(end);
        if (stopping) end();
      },
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (finished) return;
          if (done) {
            finish();
            controller.close();
          } else controller.enqueue(value);
        } catch (error) {
          if (finished) return;
          finish();
          controller.error(error);
        }
      },
      cancel(reason) {
        finish();
        return reader.cancel(reason);
      },
    });
  }

  function shaped(response: Response): Response {
    // The headers first: reading `body` of an answer c.json or c.body built makes @hono/node-server build a whole
    // fetch Response and stream it out (its slow path, the web streams), so `body` is read only for an event stream.
    const stream = (response.headers.get('Content-Type') ?? '').startsWith('text/event-stream') && !response.headers.has('Content-Encoding') && response.body;
    if (!stream && !stopping) return response;
    const headers = new Headers(response.headers);
    if (stopping) headers.set('Connection', 'close');
    return new Response(stream ? endable(response.body) : response.body, { status: response.status, statusText: response.statusText, headers });
  }

  return {
    track(fetch) {
      return async (request, ...rest) => {
        count += 1;
        try {
          return shaped(await fetch(request, ...rest));
        } finally {
          count -= 1;
          if (count === 0) for (const wake of [...waiting]) wake();
        }
      };
    },
    stopping: () => stopping,
    beginStop() {
      stopping = true;
    },
    endStreams() {
      for (const end of [...streams]) end();
    },
    inFlight: () => count,
    openStreams: () => streams.size,
    drained(timeoutMs) {
      if (count === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiting.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, timeoutMs);
        timer.unref();
        waiting.add(wake);
      });
    },
  };
}
