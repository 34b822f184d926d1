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
      // Rows and tombstones are one sequence of changes: apply them in seq order.
      const changes: { seq: number; row?: readonly unknown[]; key?: string }[] = [
        ...page.rows.map((row) => ({ seq: seqAt < 0 ? 0 : Number(row[seqAt]), row })),
        ...page.deleted.map(([key, seq]) => ({ seq, key })),
      ].sort((a, b) => a.seq - b.seq);
      for (const change of changes) {
        if (change.row) {
          const at = rows.append(change.row, index);
          latest.set(rows.key(at), at);
        } else {
          latest.set(keyFromText(layout, change.key ?? ''), -1);
        }
      }
    },
  };
}
