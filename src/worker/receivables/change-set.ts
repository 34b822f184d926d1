import type { RecordBatch } from 'apache-arrow';
import { chunksAhead, type ChunksAhead } from './chunk-ahead';
import type { EncodedChunk } from './chunk-codec';
import { chunkFromBatch } from './chunk-from-batch';
import { createRowBlock, type RowBlock } from './row-block';
import type { ColumnarRows, RowSource } from './row-source';
import { createArrowRows, type ArrowRows } from './sync-arrow-rows';
import { changeLog, grown, type SortedChanges } from './sync-change-log';
import { keyFromText, type RowKey, type TableLayout } from './table-layouts';

/** The parts of a sync answer a change set reads. */
export interface SyncPage {
  columns: readonly string[];
  rows: readonly (readonly unknown[])[];
  deleted: readonly (readonly [string, number])[];
}

/** One Arrow answer being read: its batches as they arrive, then its tombstones. */
export interface ArrowPageWriter {
  /** The page announced `rows` changes (`remaining`, on a sync's first page). */
  reserve(rows: number): void;
  /** Appends a batch's rows; answers how many rows the page holds so far. */
  append(batch: RecordBatch): number;
  /** The page's tombstones; registers its changes in seq order. */
  finish(deleted: readonly (readonly [string, number])[]): void;
}

/**
 * Every change of one sync of one table, gathered over its pages before anything is written
 * (a sync commits all or nothing). The latest change of a key wins: an upsert (a row of the
 * block) or a delete. Pages arrive as JSON (`addPage`) or as Arrow batches (`arrowPage`); one
 * sync's pages come from one server and share one format.
 */
export interface ChangeSet {
  readonly rows: RowSource & ColumnarRows;
  /** Key → row of `rows`, or -1 for a delete, in the order the keys first changed (built on demand). */
  readonly latest: ReadonlyMap<RowKey, number>;
  /** The latest change of every changed key, keys ascending (what applyChanges walks). */
  sorted(): SortedChanges;
  /**
   * A pull from 0: encodes the full chunks of `chunkRows` rows that the changes so far allow
   * (chunk-ahead.ts); the pull calls it while the server prepares the next page.
   */
  encodeAhead(chunkRows: number): void;
  /** The chunks `encodeAhead` made so far, when every change so far still allows them (else none). */
  encodedAhead(chunkRows: number): readonly EncodedChunk[];
  /**
   * Once every page is in: all the chunks of a sync that encoded ahead (the rest encoded now),
   * when every change of the sync allows them; else none (applyChanges then encodes).
   */
  chunksAhead(chunkRows: number): readonly EncodedChunk[];
  addPage(page: SyncPage): void;
  arrowPage(): ArrowPageWriter;
}

/** True when `seqOf(0…n-1)` never decreases (the server sends rows and tombstones by seq). */
function ascending(n: number, seqOf: (i: number) => number): boolean {
  for (let i = 1; i < n; i++) if (seqOf(i) < seqOf(i - 1)) return false;
  return true;
}

/**
 * Page positions of the changes in seq order: `i ≥ 0` is row `i`, `-1 - j` tombstone `j`;
 * equal seqs keep rows before tombstones, each in page order (a stable sort of rows then
 * tombstones). Rows and tombstones each arrive sorted, so this is a merge; otherwise a sort.
 */
function seqOrder(
  nRows: number,
  rowSeq: (i: number) => number,
  deleted: readonly (readonly [string, number])[],
): Int32Array {
  const delSeq = (j: number) => (deleted[j] as readonly [string, number])[1];
  const nDel = deleted.length;
  const order = new Int32Array(nRows + nDel);
  if (nDel === 0) {
    for (let i = 0; i < nRows; i++) order[i] = i;
    if (ascending(nRows, rowSeq)) return order;
  } else if (ascending(nRows, rowSeq) && ascending(nDel, delSeq)) {
    let i = 0;
    let j = 0;
    let o = 0;
    while (i < nRows || j < nDel) {
      if (j >= nDel || (i < nRows && rowSeq(i) <= delSeq(j))) order[o++] = i++;
      else order[o++] = -1 - j++;
    }
    return order;
  }
  const seqs = new Float64Array(nRows + nDel);
  for (let i = 0; i < nRows; i++) {
    order[i] = i;
    seqs[i] = rowSeq(i);
  }
  for (let j = 0; j < nDel; j++) {
    order[nRows + j] = -1 - j;
    seqs[nRows + j] = delSeq(j);
  }
  const positions = Array.from({ length: order.length }, (_, p) => p);
  positions.sort((a, b) => (seqs[a] as number) - (seqs[b] as number) || a - b);
  return Int32Array.from(positions, (p) => order[p] as number);
}

