/**
 * A token bucket per provider (Expo: DELIVERY.expo.perSecond): `take(n)` resolves when n messages may go.
 * A Retry-After from the provider pauses the bucket. Per process: several server processes on one PostgreSQL
 * each keep their own pace (docs/delivery.md).
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class RateLimiter {
  #tokens: number;
  #last = Date.now();
  #pausedUntil = 0;
  #queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number = perSecond,
  ) {
    this.#tokens = burst;
  }

  take(n: number): Promise<void> {
    const wanted = Math.min(n, this.burst);
    const turn = this.#queue.then(async () => {
      for (;;) {
        const now = Date.now();
        if (now < this.#pausedUntil) {
          await sleep(this.#pausedUntil - now);
          continue;
        }
        this.#tokens = Math.min(this.burst, this.#tokens + ((now - this.#last) / 1000) * this.perSecond);
        this.#last = now;
        if (this.#tokens >= wanted) {
          this.#tokens -= wanted;
          return;
        }
        await sleep(Math.ceil(((wanted - this.#tokens) / this.perSecond) * 1000));
      }
    });
    this.#queue = turn;
    return turn;
  }

  /** The provider asked us to wait (Retry-After). */
  pause(ms: number): void {
    this.#pausedUntil = Math.max(this.#pausedUntil, Date.now() + ms);
  }
}
