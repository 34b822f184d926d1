/**
 * Runs at most `max` tasks at once, the rest in arrival order (spec 7: at most 3 text
 * recognitions at a time). A task's failure frees its slot like a success does.
 */
export function createConcurrencyLimit(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(max) || max < 1) {
    throw new RangeError(`concurrency limit must be at least 1, got ${max}`);
  }
  let running = 0;
  const waiting: (() => void)[] = [];

  // A freed slot passes straight to the oldest waiter, so a newcomer cannot slip in between.
  const release = (): void => {
    const wake = waiting.shift();
    if (wake) wake();
    else running -= 1;
  };

  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
