import { createRowBlock, type RowBlock } from './row-block';
import { keyFromText, type RowKey, type TableLayout } from './table-layouts';

/** The parts of a sync answer a change set reads. */
export interface SyncPage {
  columns: readonly string[];
  rows: readonly (readonly unknown[])[];
  deleted: readonly (readonly [string, number])[];
}

/**
 * Every change of one sync of one table, gathered over its pages before anything is written
 * (a sync commits all or nothing). The latest change of a key wins: an upsert (a row of the
 * block) or a delete.
 */
export interface ChangeSet {
  readonly rows: RowBlock;
  /** Key → row of `rows`, or -1 for a delete. */
  readonly latest: ReadonlyMap<RowKey, number>;
  addPage(page: SyncPage): void;
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
function seqOrder(page: SyncPage, seqAt: number): Int32Array {
  const rowSeq = (i: number) =>
    seqAt < 0 ? 0 : Number((page.rows[i] as readonly unknown[])[seqAt]);
  const delSeq = (j: number) => (page.deleted[j] as readonly [string, number])[1];
  const nRows = page.rows.length;
  const nDel = page.deleted.length;
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

export function createChangeSet(layout: TableLayout): ChangeSet {
  const rows = createRowBlock(layout);
  const latest = new Map<RowKey, number>();
  return {
    rows,
    latest,
    addPage(page) {
      const index = layout.columns.map((column) => {
        const at = page.columns.indexOf(column.name);
        if (at < 0) throw new Error(`sync of ${layout.table}: the answer lacks "${column.name}"`);
        return at;
      });
      const seqAt = page.columns.indexOf('seq');
      // The whole page into columns in one pass per column; then the changes in seq order.
      const start = rows.appendRows(page.rows, index);
      const order = seqOrder(page, seqAt);
      const keys = rows.columns[0];
      const numericKeys = keys?.kind === 'number' ? keys.values : null;
      for (let o = 0; o < order.length; o++) {
        const p = order[o] as number;
        if (p >= 0) {
          const at = start + p;
          latest.set(numericKeys ? (numericKeys[at] as number) : rows.key(at), at);
        } else {
          const [key] = page.deleted[-1 - p] as readonly [string, number];
          latest.set(keyFromText(layout, key), -1);
        }
      }
    },
  };
}
