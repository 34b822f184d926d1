/**
 * A sync's tables one after another, each pulled into memory and then committed in its own
 * transaction, with the next table's pull started as soon as the previous table's pull ends: its
 * first request goes out while the previous table's chunks are planned and written to IndexedDB
 * (docs/receivables-sync.md, "End to end"), instead of after. What stays as it was:
 * - the commits run one at a time, in table order, each all or nothing (`commit`);
 * - a table's progress events come after the previous table's `done` (they are held until its
 *   commit and bookkeeping are through, then passed on in order);
 * - a failed or cancelled commit stops the pull under way; a pull that fails while the
 *   previous table commits fails the sync once that commit and its bookkeeping are through.
 */
import { cancelledError } from '../core/cancellation';

export interface TableSteps<Name, Pulled> {
  pull(
    name: Name,
    signal: AbortSignal,
    onProgress: (loaded: number, total: number) => void,
  ): Promise<Pulled>;
  /** Writes the table and does what follows its commit (events, bookkeeping). */
  commit(name: Name, pulled: Pulled): Promise<void>;
  progress(name: Name, loaded: number, total: number): void;
}

interface Started<Pulled> {
  pulled: Promise<Pulled>;
  stop(): void;
  /** Its progress events may go out now (those held first). */
  release(): void;
}

export async function syncTablesInOrder<Name, Pulled>(
  order: readonly Name[],
  signal: AbortSignal,
  steps: TableSteps<Name, Pulled>,
): Promise<void> {
  const start = (name: Name, released: boolean): Started<Pulled> => {
    const stop = new AbortController();
    const abort = () => stop.abort();
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
    const held: [number, number][] = [];
    let open = released;
    const pulled = steps.pull(name, stop.signal, (loaded, total) => {
      if (open) steps.progress(name, loaded, total);
      else held.push([loaded, total]);
    });
    // Awaited in its turn; one stopped on the way out is no failure.
    pulled.catch(() => undefined);
    void pulled.finally(() => signal.removeEventListener('abort', abort)).catch(() => undefined);
    return {
      pulled,
      stop: abort,
      release() {
        open = true;
        for (const [loaded, total] of held.splice(0)) steps.progress(name, loaded, total);
      },
    };
  };
  let next: Started<Pulled> | undefined;
  try {
    for (let i = 0; i < order.length; i++) {
      const name = order[i] as Name;
      if (signal.aborted) throw cancelledError();
      const current = next ?? start(name, true);
      next = undefined;
      const pulled = await current.pulled;
      const following = order[i + 1];
      if (following !== undefined) next = start(following, false);
      await steps.commit(name, pulled);
      next?.release();
    }
  } finally {
    next?.stop();
  }
}
