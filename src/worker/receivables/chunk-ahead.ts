/**
 * A first sync's chunks encoded while the sync is still pulling (docs/receivables-sync.md,
 * "The worker's append"). A table pulled from 0 is written as chunks of `chunkRows` rows in key
 * order; when the rows arrive with ascending keys and no tombstone deletes one of them (a table
 * whose rows were inserted in key order and never updated; rows deleted since leave tombstones
 * of keys that are not sent), chunk k is rows
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

/** True when the ascending `keys[0…n)` hold `key`. */
function holds(keys: Float64Array, n: number, key: number): boolean {
  let lo = 0;
  let hi = n - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = keys[mid] as number;
    if (at === key) return true;
    if (at < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

export function chunksAhead(layout: TableLayout, chunkRows: number): ChunksAhead {
  const chunks: EncodedChunk[] = [];
  /** Changes `[0, checked)` were looked at; they hold rows `0…verified-1`, keys `rowKeys`, ascending. */
  let checked = 0;
  let verified = 0;
  let rowKeys = new Float64Array(1024);
  let broken = false;
  const check = (log: ChangeLogView) => {
    const { keys, rows } = log;
    for (; checked < log.length && !broken; checked++) {
      const key = keys[checked] as number;
      const row = rows[checked] as number;
      const last = verified > 0 ? (rowKeys[verified - 1] as number) : -Infinity;
      if (row >= 0) {
        broken = row !== verified || key <= last;
        if (verified === rowKeys.length) {
          const next = new Float64Array(rowKeys.length * 2);
          next.set(rowKeys);
          rowKeys = next;
        }
        rowKeys[verified++] = key;
      } else {
        // A tombstone of a key no row so far has deletes nothing a first sync writes (a later
        // row of that key comes in key order like any row); one of a row already in does.
        broken = key <= last && holds(rowKeys, verified, key);
      }
    }
    if (broken) chunks.length = 0;
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
      if (check(log)) encodeUpTo(verified - (verified % chunkRows), rows, direct);
    },
    take: (log, size) => (size === chunkRows && check(log) ? chunks : []),
    finish(log, size, rows, direct) {
      if (size !== chunkRows || !check(log)) return [];
      encodeUpTo(verified, rows, direct);
      return chunks;
    },
  };
}
