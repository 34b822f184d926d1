import type { ChunkRecord } from '../../db/records';
import type { ChangeSet } from './change-set';
import type { SortedChanges } from './sync-change-log';
import { decodeColumns, encodeChunk } from './chunk-codec';
import {
  cellOf,
  pickRows,
  sliceRows,
  type ColumnarRows,
  type ColumnData,
  type RowSource,
} from './row-source';
import { compareKeys, type RowKey, type TableLayout } from './table-layouts';

/** Rows per chunk: tens of thousands, so a million rows are a few dozen IndexedDB records. */
export const CHUNK_ROWS = 50_000;

export interface ChunkPlan {
  /** New or rewritten chunks. */
  put: ChunkRecord[];
  /** Chunk numbers to delete (chunks left empty). */
  remove: number[];
  /** Every chunk after the change, ordered by key. */
  chunks: ChunkRecord[];
}

const byMinKey = (a: ChunkRecord, b: ChunkRecord) => compareKeys(a.minKey, b.minKey);

/**
 * Applies a change set to a table's chunks, rewriting only the chunks it touches. Chunks are
 * ordered by key and cover disjoint key ranges: a changed key goes to the first chunk whose
 * max key is at or above it; keys past the last chunk fill the last chunk up to `chunkRows`
 * and then append new chunks. A rewritten chunk grown past twice `chunkRows` is split.
 * `existing` empty (first sync, or a reseed on the server) writes the whole table afresh.
 */
export function applyChanges(
  layout: TableLayout,
  existing: readonly ChunkRecord[],
  changes: ChangeSet,
  chunkRows = CHUNK_ROWS,
): ChunkPlan {
  if (existing.length === 0) {
    // A first sync whose chunks were made while it pulled: they are the whole table (chunk-ahead.ts).
    const ahead = changes.chunksAhead(chunkRows);
    if (ahead.length > 0) {
      const put = ahead.map((chunk, chunkNo) => ({ table: layout.table, chunkNo, ...chunk }));
      return { put, remove: [], chunks: put };
    }
  }
  const chunks = [...existing].sort(byMinKey);
  const sorted = changes.sorted();
  const { keys } = sorted;
  const n = keys.length;
  let nextNo = chunks.reduce((max, c) => Math.max(max, c.chunkNo + 1), 0);
  // Per chunk index, the positions (into `sorted`) of its changed keys, ascending.
  const perChunk = new Map<number, Int32Array>();
  let p = 0;
  for (let j = 0; j < chunks.length && p < n; j++) {
    const maxKey = (chunks[j] as ChunkRecord).maxKey;
    const start = p;
    while (p < n && compareKeys(keys[p] as RowKey, maxKey) <= 0) p++;
    if (p > start) perChunk.set(j, positions(start, p));
  }
  // Keys past the last chunk: upserts only (deleting what is not here changes nothing).
  let tail = new Int32Array(n - p);
  let t = 0;
  for (; p < n; p++) if ((sorted.rows[p] as number) >= 0) tail[t++] = p;
  tail = tail.subarray(0, t);
  const last = chunks.length - 1;
  if (tail.length > 0 && last >= 0) {
    // New keys fill the last chunk first, then append chunks (the earlier chunks stay as they are).
    const room = Math.max(0, chunkRows - (chunks[last] as ChunkRecord).rowCount);
    if (room > 0) {
      const own = perChunk.get(last) ?? new Int32Array(0);
      const taken = tail.subarray(0, room);
      const joined = new Int32Array(own.length + taken.length);
      joined.set(own);
      joined.set(taken, own.length);
      perChunk.set(last, joined);
      tail = tail.subarray(taken.length);
    }
  }

  const put: ChunkRecord[] = [];
  const remove: number[] = [];
  const kept = new Set<number>();
  const record = (source: RowSource, chunkNo: number): ChunkRecord => {
    const encoded = encodeChunk(layout, source);
    return { table: layout.table, chunkNo, ...encoded };
  };

  for (const [index, changed] of perChunk) {
    const chunk = chunks[index] as ChunkRecord;
    kept.add(index);
    const merged = mergeChunk(decodeColumns(layout, chunk.bytes), changes.rows, sorted, changed);
    if (merged.length === 0) {
      remove.push(chunk.chunkNo);
      continue;
    }
    const parts = merged.length > 2 * chunkRows ? Math.ceil(merged.length / chunkRows) : 1;
    const size = Math.ceil(merged.length / parts);
    for (let p = 0; p < parts; p++) {
      const part = sliceRows(merged, p * size, Math.min(merged.length, (p + 1) * size));
      put.push(record(part, p === 0 ? chunk.chunkNo : nextNo++));
    }
  }
  for (let start = 0; start < tail.length; start += chunkRows) {
    const end = Math.min(tail.length, start + chunkRows);
    const rows = new Int32Array(end - start);
    for (let i = start; i < end; i++) rows[i - start] = sorted.rows[tail[i] as number] as number;
    put.push(record(pickRows([changes.rows], null, rows), nextNo++));
  }

  const untouched = chunks.filter((_, index) => !kept.has(index));
  return { put, remove, chunks: [...untouched, ...put].sort(byMinKey) };
}

/** The positions `[start, end)`. */
function positions(start: number, end: number): Int32Array {
  const out = new Int32Array(end - start);
  for (let i = 0; i < out.length; i++) out[i] = start + i;
  return out;
}

/**
 * A chunk's rows merged with its changed keys (`changed`: positions into `sorted`), in key
 * order: upserts replace or insert, deletes drop.
 */
function mergeChunk(
  rows: ColumnarRows,
  changed: ColumnarRows,
  sorted: SortedChanges,
  at: Int32Array,
): RowSource {
  const from = new Uint8Array(rows.length + at.length);
  const picked = new Int32Array(rows.length + at.length);
  let n = 0;
  let c = 0;
  const keyOf = (i: number) => sorted.keys[at[i] as number] as RowKey;
  const takeChange = (i: number) => {
    const row = sorted.rows[at[i] as number] as number;
    if (row >= 0) {
      from[n] = 1;
      picked[n++] = row;
    }
  };
  const keys = rows.columns[0] as ColumnData;
  const numericKeys = keys.kind === 'number' ? keys.values : null;
  for (let i = 0; i < rows.length; i++) {
    const key = numericKeys ? (numericKeys[i] as number) : (cellOf(keys, i) as RowKey);
    while (c < at.length && compareKeys(keyOf(c), key) < 0) takeChange(c++);
    if (c < at.length && compareKeys(keyOf(c), key) === 0) {
      takeChange(c++);
      continue;
    }
    from[n] = 0;
    picked[n++] = i;
  }
  while (c < at.length) takeChange(c++);
  return pickRows([rows, changed], from.subarray(0, n), picked.subarray(0, n));
}
