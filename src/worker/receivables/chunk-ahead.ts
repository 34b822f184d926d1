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

export interface ChunksAhead {
  /** Encodes every full chunk the changes so far allow and that is not encoded yet. */
  advance(log: ChangeLogView, rows: RowSource & ColumnarRows): void;
  /** The chunks encoded ahead, in key order, if every change of the sync allows them; else none. */
  take(log: ChangeLogView, chunkRows: number): readonly EncodedChunk[];
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
  return {
    advance(log, rows) {
      if (!check(log)) return;
      while ((chunks.length + 1) * chunkRows <= checked) {
        const at = new Int32Array(chunkRows);
        const from = chunks.length * chunkRows;
        for (let i = 0; i < chunkRows; i++) at[i] = from + i;
        chunks.push(encodeChunk(layout, pickRows([rows], null, at)));
      }
    },
    take: (log, size) => (size === chunkRows && check(log) ? chunks : []),
  };
}
