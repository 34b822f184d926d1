/** How a FailureThrottle counts failures of one key (a user name, a client address). */
export interface ThrottlePolicy {
  /**
   * Failures that lock the key once reached: with 5, five wrong passwords are answered as such
   * and the sixth attempt waits firstLockMs.
   */
  failuresBeforeLock: number;
  /** The first lock; every further failure doubles it. */
  firstLockMs: number;
  maxLockMs: number;
  /** A key with no failure for this long starts again from nothing (at least maxLockMs). */
  forgetAfterMs: number;
  /** Keys tracked at most, so memory never grows with what clients send. */
  maxKeys: number;
}

interface Entry {
  failures: number;
  lockedUntil: number;
  lastFailureAt: number;
}

/** One sign-in attempt let through: counted as a failure until the caller settles it. */
export interface Attempt {
  ok: true;
  /** The password was right: forget every failure of the key (the user-name counter). */
  clear(): void;
  /** The attempt was no failure after all: take back its count (and any lock it set). */
  undo(): void;
}

export type AttemptOrLock = Attempt | { ok: false; retryAfterMs: number };

/**
 * Counts failed attempts per key in memory and locks a key for growing periods: `failuresBeforeLock`
 * failures, then firstLockMs, twice that, … up to maxLockMs. An attempt is counted when it starts,
 * synchronously, so concurrent guesses cannot all pass the check before the first one is
 * counted; a successful one is taken back. Entries are kept in order of their last failure, so
 * forgetting old ones and evicting the oldest when full are both cheap.
 */
export class FailureThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly forgetAfterMs: number;

  constructor(
    private readonly policy: ThrottlePolicy,
    private readonly now: () => number,
  ) {
    this.forgetAfterMs = Math.max(policy.forgetAfterMs, policy.maxLockMs);
  }

  /** How long the key is locked now (0 when it is not). */
  lockedFor(key: string): number {
    const entry = this.live(key, this.now());
    return entry ? Math.max(0, entry.lockedUntil - this.now()) : 0;
  }

  begin(key: string): AttemptOrLock {
    const at = this.now();
    this.forgetOld(at);
    const previous = this.live(key, at);
    if (previous && at < previous.lockedUntil) {
      return { ok: false, retryAfterMs: previous.lockedUntil - at };
    }
    const failures = (previous?.failures ?? 0) + 1;
    const entry: Entry = {
      failures,
      lockedUntil: Math.max(previous?.lockedUntil ?? 0, at + this.lockMs(failures)),
      lastFailureAt: at,
    };
    // Deleted and set again, so the map stays ordered by last failure.
    this.entries.delete(key);
    if (this.entries.size >= this.policy.maxKeys) this.evictOldest();
    this.entries.set(key, entry);
    return {
      ok: true,
      clear: () => {
        this.entries.delete(key);
      },
      undo: () => {
        const current = this.entries.get(key);
        if (current !== entry) {
          // Later attempts changed the entry; only take back this one's count.
          if (current) current.failures = Math.max(0, current.failures - 1);
          return;
        }
        if (!previous) this.entries.delete(key);
        else {
          entry.failures = previous.failures;
          entry.lockedUntil = previous.lockedUntil;
        }
      },
    };
  }

  /** Keys tracked now (for tests of the bound). */
  get size(): number {
    return this.entries.size;
  }

  private lockMs(failures: number): number {
    const { failuresBeforeLock, firstLockMs, maxLockMs } = this.policy;
    if (failures < failuresBeforeLock) return 0;
    return Math.min(maxLockMs, firstLockMs * 2 ** Math.min(failures - failuresBeforeLock, 30));
  }

  private live(key: string, at: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.expired(entry, at)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private expired(entry: Entry, at: number): boolean {
    return at >= entry.lockedUntil && at - entry.lastFailureAt >= this.forgetAfterMs;
  }

  /** The oldest entries come first: stop at the first one still remembered. */
  private forgetOld(at: number): void {
    for (const [key, entry] of this.entries) {
      if (!this.expired(entry, at)) return;
      this.entries.delete(key);
    }
  }

  private evictOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}
