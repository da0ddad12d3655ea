/**
 * The client's address behind proxies (TRUST_PROXY_HOPS, docs/deploy.md): X-Forwarded-For is read only when the
 * server is told how many proxies of its own stand in front, and then only the entries those proxies appended.
 * Over HTTP: login throttling by address tells two clients behind one proxy apart, and a client's own header does
 * not move it when no proxy is trusted.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { resolveClientIp } from '../src/http/client-ip';
import { apiClient } from './support/client';
import { createTenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

describe('resolveClientIp', () => {
  it('is the peer when no proxy is trusted, whatever the header says', () => {
    expect(resolveClientIp('10.0.0.5', '1.2.3.4', 0)).toBe('10.0.0.5');
    expect(resolveClientIp('10.0.0.5', undefined, 1)).toBe('10.0.0.5');
    expect(resolveClientIp('10.0.0.5', ' , ', 1)).toBe('10.0.0.5');
  });
  it('takes the entry the trusted proxies appended, never what the client wrote before it', () => {
    // The client wrote "6.6.6.6" itself; Caddy appended the address it saw.
    expect(resolveClientIp('172.18.0.4', '6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(resolveClientIp('172.18.0.4', '6.6.6.6, 203.0.113.7, 172.18.0.9', 2)).toBe('203.0.113.7');
    // Fewer entries than proxies: the first one.
    expect(resolveClientIp('172.18.0.4', '203.0.113.7', 3)).toBe('203.0.113.7');
  });
});

describe('per-address limits behind a proxy', () => {
  const servers: TestServer[] = [];
  afterAll(async () => Promise.all(servers.map((s) => s.close())));

  /** Wrong passwords for the owner from one forwarded address; returns the statuses. */
  async function wrongLogins(url: string, domain: string, forwardedFor: string, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const res = await fetch(`${url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify({ company: domain, username: 'owner', password: 'wrong password' }),
      });
      statuses.push(res.status);
    }
    return statuses;
  }

  async function serverWithOwner(overrides: Parameters<typeof startTestServer>[0], domain: string) {
    const server = await startTestServer({ loginThrottle: { pairFreeFailures: 2 }, ...overrides });
    servers.push(server);
    await createTenant(apiClient(server.url), server.url, domain);
    return server;
  }

  it('with TRUST_PROXY_HOPS=1 a throttled client does not slow another behind the same proxy', async () => {
    const server = await serverWithOwner({ trustProxyHops: 1 }, 'proxy-trusted');
    expect(await wrongLogins(server.url, 'proxy-trusted', '6.6.6.6, 203.0.113.7', 3)).toEqual([422, 422, 429]);
    // Another guest's address, and the first one's own header trick does not count either.
    expect(await wrongLogins(server.url, 'proxy-trusted', '203.0.113.7, 198.51.100.9', 1)).toEqual([422]);
  });

  it('with no proxy trusted a client cannot escape its throttle by writing the header', async () => {
    const server = await serverWithOwner({}, 'proxy-untrusted');
    expect(await wrongLogins(server.url, 'proxy-untrusted', '203.0.113.7', 3)).toEqual([422, 422, 429]);
    expect(await wrongLogins(server.url, 'proxy-untrusted', '198.51.100.9', 1)).toEqual([429]);
  });
});
