import { EXPORT_BATCH_ROWS } from './row-source';

/** Rows in an export's first batch: its code runs cold (not yet optimised), a few ms' worth. */
export const FIRST_BATCH_ROWS = 500;

/**
 * The size of the batch after one of `previous` rows (0: the first): 500, 1 000, 2 000, 4 000,
 * then `EXPORT_BATCH_ROWS`. A first batch of 5 000 rows took 80 ms in Chromium before the
 * first row was counted (reading and writing code not yet optimised) and several times that on
 * a busy machine; ramping up shows rows written within a few ms and costs nothing after.
 */
export function nextBatchRows(previous: number): number {
  return previous <= 0 ? FIRST_BATCH_ROWS : Math.min(EXPORT_BATCH_ROWS, previous * 2);
}
