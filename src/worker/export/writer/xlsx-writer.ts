import { ByteSink } from './byte-sink';
import { shareSegments } from './share-segments';
import { SharedStrings } from './shared-strings';
import { sheetName } from './sheet-names';
import { stylesXml } from './styles';
import { labelColumn, SummaryAccumulator } from './summary';
import type { SegmentDeflater } from './deflate-segment';
import type { FileParts } from './file-parts';
import type { AsyncSheetWriter, SheetWriter, SheetWriterOptions } from './types';
import { XlsxCells } from './xlsx-cells';
import {
  contentTypesXml,
  DEFAULT_WIDTH_PX,
  rootRelsXml,
  SHEET_TAIL_XML,
  sheetHeadXml,
  workbookRelsXml,
  workbookXml,
} from './xlsx-parts';
import type { Compression, ZipEntryStream } from './zip-stream';
import { ZipStream } from './zip-stream';

/** Excel's row limit per sheet, header included. */
export const EXCEL_MAX_ROWS = 1_048_576;
const DEFAULT_OFFSET_MINUTES = 480;

/** Measurement knobs (bench and docs); the defaults are the chosen ones. */
export interface XlsxTuning {
  /** 'shared' (default): texts of repeating columns in sharedStrings.xml; 'inline': every text in its cell. */
  strings?: 'inline' | 'shared';
  /** 'fast' (default): fast-deflate.ts; 1–9: fflate's deflate at that level. */
  compression?: Compression;
}

/** Streams a workbook: sheet XML per batch, encoded and deflated as it goes, a new sheet when one fills. */
export function createXlsxWriter(
  options: SheetWriterOptions,
  parts: FileParts,
  tuning: XlsxTuning = {},
): SheetWriter {
  const { endWith, ...writer } = xlsxWriter(options, parts, tuning);
  return { ...writer, end: () => endWith((zip) => zip.end()) };
}

/**
 * The same workbook with its sheets deflated by `segments` (another core: docs/exports.md) and by
 * this thread when that one is behind, so both cores work; `end` waits for the last segment.
 */
export function createParallelXlsxWriter(
  options: SheetWriterOptions,
  parts: FileParts,
  segments: SegmentDeflater,
): AsyncSheetWriter {
  const { endWith, ...writer } = xlsxWriter(options, parts, {}, shareSegments(segments));
  return { ...writer, end: () => endWith((zip) => zip.endAsync()) };
}

function xlsxWriter(
  options: SheetWriterOptions,
  parts: FileParts,
  tuning: XlsxTuning,
  segments?: SegmentDeflater,
) {
  const { columns } = options;
  const hasSequence = options.sequenceTitle !== undefined;
  const maxRows = Math.min(EXCEL_MAX_ROWS, Math.max(2, options.maxRowsPerSheet ?? EXCEL_MAX_ROWS));
  const strings = tuning.strings === 'inline' ? null : new SharedStrings(columns.length);
  const sums = options.summaryLabel !== undefined ? new SummaryAccumulator(columns) : null;
  const zip = new ZipStream(parts, tuning.compression ?? 'fast', segments);
  const encoder = new TextEncoder();
  let sheet: ZipEntryStream | null = null;
  // The sheet XML goes from this buffer straight into the current sheet's compressor.
  const out = new ByteSink((bytes) => sheet?.push(bytes));
  const offset = options.offsetMinutes ?? DEFAULT_OFFSET_MINUTES;
  const cells = new XlsxCells(columns, out, offset, strings, sums);
  const titles = [
    ...(hasSequence ? [options.sequenceTitle as string] : []),
    ...columns.map((c) => c.title),
  ];
  const widths = [
    ...(hasSequence ? [DEFAULT_WIDTH_PX] : []),
    ...columns.map((c) => c.widthPx ?? DEFAULT_WIDTH_PX),
  ];

  const names: string[] = [];
  /** Rows in the current sheet, header included. */
  let rowInSheet = 0;
  let written = 0;

  const closeSheet = () => {
    out.ascii(SHEET_TAIL_XML);
    out.flush();
    sheet?.end();
    sheet = null;
  };
  const openSheet = () => {
    names.push(sheetName(options.sheetName, names.length + 1));
    sheet = zip.open(`xl/worksheets/sheet${names.length}.xml`);
    out.text(sheetHeadXml(widths, names.length === 1));
    cells.header(titles);
    rowInSheet = 1;
  };
  /** The row number for the next row, on a new sheet when this one is full. */
  const nextRow = (): number => {
    if (rowInSheet >= maxRows) {
      closeSheet();
      openSheet();
    }
    return ++rowInSheet;
  };

  openSheet();
  return {
    writeRows(rows: readonly (readonly unknown[])[]): void {
      for (const row of rows) {
        const rowNumber = nextRow();
        written++;
        cells.row(row, rowNumber, hasSequence ? written : 0);
      }
    },
    rowsWritten: () => written,
    endWith<R>(end: (zip: ZipStream) => R): R {
      if (sums) {
        const labelAt = labelColumn(columns, hasSequence);
        for (const summary of sums.rows(options.summaryLabel as string)) {
          cells.summary(summary, nextRow(), hasSequence, labelAt);
        }
      }
      closeSheet();
      const add = (name: string, text: string) => zip.add(name, encoder.encode(text));
      if (strings) {
        const sst = zip.open('xl/sharedStrings.xml');
        for (const chunk of strings.xmlChunks()) sst.push(encoder.encode(chunk));
        sst.end();
      }
      add('[Content_Types].xml', contentTypesXml(names.length, strings !== null));
      add('_rels/.rels', rootRelsXml());
      add('xl/workbook.xml', workbookXml(names));
      add('xl/_rels/workbook.xml.rels', workbookRelsXml(names.length, strings !== null));
      add('xl/styles.xml', stylesXml());
      return end(zip);
    },
  };
}
