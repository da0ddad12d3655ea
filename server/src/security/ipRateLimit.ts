/**
 * A fixed-window request counter per client address, in memory (one server process): enough to keep a
 * public endpoint from being flooded by one address. A restart forgets the counts, which is fine for this use.
 * Per process on purpose: with N instances a client can reach N times the limit, which still bounds a flood,
 * and no public request pays a database write for it (docs/deploy.md 'Scaling out'). What must hold across
 * instances, the login throttle, counts in PostgreSQL (security/loginThrottle.ts).
 */
export interface IpRateLimit {
  /** Counts a request of `ip`; returns the seconds to wait when it is over the limit, else 0. */
  hit(ip: string): number;
}

export function ipRateLimit(rules: { requests: number; windowSeconds: number }, now: () => number = Date.now): IpRateLimit {
  const windows = new Map<string, { start: number; count: number }>();
  const windowMs = rules.windowSeconds * 1000;
  return {
    hit(ip) {
      const t = now();
      // Forget ended windows now and then, so the map holds only the addresses of the current window.
      if (windows.size > 10_000) for (const [key, w] of windows) if (t - w.start >= windowMs) windows.delete(key);
      let w = windows.get(ip);
      if (!w || t - w.start >= windowMs) {
        w = { start: t, count: 0 };
        windows.set(ip, w);
      }
      w.count += 1;
      return w.count > rules.requests ? Math.max(1, Math.ceil((w.start + windowMs - t) / 1000)) : 0;
    },
  };
}
