/**
 * A first sync's chunks encoded while the sync is still pulling (docs/receivables-sync.md,
 * "The worker's append"). A table pulled from 0 is written as chunks of `chunkRows` rows in key
 * order; when the rows arrive with ascending keys and nothing else (no repeat, no tombstone: a
 * table whose rows were inserted in key order and never touched), chunk k is rows
 * `[k·chunkRows, (k+1)·chunkRows)` as they arrived, so it can be encoded as soon as they are
 * in: the worker does it at the start of the next page, while the server reads that page's
 * first batch, instead of after the last page. The chunks are exactly those `applyChanges`
 * would encode (the same `encodeChunk` of the same rows); they are used only if the whole
 * sync's changes keep the condition, else dropped, and nothing is written before the commit.
 */
import { encodeChunk, type EncodedChunk } from './chunk-codec';
import { pickRows, type ColumnarRows, type RowSource } from './row-source';
import type { TableLayout } from './table-layouts';

/** A change set's changes in seq order: key and row (-1: a delete) of each. */
export interface ChangeLogView {
  readonly length: number;
  readonly keys: Float64Array;
  readonly rows: Int32Array;
}

/** Chunk `[start, start + n)` made another way (from the batch it arrived as), or null. */
export type DirectChunk = (start: number, n: number) => EncodedChunk | null;

export interface ChunksAhead {
  /** Encodes every full chunk the changes so far allow and that is not encoded yet. */
  advance(log: ChangeLogView, rows: RowSource & ColumnarRows, direct?: DirectChunk): void;
  /** The chunks encoded so far, if every change so far allows them and they are of `chunkRows` rows; else none. */
  take(log: ChangeLogView, chunkRows: number): readonly EncodedChunk[];
  /** `take` once the sync's last change is in: the chunks not encoded yet (the last one maybe not full) are encoded now. */
  finish(
    log: ChangeLogView,
    chunkRows: number,
    rows: RowSource & ColumnarRows,
    direct?: DirectChunk,
  ): readonly EncodedChunk[];
}

export function chunksAhead(layout: TableLayout, chunkRows: number): ChunksAhead {
  const chunks: EncodedChunk[] = [];
  /** Changes `[0, checked)` are rows `0…checked-1` with ascending keys. */
  let checked = 0;
  let broken = false;
  const check = (log: ChangeLogView) => {
    const { keys, rows } = log;
    let i = checked;
    for (; i < log.length && !broken; i++) {
      if (rows[i] !== i || (i > 0 && (keys[i] as number) <= (keys[i - 1] as number))) {
        broken = true;
        chunks.length = 0;
      }
    }
    checked = i;
    return !broken;
  };
  /** Encodes the chunks up to row `end` (chunks of `chunkRows`, the last one shorter). */
  const encodeUpTo = (end: number, rows: RowSource & ColumnarRows, direct?: DirectChunk) => {
    while (chunks.length * chunkRows < end) {
      const from = chunks.length * chunkRows;
      const n = Math.min(chunkRows, end - from);
      let chunk = direct?.(from, n) ?? null;
      if (!chunk) {
        const at = new Int32Array(n);
        for (let i = 0; i < n; i++) at[i] = from + i;
        chunk = encodeChunk(layout, pickRows([rows], null, at));
      }
      chunks.push(chunk);
    }
  };
  return {
    advance(log, rows, direct) {
      if (check(log)) encodeUpTo(checked - (checked % chunkRows), rows, direct);
    },
    take: (log, size) => (size === chunkRows && check(log) ? chunks : []),
    finish(log, size, rows, direct) {
      if (size !== chunkRows || !check(log)) return [];
      encodeUpTo(checked, rows, direct);
      return chunks;
    },
  };
}
