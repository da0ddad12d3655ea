/**
 * A graceful stop under load (docs/deploy.md › Stopping): the image's start command runs the built server; with
 * 200 requests under way and a live stream open it gets SIGTERM. Every request gets its whole answer, /readyz
 * says 503 from the moment the signal arrives, the stream ends with a `retry:` hint, and the process exits 0
 * within its grace period.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STREAM_RETRY_MS } from '../src/shutdown';
import { startBuiltServer, type BuiltServer } from './support/builtServer';
import { apiClient } from './support/client';
import { createTenant, OWNER_PASSWORD } from './support/fixtures';

const GRACE_MS = 8000;
let server: BuiltServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'atoll-shutdown-'));
  server = await startBuiltServer({ DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: String(GRACE_MS), SHUTDOWN_DELAY_MS: '0' });
}, 240_000);

afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('answers every request under way, ends the stream with a retry hint and exits 0 within the grace period', async () => {
  const api = apiClient(server.url);
  const owner = await createTenant(api, server.url, 'shutdown');
  const headers = { Authorization: `Bearer ${owner.token}`, 'X-Client-Id': 'atoll-console' };

  // The live queue, read raw: its text and how it ended.
  const stream = await fetch(`${server.url}/api/v1/bookings/stream`, { headers });
  expect(stream.status).toBe(200);
  let streamText = '';
  const streamEnded = (async () => {
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'ended';
      streamText += decoder.decode(value, { stream: true });
    }
  })().catch((error: unknown) => `failed: ${String(error)}`);

  // 200 reads of the users list (each a few queries on the one PGlite connection: they queue for a while).
  const answers = Array.from({ length: 200 }, () =>
    fetch(`${server.url}/api/v1/users?page=1&limit=10&order_by=name:ASC`, { headers }).then(
      async (res) => ({ status: res.status, body: (await res.json()) as { data?: unknown[]; error?: string } }),
      (error: unknown) => ({ status: 0, body: { data: undefined, error: String(error) } as { data?: unknown[]; error?: string } }),
    ),
  );
  // One request certainly under way at the signal, however fast the reads go: a sign-in whose body is still
  // arriving (its second half is sent only after SIGTERM). It must get its whole answer too.
  let finishBody!: () => void;
  const secondHalf = new Promise<void>((resolve) => (finishBody = resolve));
  const loginText = JSON.stringify({ company: 'shutdown', username: 'owner', password: OWNER_PASSWORD });
  const slowBody = new ReadableStream<Uint8Array>({
    async start(controller) {
      const bytes = new TextEncoder().encode(loginText);
      controller.enqueue(bytes.slice(0, 10));
      await secondHalf;
      controller.enqueue(bytes.slice(10));
      controller.close();
    },
  });
  const slowLogin = fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: slowBody,
    duplex: 'half',
  } as RequestInit).then((res) => res.status, (error: unknown) => `failed: ${String(error)}`);
  // An answer on a new connection means the server has taken every earlier connection off its queue.
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

  const signalled = Date.now();
  server.child.kill('SIGTERM');
  // Readiness goes as soon as the signal is handled, while the 200 are still being answered: 503, or no new
  // connection at all. (A request the child had already read before the signal may still see 200: poll.)
  await expect
    .poll(async () => (await fetch(`${server.url}/readyz`).catch(() => undefined))?.status ?? 'refused', { timeout: 5_000, interval: 50 })
    .toSatisfy((status) => status === 503 || status === 'refused');

  finishBody();
  expect(await slowLogin).toBe(200);
  const results = await Promise.all(answers);
  const code = await server.exited;
  const took = Date.now() - signalled;

  const failed = results.filter((r) => r.status !== 200 || !Array.isArray(r.body.data));
  expect(failed.length, `${failed.length} of 200 not answered in full, e.g. ${JSON.stringify(failed[0])}`).toBe(0);
  expect(await streamEnded).toBe('ended');
  expect(streamText).toContain(`\nretry: ${STREAM_RETRY_MS}\n\n`);
  expect(streamText.trimEnd().endsWith(`retry: ${STREAM_RETRY_MS}`)).toBe(true);
  expect(code, server.output()).toBe(0);
  expect(took).toBeLessThan(GRACE_MS);
  // The signal found requests under way (the log line of the stop counts them).
  const inFlight = Number(/"inFlight":(\d+)/.exec(server.output())?.[1] ?? -1);
  expect(inFlight, server.output()).toBeGreaterThan(0);
}, 240_000);
