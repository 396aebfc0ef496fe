/**
 * Fixed-window rate limiter keyed by a client hash. In memory: with several instances behind a
 * load balancer each enforces its own window, which is acceptable for a feedback form.
 */
export class RateLimiter {
  private readonly windows = new Map<
    string,
    { start: number; count: number }
  >();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; false when the client is over its limit for the current window. */
  take(key: string): boolean {
    const t = this.now();
    const w = this.windows.get(key);
    if (!w || t - w.start >= this.windowMs) {
      this.windows.set(key, { start: t, count: 1 });
      this.sweep(t);
      return true;
    }
    w.count += 1;
    return w.count <= this.limit;
  }

  /** Drops expired windows so memory stays bounded by the clients of one window. */
  private sweep(t: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, w] of this.windows)
      if (t - w.start >= this.windowMs) this.windows.delete(key);
  }
}
