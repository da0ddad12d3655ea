import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The peer address of the TCP connection. */
export function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The client's address. With no trusted proxy (`hops` 0, the default) it is the peer, and X-Forwarded-For is
 * ignored: anyone could write it. With `hops` proxies of our own in front (TRUST_PROXY_HOPS, e.g. 1 behind the
 * compose file's Caddy), the peer is the nearest proxy and each proxy appended the address it saw, so the client
 * is the `hops`-th entry from the end; what a client wrote itself further left is never taken. A header shorter
 * than the chain (a request that bypassed a proxy) gives its first entry.
 */
export function resolveClientIp(peer: string, forwardedFor: string | undefined, hops: number): string {
  if (hops <= 0 || !forwardedFor) return peer;
  const chain = forwardedFor
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (chain.length === 0) return peer;
  return chain[Math.max(0, chain.length - hops)];
}

/** The client's address as the app resolved it for this request (createApp), else the peer. */
export function clientIp(c: Context): string {
  return (c.get('clientIp' as never) as string | undefined) ?? peerAddress(c);
}
