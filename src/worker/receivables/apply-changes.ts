import type { ChunkRecord } from '../../db/records';
import type { ChangeSet } from './change-set';
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
  const chunks = [...existing].sort(byMinKey);
  const keys = sortedKeys(changes.latest);
  let nextNo = chunks.reduce((max, c) => Math.max(max, c.chunkNo + 1), 0);
  // Per chunk index, its changed keys (sorted); index chunks.length collects the tail.
  const perChunk = new Map<number, RowKey[]>();
  let j = 0;
  for (const key of keys) {
    while (j < chunks.length && compareKeys((chunks[j] as ChunkRecord).maxKey, key) < 0) j++;
    if (j === chunks.length && changes.latest.get(key) === -1) continue; // deleting what is not here
    let list = perChunk.get(j);
    if (!list) perChunk.set(j, (list = []));
    list.push(key);
  }
  const tail = perChunk.get(chunks.length) ?? [];
  perChunk.delete(chunks.length);
  const last = chunks.length - 1;
  if (tail.length > 0 && last >= 0) {
    // New keys fill the last chunk first, then append chunks (the earlier chunks stay as they are).
    const room = Math.max(0, chunkRows - (chunks[last] as ChunkRecord).rowCount);
    if (room > 0) perChunk.set(last, [...(perChunk.get(last) ?? []), ...tail.splice(0, room)]);
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
    const merged = mergeChunk(decodeColumns(layout, chunk.bytes), changes, changed);
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
    for (let i = start; i < end; i++)
      rows[i - start] = changes.latest.get(tail[i] as RowKey) as number;
    put.push(record(pickRows([changes.rows], null, rows), nextNo++));
  }

  const untouched = chunks.filter((_, index) => !kept.has(index));
  return { put, remove, chunks: [...untouched, ...put].sort(byMinKey) };
}

/** The changed keys in key order: numbers by one typed-array sort, strings by compareKeys. */
function sortedKeys(latest: ReadonlyMap<RowKey, number>): RowKey[] {
  let numeric = true;
  for (const key of latest.keys()) {
    if (typeof key !== 'number') {
      numeric = false;
      break;
    }
  }
  if (!numeric) return [...latest.keys()].sort(compareKeys);
  // Keys are distinct and never NaN (a key column is never empty), so the numeric order is compareKeys'.
  return Array.from(Float64Array.from(latest.keys() as Iterable<number>).sort());
}

/** A chunk's rows merged with its changed keys, in key order: upserts replace or insert, deletes drop. */
function mergeChunk(rows: ColumnarRows, changes: ChangeSet, changed: readonly RowKey[]): RowSource {
  const from = new Uint8Array(rows.length + changed.length);
  const at = new Int32Array(rows.length + changed.length);
  let n = 0;
  let c = 0;
  const takeChange = (key: RowKey) => {
    const row = changes.latest.get(key) as number;
    if (row >= 0) {
      from[n] = 1;
      at[n++] = row;
    }
  };
  const keys = rows.columns[0] as ColumnData;
  const numericKeys = keys.kind === 'number' ? keys.values : null;
  for (let i = 0; i < rows.length; i++) {
    const key = numericKeys ? (numericKeys[i] as number) : (cellOf(keys, i) as RowKey);
    while (c < changed.length && compareKeys(changed[c] as RowKey, key) < 0)
      takeChange(changed[c++] as RowKey);
    if (c < changed.length && compareKeys(changed[c] as RowKey, key) === 0) {
      takeChange(changed[c++] as RowKey);
      continue;
    }
    from[n] = 0;
    at[n++] = i;
  }
  while (c < changed.length) takeChange(changed[c++] as RowKey);
  return pickRows([rows, changes.rows], from.subarray(0, n), at.subarray(0, n));
}
