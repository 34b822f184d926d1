/**
 * A sync page asked for before the worker may read it (pull-changes.ts): the request goes out as
 * soon as the page before names its `nextSeq`, so the server prepares it while the worker reads
 * that page, but its body is read only once the page before has ended (`open`), so rows are
 * appended in page order. `drop` aborts the request and lets a read already waiting fail.
 */
import { cancelledError } from '../core/cancellation';

export interface PageTurn {
  /** Aborted by `drop` and by the sync's own signal: the page's request signal. */
  readonly signal: AbortSignal;
  /**
   * Settles when the page may be read (`open`); throws the cancel when `drop` or the sync's own
   * cancel ended the wait instead.
   */
  wait(): Promise<void>;
  open(): void;
  drop(): void;
  /** The page's answer settled: stops listening to the sync's signal. */
  end(): void;
}

/** `open`: the page's turn has come already (the first page, or a page asked for when due). */
export function pageTurn(syncSignal: AbortSignal, open = false): PageTurn {
  const controller = new AbortController();
  let go!: () => void;
  const turn = new Promise<void>((resolve) => (go = resolve));
  const cancel = () => {
    controller.abort();
    go();
  };
  if (syncSignal.aborted) cancel();
  else syncSignal.addEventListener('abort', cancel, { once: true });
  if (open) go();
  return {
    signal: controller.signal,
    async wait() {
      await turn;
      if (controller.signal.aborted) throw cancelledError();
    },
    open: () => go(),
    drop() {
      syncSignal.removeEventListener('abort', cancel);
      cancel();
    },
    end: () => syncSignal.removeEventListener('abort', cancel),
  };
}
