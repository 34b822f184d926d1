/**
 * The fetched windows of one view: fixed-size, aligned blocks of rows, the least recently used
 * dropped beyond `maxWindows`, so scrolling a million rows holds a few thousand at most.
 */
export interface WindowCache<Row> {
  readonly windowSize: number;
  get(index: number): Row | undefined;
  has(windowIndex: number): boolean;
  /** Stores rows fetched from `offset` (a multiple of windowSize), split into their windows. */
  put(offset: number, rows: readonly Row[]): void;
  /** Window indexes covering rows [start, end) not yet fetched, in order. */
  missing(start: number, end: number): number[];
  readonly size: number;
}

export function createWindowCache<Row>(windowSize: number, maxWindows: number): WindowCache<Row> {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recent.
  const windows = new Map<number, readonly Row[]>();

  const touch = (windowIndex: number) => {
    const rows = windows.get(windowIndex);
    if (rows === undefined) return undefined;
    windows.delete(windowIndex);
    windows.set(windowIndex, rows);
    return rows;
  };

  return {
    windowSize,
    get(index) {
      const rows = windows.get(Math.floor(index / windowSize));
      return rows?.[index % windowSize];
    },
    has: (windowIndex) => windows.has(windowIndex),
    put(offset, rows) {
      const firstWindow = Math.floor(offset / windowSize);
      // An empty answer (past the end) is still stored, so the same window is not asked again.
      const count = Math.max(1, Math.ceil(rows.length / windowSize));
      for (let i = 0; i < count; i++) {
        windows.delete(firstWindow + i);
        windows.set(firstWindow + i, rows.slice(i * windowSize, (i + 1) * windowSize));
      }
      while (windows.size > maxWindows) {
        const oldest = windows.keys().next().value as number;
        windows.delete(oldest);
      }
    },
    missing(start, end) {
      const out: number[] = [];
      if (end <= start) return out;
      const last = Math.floor((end - 1) / windowSize);
      for (let w = Math.floor(start / windowSize); w <= last; w++) {
        if (touch(w) === undefined) out.push(w);
      }
      return out;
    },
    get size() {
      return windows.size;
    },
  };
}
