/**
 * Reads a server-sent event stream over real HTTP, as a browser's EventSource would: every event of one name
 * (its JSON data) and every comment line, as they arrive. GET bookings/stream and GET display/tv/{token}/stream.
 */
export interface SseStream<T> {
  status: number;
  contentType: string;
  events: T[];
  comments: string[];
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  /** Resolves once `test` holds for what has arrived (or rejects after `ms`). */
  until(test: () => boolean, ms?: number): Promise<void>;
  close(): Promise<void>;
}

export async function openSse<T>(url: string, event: string, headers: Record<string, string> = {}): Promise<SseStream<T>> {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const stream: SseStream<T> = {
    status: res.status,
    contentType: res.headers.get('Content-Type') ?? '',
    events: [],
    comments: [],
    ended: Promise.resolve(),
    async until(test, ms = 5000) {
      const deadline = Date.now() + ms;
      while (!test()) {
        if (Date.now() > deadline) throw new Error(`stream: condition not met in ${ms} ms (events ${JSON.stringify(stream.events)}, comments ${stream.comments.length})`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      controller.abort();
      await reading.catch(() => undefined);
    },
  };
  const reading = (async () => {
    if (!res.body) return;
    if (res.status !== 200) {
      await res.body.cancel();
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        for (const line of lines) if (line.startsWith(':')) stream.comments.push(line.slice(1).trim());
        if (lines.includes(`event: ${event}`)) {
          const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
          stream.events.push(JSON.parse(data) as T);
        }
      }
    }
  })();
  stream.ended = reading.then(
    () => undefined,
    () => undefined,
  );
  return stream;
}
