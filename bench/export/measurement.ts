/** What one forked measurement reports back (bench/export/measure-child.ts). */
export type WriterId =
  | 'ours-xlsx'
  | 'ours-xlsx-1core'
  | 'ours-xlsx-inline'
  | 'ours-csv'
  | 'sheetjs-xlsx'
  | 'sheetjs-csv';

export interface ExportMeasurement {
  writer: WriterId;
  rows: number;
  /** Timed runs (after the cold first one). */
  runs: number;
  /** The cold first run, not in the p50. */
  firstMs: number;
  p50Ms: number;
  minMs: number;
  /** Peak RSS during the runs minus RSS after generating the rows (and a full GC). */
  peakAboveDataMiB: number;
  dataRssMiB: number;
  fileMiB: number;
  /** Set when the writer threw (SheetJS at 1M rows: "Invalid string length"). */
  error?: string;
}
