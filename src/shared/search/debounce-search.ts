/** The timer functions the scheduler uses; tests pass fake ones. */
export interface SearchTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface DebouncedSearchOptions<R> {
  delayMs: number;
  search: (text: string) => Promise<R>;
  /** The answer for the latest text. An answer the user has typed past never arrives here. */
  onResult: (result: R, text: string) => void;
  /** The latest search failed (older failures are dropped like older answers). */
  onError?: (error: unknown, text: string) => void;
  timers?: SearchTimers;
}

export interface DebouncedSearch {
  /** The user typed: the search waits until they pause for `delayMs`; only the last text goes. */
  type(text: string): void;
  /** Searches at once (the dropdown button), still dropping any older answer. */
  now(text: string): void;
  /** Forgets the waiting text and every answer still on its way (closing, unmounting). */
  cancel(): void;
}

const realTimers: SearchTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The search select's scheduler (spec 001 §9: 350 ms, banks 500 ms). Every call moves a
 * generation on; an answer is delivered only if no call came after the one that started it, so
 * a slow answer for 'ab' can never replace the answer for 'abc', whatever order they arrive in.
 */
export function createDebouncedSearch<R>(options: DebouncedSearchOptions<R>): DebouncedSearch {
  const timers = options.timers ?? realTimers;
  let generation = 0;
  let waiting: unknown = null;

  const stopWaiting = () => {
    if (waiting !== null) timers.clearTimeout(waiting);
    waiting = null;
  };

  const run = (text: string, mine: number) => {
    const current = () => mine === generation;
    // A search that throws at once is a failure like any other, not an exception in a timer.
    new Promise<R>((resolve) => resolve(options.search(text))).then(
      (result) => {
        if (current()) options.onResult(result, text);
      },
      (error: unknown) => {
        if (current()) options.onError?.(error, text);
      },
    );
  };

  return {
    type(text) {
      stopWaiting();
      const mine = ++generation;
      waiting = timers.setTimeout(() => {
        waiting = null;
        run(text, mine);
      }, options.delayMs);
    },
    now(text) {
      stopWaiting();
      run(text, ++generation);
    },
    cancel() {
      stopWaiting();
      generation += 1;
    },
  };
}
