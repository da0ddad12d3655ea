/**
 * Counts failures per key in a sliding window (in memory: one server process).
 * Login uses one per account (company + username) and one per client IP.
 */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export class FailureThrottle {
  private readonly failures = new Map<string, number[]>();
  constructor(
    private readonly rule: ThrottleRule,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
  retryAfter(key: string): number {
    const list = this.recent(key);
    if (list.length < this.rule.limit) return 0;
    const oldestThatCounts = list[list.length - this.rule.limit];
    return Math.max(1, Math.ceil((oldestThatCounts + this.rule.windowMs - this.now()) / 1000));
  }

  fail(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.failures.set(key, list);
    // Bound memory under a flood of distinct keys.
    if (this.failures.size > 100_000) this.failures.delete(this.failures.keys().next().value as string);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