/** A growing Float64Array of the page's row seqs. */
function seqList() {
  let values = new Float64Array(1024);
  let length = 0;
  return {
    push(from: Float64Array) {
      values = grown(values, length + from.length);
      values.set(from, length);
      length += from.length;
    },
    get length() {
      return length;
    },
    at: (i: number) => values[i] as number,
  };
}

export function createChangeSet(layout: TableLayout): ChangeSet {
  let json: RowBlock | null = null;
  let arrow: ArrowRows | null = null;
  const log = changeLog(layout.columns[0]?.kind === 'float');
  let ahead: ChunksAhead | null = null;
  /** Arrow rows: a chunk that arrived as one whole batch is made from the batch. */
  const direct = () => {
    const rows = arrow;
    return rows
      ? (start: number, n: number) => {
          const batch = rows.batchAt(start, n);
          return batch ? chunkFromBatch(layout, batch) : null;
        }
      : undefined;
  };
  const oneFormat = (format: 'json' | 'arrow') => {
    if (format === 'json' ? arrow : json)
      throw new Error(`sync of ${layout.table}: pages of two formats in one sync`);
  };

  /** Registers the page's changes in seq order: rows `start…` of `rows`, then its tombstones. */
  const register = (
    rows: RowSource,
    numericKeys: Float64Array | null,
    start: number,
    nRows: number,
    rowSeq: (i: number) => number,
    deleted: readonly (readonly [string, number])[],
  ) => {
    const order = seqOrder(nRows, rowSeq, deleted);
    for (let o = 0; o < order.length; o++) {
      const p = order[o] as number;
      if (p >= 0) {
        const at = start + p;
        log.add(numericKeys ? (numericKeys[at] as number) : rows.key(at), at);
      } else {
        const [key] = deleted[-1 - p] as readonly [string, number];
        log.add(keyFromText(layout, key), -1);
      }
    }
  };

  return {
    get rows() {
      return arrow ?? (json ??= createRowBlock(layout));
    },
    get latest() {
      return log.latest();
    },
    sorted: () => log.sorted(),
    encodeAhead(chunkRows) {
      const view = log.view();
      const rows = arrow ?? json;
      if (!view || !rows) return;
      ahead ??= chunksAhead(layout, chunkRows);
      ahead.advance(view, rows, direct());
    },
    encodedAhead(chunkRows) {
      const view = log.view();
      return ahead && view ? ahead.take(view, chunkRows) : [];
    },
    chunksAhead(chunkRows) {
      const view = log.view();
      const rows = arrow ?? json;
      return ahead && view && rows ? ahead.finish(view, chunkRows, rows, direct()) : [];
    },
    addPage(page) {
      oneFormat('json');
      const block = (json ??= createRowBlock(layout));
      const index = layout.columns.map((column) => {
        const at = page.columns.indexOf(column.name);
        if (at < 0) throw new Error(`sync of ${layout.table}: the answer lacks "${column.name}"`);
        return at;
      });
      const seqAt = page.columns.indexOf('seq');
      // The whole page into columns in one pass per column; then the changes in seq order.
      const start = block.appendRows(page.rows, index);
      const rowSeq = (i: number) =>
        seqAt < 0 ? 0 : Number((page.rows[i] as readonly unknown[])[seqAt]);
      const keys = block.columns[0];
      const numericKeys = keys?.kind === 'number' ? keys.values : null;
      register(block, numericKeys, start, page.rows.length, rowSeq, page.deleted);
    },
    arrowPage() {
      oneFormat('arrow');
      const rows = (arrow ??= createArrowRows(layout));
      const start = rows.length;
      const seqs = seqList();
      return {
        reserve: (n) => rows.reserve(n),
        append(batch) {
          rows.append(batch);
          const seq = batch.getChild('seq')?.data[0];
          const values = seq?.values as Float64Array | undefined;
          if (!seq || !(values instanceof Float64Array))
            throw new Error(`sync of ${layout.table}: the answer lacks "seq"`);
          seqs.push(values.subarray(seq.offset, seq.offset + seq.length));
          return rows.length - start;
        },
        finish(deleted) {
          register(rows, rows.keys(), start, seqs.length, seqs.at, deleted);
        },
      };
    },
  };
}
