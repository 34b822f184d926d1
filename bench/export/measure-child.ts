/**
 * One export measurement in a fresh process (forked by run-export.ts), so each writer's peak
 * memory is its own: generate the rows, collect garbage, take the RSS as the baseline ("the
 * data itself"), then write the file `runs` times, sampling RSS on a timer and after every batch
 * (a synchronous writer blocks the timer). Sends an ExportMeasurement to the parent.
 */
import * as XLSX from 'xlsx';
import { createCsvWriter } from '../../src/worker/export/writer/csv-writer';
import { BlobParts, type FileParts } from '../../src/worker/export/writer/file-parts';
import {
  createParallelXlsxWriter,
  createXlsxWriter,
} from '../../src/worker/export/writer/xlsx-writer';
import type {
  AsyncSheetWriter,
  SheetWriter,
  SheetWriterOptions,
} from '../../src/worker/export/writer/types';
import { gc, percentile } from '../timing';
import { EXPORT_COLUMNS, exportRows } from './data';
import type { ExportMeasurement, WriterId } from './measurement';
import { startNodeDeflater } from './node-deflater';

const MiB = 1024 * 1024;
const BATCH = 10_000;

const [writerArg, rowsArg, runsArg] = process.argv.slice(2);
const writer = writerArg as WriterId;
const rows = Number(rowsArg);
const runs = Number(runsArg);

let peak = 0;
const sample = () => {
  const rss = process.memoryUsage().rss;
  if (rss > peak) peak = rss;
};

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Ours as the worker runs them: the file kept as Blobs as it is written, one Blob at the end. */
const ours =
  (make: (parts: FileParts) => SheetWriter | AsyncSheetWriter, data: unknown[][]) =>
  async (): Promise<number> => {
    const parts = new BlobParts();
    const w = make(parts);
    for (let start = 0; start < data.length; start += BATCH) {
      w.writeRows(data.slice(start, start + BATCH));
      sample();
      // As the worker's export driver does: the helper's answers are handled between batches.
      await turn();
    }
    await w.end();
    const file = parts.blob('application/octet-stream');
    sample();
    return file.size;
  };

/**
 * Ours as the portal runs it: the sheet compressed by a helper thread on the other core, started
 * per file as the worker starts one per export (its start is timed too).
 */
const parallelXlsx = (options: SheetWriterOptions, data: unknown[][]) => async () => {
  const helper = startNodeDeflater();
  try {
    return await ours((parts) => createParallelXlsxWriter(options, parts, helper.deflate), data)();
  } finally {
    helper.stop();
  }
};

/** SheetJS gets what it can write natively: money as numbers, dates as Date objects. */
function sheetJsRows(data: unknown[][]): unknown[][] {
  const header = EXPORT_COLUMNS.map((c) => c.title);
  const types = EXPORT_COLUMNS.map((c) => c.type);
  return [
    header,
    ...data.map((row) =>
      types.map((type, c) => {
        const v = row[c];
        if (v === null || v === undefined) return null;
        if (type === 'money') return Number(v);
        if (type === 'date') return new Date(`${String(v)}T00:00:00Z`);
        if (type === 'datetime') return new Date(`${String(v).replace(' ', 'T')}Z`);
        return v;
      }),
    ),
  ];
}

function sheetJs(data: unknown[][], bookType: 'xlsx' | 'csv') {
  return (): number => {
    // The fastest SheetJS path found: a dense sheet from arrays, then write to an array.
    const sheet = XLSX.utils.aoa_to_sheet(data, {
      dense: true,
      cellDates: true,
    } as XLSX.AOA2SheetOpts);
    sample();
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const out: unknown = XLSX.write(book, {
      type: bookType === 'csv' ? 'string' : 'array',
      bookType,
      compression: true,
    });
    sample();
    return typeof out === 'string'
      ? new TextEncoder().encode(out).length
      : (out as ArrayBuffer).byteLength;
  };
}

function prepare(): () => number | Promise<number> {
  const data = exportRows(rows);
  const options = { columns: EXPORT_COLUMNS, sheetName: 'Receivables', summaryLabel: 'Total' };
  switch (writer) {
    case 'ours-xlsx':
      return parallelXlsx(options, data);
    case 'ours-xlsx-1core':
      return ours((parts) => createXlsxWriter(options, parts), data);
    case 'ours-xlsx-inline':
      return ours((parts) => createXlsxWriter(options, parts, { strings: 'inline' }), data);
    case 'ours-csv':
      return ours((parts) => createCsvWriter(options, parts), data);
    case 'sheetjs-xlsx':
      return sheetJs(sheetJsRows(data), 'xlsx');
    case 'sheetjs-csv':
      return sheetJs(sheetJsRows(data), 'csv');
  }
}

const run = prepare();
gc();
const baseline = process.memoryUsage().rss;
peak = baseline;
const timer = setInterval(sample, 5);
const samples: number[] = [];
let bytes = 0;
let error: string | undefined;
let firstMs = Number.NaN;
// One more run than timed: the first (cold: the code not yet optimised, the memory not yet
// mapped) is reported on its own and left out of the p50, for every writer alike.
for (let i = 0; i <= runs; i++) {
  gc();
  const started = performance.now();
  try {
    bytes = await run();
  } catch (e) {
    error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    break;
  }
  const elapsed = performance.now() - started;
  if (i === 0) firstMs = elapsed;
  else samples.push(elapsed);
  sample();
}
clearInterval(timer);
samples.sort((a, b) => a - b);
const result: ExportMeasurement = {
  writer,
  rows,
  runs: samples.length,
  firstMs,
  p50Ms: percentile(samples, 50),
  minMs: samples[0] ?? Number.NaN,
  peakAboveDataMiB: (peak - baseline) / MiB,
  dataRssMiB: baseline / MiB,
  fileMiB: bytes / MiB,
  ...(error ? { error } : {}),
};
process.send?.(result);
