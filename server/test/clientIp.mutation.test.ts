/**
 * The client's address in process (no database, no server): the peer of the connection as @hono/node-server hands
 * it over (its `incoming` socket), 'unknown' when there is none, and the TRUST_PROXY_HOPS rule for X-Forwarded-For
 * at its edges (0 and negative hops, an empty header, blank entries, more hops than entries). clientIp.test.ts holds
 * the same rule over HTTP, through login throttling.
 */
import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, peerAddress, resolveClientIp } from '../src/http/client-ip';

/** The env @hono/node-server gives a request: its IncomingMessage, whose socket knows the peer. */
const nodeEnv = (remoteAddress: string | undefined) => ({ incoming: { socket: { remoteAddress } } });

/** GET / answered with `read(c)`, after an optional middleware that records the resolved address (as createApp does). */
async function answer(read: (c: Context) => string, env?: object, resolved?: string): Promise<string> {
  const app = new Hono();
  if (resolved !== undefined) {
    app.use(async (c, next) => {
      c.set('clientIp' as never, resolved as never);
      await next();
    });
  }
  app.get('/', (c) => c.text(read(c)));
  return (await app.request('/', {}, env)).text();
}

describe('peerAddress', () => {
  it("is the socket's remote address", async () => {
    expect(await answer(peerAddress, nodeEnv('192.0.2.10'))).toBe('192.0.2.10');
  });

  it("is read from the server binding when the env carries one (Hono's node adapter with bindings)", async () => {
    expect(await answer(peerAddress, { server: nodeEnv('192.0.2.11') })).toBe('192.0.2.11');
  });

  it("is 'unknown' when the socket has no address (a closed socket)", async () => {
    expect(await answer(peerAddress, nodeEnv(undefined))).toBe('unknown');
  });

  it("is 'unknown' when the request did not come through a socket at all (no node env)", async () => {
    expect(await answer(peerAddress)).toBe('unknown');
    expect(await answer(peerAddress, {})).toBe('unknown');
  });
});

describe('clientIp', () => {
  it('is the address the app resolved for this request, not the peer', async () => {
    expect(await answer(clientIp, nodeEnv('192.0.2.10'), '203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the peer when nothing was resolved', async () => {
    expect(await answer(clientIp, nodeEnv('192.0.2.10'))).toBe('192.0.2.10');
    expect(await answer(clientIp)).toBe('unknown');
  });
});

describe('resolveClientIp', () => {
  const peer = '172.18.0.4';

  it('ignores the header when no proxy is trusted: 0 or fewer hops', () => {
    expect(resolveClientIp(peer, '6.6.6.6, 203.0.113.7', 0)).toBe(peer);
    expect(resolveClientIp(peer, '6.6.6.6, 203.0.113.7', -1)).toBe(peer);
  });

  it('is the peer when the header is missing, empty or holds only blanks', () => {
    expect(resolveClientIp(peer, undefined, 1)).toBe(peer);
    expect(resolveClientIp(peer, '', 1)).toBe(peer);
    expect(resolveClientIp(peer, ' , ,', 2)).toBe(peer);
  });

  it('with one hop is the last entry, trimmed; with two the one before it', () => {
    expect(resolveClientIp(peer, '6.6.6.6,   203.0.113.7  ', 1)).toBe('203.0.113.7');
    expect(resolveClientIp(peer, '6.6.6.6, 203.0.113.7, 172.18.0.9', 1)).toBe('172.18.0.9');
    expect(resolveClientIp(peer, '6.6.6.6, 203.0.113.7, 172.18.0.9', 2)).toBe('203.0.113.7');
    expect(resolveClientIp(peer, '6.6.6.6, 203.0.113.7, 172.18.0.9', 3)).toBe('6.6.6.6');
  });

  it('skips blank entries, so an empty one a client appended does not count as a hop', () => {
    expect(resolveClientIp(peer, '203.0.113.7, , ', 1)).toBe('203.0.113.7');
    expect(resolveClientIp(peer, '6.6.6.6,,203.0.113.7', 2)).toBe('6.6.6.6');
  });

  it('with more hops than entries is the first entry', () => {
    expect(resolveClientIp(peer, ' 203.0.113.7 ', 3)).toBe('203.0.113.7');
    expect(resolveClientIp(peer, '198.51.100.1, 203.0.113.7', 5)).toBe('198.51.100.1');
  });
});
