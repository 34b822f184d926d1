import { EXPORT_MIME_TYPES, exportFileName } from '../../shared/export/export-file-name';
import type {
  ExportedFile,
  ExportProgress,
  ExportRequest,
} from '../../shared/export/export-request';
import { offsetMinutes } from '../../shared/format/date';
import { cancelledError } from '../core/cancellation';
import type { RowShape } from './row-shape';
import type { RowSource } from './row-source';
import { yieldToEvents } from './yield-to-events';
import { createCsvWriter } from './writer/csv-writer';
import type { SegmentDeflater } from './writer/deflate-segment';
import { BlobParts } from './writer/file-parts';
import { createParallelXlsxWriter, createXlsxWriter } from './writer/xlsx-writer';

/** Progress is posted at most this often, so the UI's bar moves at least every 250 ms. */
export const PROGRESS_INTERVAL_MS = 100;

export interface ExportRun {
  request: Pick<ExportRequest, 'format' | 'title' | 'timeZone' | 'sequenceTitle' | 'summaryLabel'>;
  shape: RowShape;
  source: RowSource;
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
  now?: () => number;
  /** Compresses xlsx sheets elsewhere (a helper worker on the second core); here when absent. */
  deflater?: SegmentDeflater;
}

/**
 * Streams a row source through the chosen writer, one batch at a time, yielding to the event
 * loop between batches so a cancel lands at once; the file is kept as Blobs as it is written and
 * never joined into one buffer.
 */
export async function runExport(run: ExportRun): Promise<ExportedFile> {
  const { request, shape, source, signal, onProgress } = run;
  const now = run.now ?? Date.now;
  const offset = offsetMinutes(request.timeZone);
  const options = {
    columns: shape.columns,
    offsetMinutes: offset,
    ...(request.sequenceTitle ? { sequenceTitle: request.sequenceTitle } : {}),
    ...(request.summaryLabel ? { summaryLabel: request.summaryLabel } : {}),
    // The sheet is named after the page (cut and cleaned to Excel's rules by the writer).
    sheetName: request.title,
  };
  const parts = new BlobParts();
  const writer =
    request.format === 'csv'
      ? createCsvWriter(options, parts)
      : run.deflater
        ? createParallelXlsxWriter(options, parts, run.deflater)
        : createXlsxWriter(options, parts);
  const total = source.total;
  const progress = (stage: 'rows' | 'finishing'): void => {
    const written = writer.rowsWritten();
    onProgress({ written, total: Math.max(total, written), stage });
  };
  let reported = now();
  progress('rows');
  let first = true;
  for await (const batch of source.batches) {
    if (signal.aborted) throw cancelledError();
    writer.writeRows(batch);
    // The first batch is counted at once: the line then moves from the moment rows are written.
    if (first || now() - reported >= PROGRESS_INTERVAL_MS) {
      first = false;
      reported = now();
      progress('rows');
    }
    await yieldToEvents();
  }
  if (signal.aborted) throw cancelledError();
  // Closing the file (the last segments compressed, shared strings, the zip's directory) is a
  // step of its own on the progress line, not a pause after the last row.
  progress('finishing');
  await writer.end();
  const rows = writer.rowsWritten();
  return {
    fileName: exportFileName(request.title, request.format, now(), offset),
    blob: parts.blob(EXPORT_MIME_TYPES[request.format]),
    rows,
  };
}
