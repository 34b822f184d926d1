/** Thrown to a queued call that a newer one replaced before it could start. */
export class SupersededError extends Error {
  override readonly name = 'SupersededError';
}

export type LatestCall = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * At most one call in flight; while it runs, only the newest waiting call is kept (older ones
 * reject with SupersededError). Typing a filter thus never queues a request per keystroke in the
 * worker, and the last keystroke is always answered.
 */
export function createLatestCall(): LatestCall {
  let running = false;
  let waiting: { start: () => void; drop: () => void } | null = null;

  const next = () => {
    running = false;
    const queued = waiting;
    waiting = null;
    queued?.start();
  };

  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running = true;
        task().then(resolve, reject).finally(next);
      };
      if (!running) {
        start();
        return;
      }
      waiting?.drop();
      waiting = { start, drop: () => reject(new SupersededError('superseded by a newer call')) };
    });
}
