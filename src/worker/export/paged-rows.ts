import { EXPORT_PAGE_SIZE } from '../../shared/constants';
import { EXPORT_BATCH_ROWS, type RowSource } from './row-source';

type Rec = Record<string, unknown>;

/** One page of a paged list: its records and the list's total. */
export type FetchPage = (pageNum: number) => Promise<{ rows: Rec[]; total: number }>;

/**
 * A paged list read in pages of 20 000 (spec 000 §9), or of `pageSize` where the list's endpoint
 * answers fewer, each record shaped into a row. The next page is asked for while the current one
 * is written, so the network and the writer overlap; the pages stop at the first short page or
 * once the total is read.
 */
export async function pagedRows(
  fetchPage: FetchPage,
  toRow: (record: Rec) => unknown[],
  pageSize: number = EXPORT_PAGE_SIZE,
): Promise<RowSource> {
  const first = await fetchPage(1);
  const total = first.total;

  async function* batches() {
    let current = first;
    let read = 0;
    for (let pageNum = 1; ; pageNum++) {
      read += current.rows.length;
      const more = current.rows.length === pageSize && read < total;
      const next = more ? fetchPage(pageNum + 1) : null;
      // A failed prefetch is awaited (and thrown) below; until then it must not count as unhandled.
      next?.catch(() => undefined);
      for (let i = 0; i < current.rows.length; i += EXPORT_BATCH_ROWS) {
        yield current.rows.slice(i, i + EXPORT_BATCH_ROWS).map(toRow);
      }
      if (!next) return;
      current = await next;
    }
  }

  return { total, batches: batches() };
}
