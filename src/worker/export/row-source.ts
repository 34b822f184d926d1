/**
 * Rows to export, in batches the writer takes one at a time. `total` is known before the first
 * batch (progress shows rows written of total); a server source may find fewer or more rows
 * if the data changes while it pages, and the file holds what it read.
 */
export interface RowSource {
  total: number;
  batches: AsyncIterable<readonly (readonly unknown[])[]>;
}

/** Rows per writer batch: small enough that a cancel between batches lands within 100 ms. */
export const EXPORT_BATCH_ROWS = 5_000;
