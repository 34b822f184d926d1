import { createWindowCache } from './window-cache';
import { SupersededError } from './latest-call';

export interface WindowAnswer<Row> {
  offset: number;
  rows: readonly Row[];
  total: number;
}

export interface WindowSourceOptions<Row, Answer extends WindowAnswer<Row>> {
  /** One request for rows [offset, offset + limit); limit never exceeds `maxFetch`. */
  fetch(offset: number, limit: number): Promise<Answer>;
  onChange(): void;
  onError(error: unknown): void;
  windowSize?: number;
  maxWindows?: number;
  maxFetch?: number;
}

export interface WindowSource<Row, Answer extends WindowAnswer<Row>> {
  /** Unknown (null) until the first answer. */
  readonly total: number | null;
  /** The most recent answer (its total and anything else the caller reads, such as sums). */
  readonly latest: Answer | null;
  getRow(index: number): Row | undefined;
  /** The rows the table wants now; only the newest wish is fetched once a request returns. */
  setRange(start: number, end: number): void;
  /** Stops fetching; rows already fetched stay readable (the table shows them until the next view answers). */
  dispose(): void;
}

/**
 * Rows of one view (one query over one data version), fetched window by window as the table
 * scrolls: one request at a time, each covering the contiguous run of missing windows in the
 * wanted range, so a fast drag of the scrollbar asks only for where it stopped.
 */
export function createWindowSource<Row, Answer extends WindowAnswer<Row>>(
  options: WindowSourceOptions<Row, Answer>,
): WindowSource<Row, Answer> {
  const windowSize = options.windowSize ?? 100;
  const maxFetch = Math.max(windowSize, options.maxFetch ?? 500);
  const cache = createWindowCache<Row>(windowSize, options.maxWindows ?? 40);
  let range: [number, number] = [0, windowSize];
  let total: number | null = null;
  let latest: Answer | null = null;
  let inFlight = false;
  let disposed = false;

  function pump(): void {
    if (disposed || inFlight) return;
    const [wantStart, wantEnd] = range;
    const end = total === null ? Math.max(wantEnd, wantStart + 1) : Math.min(wantEnd, total);
    // Before the first answer even an empty range asks, to learn the total.
    const missing =
      total === null && end <= wantStart
        ? [Math.floor(wantStart / windowSize)]
        : cache.missing(wantStart, end);
    const firstMissing = missing[0];
    const lastMissing = missing[missing.length - 1];
    if (firstMissing === undefined || lastMissing === undefined) return;
    const offset = firstMissing * windowSize;
    const limit = Math.min((lastMissing + 1) * windowSize - offset, maxFetch);
    inFlight = true;
    let again = true;
    options
      .fetch(offset, limit)
      .then((answer) => {
        if (disposed) return;
        cache.put(answer.offset, answer.rows);
        total = answer.total;
        latest = answer;
        options.onChange();
      })
      .catch((error: unknown) => {
        // A failed window is asked again on the next scroll, not in a loop.
        again = false;
        if (!disposed && !(error instanceof SupersededError)) options.onError(error);
      })
      .finally(() => {
        inFlight = false;
        if (again) pump();
      });
  }

  return {
    get total() {
      return total;
    },
    get latest() {
      return latest;
    },
    getRow: (index) => cache.get(index),
    setRange(start, end) {
      range = [Math.max(0, start), Math.max(0, end)];
      pump();
    },
    dispose() {
      disposed = true;
    },
  };
}
