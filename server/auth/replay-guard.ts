export interface ReplayPolicy {
  /** A stamp older than this (or this far ahead of the server's clock) is refused. */
  maxAgeMs: number;
  /** Nonces remembered at most; beyond that new sign-ins wait until the oldest expire. */
  maxNonces: number;
}

export type StampVerdict =
  | { ok: true }
  | { ok: false; reason: 'stale' | 'replayed' }
  | { ok: false; reason: 'full'; retryAfterMs: number };

/**
 * Remembers the nonces of accepted login stamps for as long as their stamp could still be
 * accepted, so that a captured body is refused however soon it is sent again. Each nonce is
 * kept for two windows from its arrival (a stamp may be up to one window ahead), which keeps
 * the map ordered by expiry: forgetting walks from the front.
 */
export class ReplayGuard {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly policy: ReplayPolicy,
    private readonly now: () => number,
  ) {}

  check(stamp: { ts: number; nonce: string }): StampVerdict {
    const at = this.now();
    if (Math.abs(at - stamp.ts) > this.policy.maxAgeMs) return { ok: false, reason: 'stale' };
    this.forget(at);
    if (this.seen.has(stamp.nonce)) return { ok: false, reason: 'replayed' };
    if (this.seen.size >= this.policy.maxNonces) {
      // Refused rather than forgetting a live nonce, which would reopen its body to replay.
      const oldest = this.seen.values().next();
      return { ok: false, reason: 'full', retryAfterMs: oldest.done ? 0 : oldest.value - at };
    }
    this.seen.set(stamp.nonce, at + 2 * this.policy.maxAgeMs);
    return { ok: true };
  }

  get maxAgeMs(): number {
    return this.policy.maxAgeMs;
  }

  get size(): number {
    return this.seen.size;
  }

  private forget(at: number): void {
    for (const [nonce, keepUntil] of this.seen) {
      if (keepUntil > at) return;
      this.seen.delete(nonce);
    }
  }
}
