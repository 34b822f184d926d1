export interface RatePolicy {
  /** Calls a client may make at once. */
  burst: number;
  /** Calls a client earns back per second. */
  perSecond: number;
  /** Clients tracked at most; the least recently seen is forgotten first. */
  maxClients: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per client key, in memory. The map is kept in order of last use, so the
 * client forgotten when it is full is the one idle longest; one idle for burst / perSecond
 * seconds has a full bucket anyway, so forgetting it changes nothing.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly policy: RatePolicy,
    private readonly now: () => number,
  ) {}

  /** Takes one call's token; when there is none, says how long until there is. */
  take(key: string): { ok: true } | { ok: false; retryAfterMs: number } {
    const { burst, perSecond, maxClients } = this.policy;
    const at = this.now();
    const last = this.buckets.get(key);
    const tokens = last
      ? Math.min(burst, last.tokens + ((at - last.at) / 1000) * perSecond)
      : burst;
    this.buckets.delete(key);
    if (this.buckets.size >= maxClients) {
      const oldest = this.buckets.keys().next();
      if (!oldest.done) this.buckets.delete(oldest.value);
    }
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at });
      return { ok: false, retryAfterMs: ((1 - tokens) / perSecond) * 1000 };
    }
    this.buckets.set(key, { tokens: tokens - 1, at });
    return { ok: true };
  }

  get size(): number {
    return this.buckets.size;
  }
}
