/** How often one key (an account as typed, a client address) may ask for a code. */
export interface RequestWindowPolicy {
  /** Between two requests of the key; 0 for none. */
  minGapMs: number;
  /** Requests of the key within windowMs. */
  maxPerWindow: number;
  windowMs: number;
  /** Keys tracked at most, so memory never grows with what clients send. */
  maxKeys: number;
}

/**
 * Counts requests per key in a sliding window, in memory. Every request counts, whether or not
 * the account exists, so a refusal says nothing about the account. Keys are kept in order of
 * their last request: forgetting old ones and evicting the oldest when full are both cheap.
 */
export class RequestWindow {
  private readonly entries = new Map<string, number[]>();

  constructor(
    private readonly policy: RequestWindowPolicy,
    private readonly now: () => number,
  ) {}

  /** Counts a request, or says how long the key must wait (nothing counted then). */
  take(key: string): { ok: true } | { ok: false; retryAfterMs: number } {
    const at = this.now();
    this.forgetOld(at);
    const times = (this.entries.get(key) ?? []).filter((t) => at - t < this.policy.windowMs);
    const last = times[times.length - 1];
    const waits: number[] = [];
    if (last !== undefined && at - last < this.policy.minGapMs) {
      waits.push(last + this.policy.minGapMs - at);
    }
    const first = times[0];
    if (times.length >= this.policy.maxPerWindow && first !== undefined) {
      waits.push(first + this.policy.windowMs - at);
    }
    if (waits.length > 0) return { ok: false, retryAfterMs: Math.max(...waits) };
    this.entries.delete(key);
    if (this.entries.size >= this.policy.maxKeys) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, [...times, at]);
    return { ok: true };
  }

  get size(): number {
    return this.entries.size;
  }

  private forgetOld(at: number): void {
    for (const [key, times] of this.entries) {
      const last = times[times.length - 1];
      if (last !== undefined && at - last < this.policy.windowMs) return;
      this.entries.delete(key);
    }
  }
}
