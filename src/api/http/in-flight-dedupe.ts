interface SharedRequest {
  issuedAt: number;
  promise: Promise<unknown>;
  controller: AbortController;
  waiters: number;
  settled: boolean;
}

export interface JoinOptions {
  signal?: AbortSignal;
  /** What a caller who gives up waiting is rejected with. */
  cancelled: () => Error;
}

export interface InFlightDedupe {
  /**
   * Runs `start` once per key: identical requests join the one in flight, and a successful
   * answer is reused until `windowMs` after it was issued. A caller's abort only ends that
   * caller's wait; the shared request is aborted only when nobody is waiting for it any more.
   */
  run<T>(key: string, start: (signal: AbortSignal) => Promise<T>, options: JoinOptions): Promise<T>;
}

export function createInFlightDedupe(now: () => number, windowMs: number): InFlightDedupe {
  const shared = new Map<string, SharedRequest>();

  const isReusable = (entry: SharedRequest): boolean =>
    !entry.settled || now() - entry.issuedAt < windowMs;

  const sweep = (): void => {
    for (const [key, entry] of shared) if (!isReusable(entry)) shared.delete(key);
  };

  const begin = (key: string, start: (signal: AbortSignal) => Promise<unknown>): SharedRequest => {
    const controller = new AbortController();
    const entry: SharedRequest = {
      issuedAt: now(),
      controller,
      waiters: 0,
      settled: false,
      promise: Promise.resolve(),
    };
    entry.promise = start(controller.signal).then(
      (value) => {
        entry.settled = true;
        return value;
      },
      (error: unknown) => {
        entry.settled = true;
        // A failure is shared with those already waiting, never replayed to later callers.
        if (shared.get(key) === entry) shared.delete(key);
        throw error;
      },
    );
    entry.promise.catch(() => undefined);
    shared.set(key, entry);
    return entry;
  };

  const leave = (key: string, entry: SharedRequest): void => {
    entry.waiters -= 1;
    if (entry.waiters > 0 || entry.settled) return;
    if (shared.get(key) === entry) shared.delete(key);
    entry.controller.abort();
  };

  return {
    run<T>(key: string, start: (signal: AbortSignal) => Promise<T>, options: JoinOptions) {
      if (options.signal?.aborted) return Promise.reject(options.cancelled());
      sweep();
      const entry = shared.get(key) ?? begin(key, start);
      entry.waiters += 1;
      return new Promise<T>((resolve, reject) => {
        const onAbort = (): void => {
          leave(key, entry);
          reject(options.cancelled());
        };
        options.signal?.addEventListener('abort', onAbort, { once: true });
        entry.promise.then(
          (value) => {
            options.signal?.removeEventListener('abort', onAbort);
            resolve(value as T);
          },
          (error: unknown) => {
            options.signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        );
      });
    },
  };
}
