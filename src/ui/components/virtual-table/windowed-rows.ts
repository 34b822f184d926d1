import {
  createWindowSource,
  type WindowAnswer,
  type WindowSource,
  type WindowSourceOptions,
} from './window-source';

export type FetchWindow<Answer> = (offset: number, limit: number) => Promise<Answer>;

export interface WindowedRowsSnapshot {
  version: number;
}

export interface WindowedRows<Row, Answer extends WindowAnswer<Row>> {
  /**
   * Switches to a new view. A changed `resetKey` (a new query) starts at the first row; the same
   * key (new data for the same query) keeps the rows in view and fetches them again.
   */
  show(fetch: FetchWindow<Answer>, resetKey: string): void;
  setRange(start: number, end: number): void;
  getRow(index: number): Row | undefined;
  /** Rows of the view, null until its first answer (and nothing older to show). */
  readonly total: number | null;
  readonly latest: Answer | null;
  readonly error: unknown;
  /** Stops fetching (unmount); the next show() starts again. */
  stop(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): number;
}

type Sizes = Pick<
  WindowSourceOptions<unknown, WindowAnswer<unknown>>,
  'windowSize' | 'maxWindows' | 'maxFetch'
>;

/**
 * The table's rows across query changes. Until the new view's first window arrives, the
 * previous view's rows and totals stay on screen, so typing in a filter never blanks the table.
 */
export function createWindowedRows<Row, Answer extends WindowAnswer<Row>>(
  sizes: Sizes = {},
): WindowedRows<Row, Answer> {
  let current: WindowSource<Row, Answer> | null = null;
  let previous: WindowSource<Row, Answer> | null = null;
  let currentKey: string | null = null;
  let range: [number, number] = [0, sizes.windowSize ?? 100];
  let error: unknown = null;
  let version = 0;
  const listeners = new Set<() => void>();

  const changed = () => {
    version++;
    for (const listener of listeners) listener();
  };

  return {
    show(fetch, resetKey) {
      if (resetKey !== currentKey) range = [0, range[1] - range[0]];
      currentKey = resetKey;
      current?.dispose();
      // Keep the older view readable only if the current one never answered.
      if (current?.total !== null) previous = current;
      error = null;
      const source: WindowSource<Row, Answer> = createWindowSource<Row, Answer>({
        ...sizes,
        fetch,
        onChange: () => {
          if (source === current) previous = null;
          changed();
        },
        onError: (e) => {
          if (source !== current) return;
          error = e;
          changed();
        },
      });
      current = source;
      source.setRange(range[0], range[1]);
      changed();
    },
    setRange(start, end) {
      range = [start, end];
      current?.setRange(start, end);
    },
    getRow(index) {
      if (current && current.total !== null) return current.getRow(index);
      return previous?.getRow(index);
    },
    get total() {
      return current?.total ?? previous?.total ?? null;
    },
    get latest() {
      return current?.latest ?? previous?.latest ?? null;
    },
    get error() {
      return error;
    },
    stop() {
      current?.dispose();
      current = null;
      previous = null;
      currentKey = null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => version,
  };
}
