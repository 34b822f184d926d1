import { ByteSink } from './byte-sink';
import { concatParts } from './concat-parts';
import { currencyKey, decimalsOf } from './currency';
import { csvText, formatCents } from './csv-text';
import { isEmpty, toCents, toNumber } from './numeric-value';
import { labelColumn, SummaryAccumulator } from './summary';
import { textOf } from './text-value';
import type { ExportColumnSpec, SheetWriter, SheetWriterOptions } from './types';
import { dateWallMs, datetimeWallMs, formatDateTime, formatDay } from './wall-clock';

const BOM = new Uint8Array([0xef, 0xbb, 0xbf]);
const DEFAULT_OFFSET_MINUTES = 480;

/** "YYYY-MM-DD HH:mm:ss" that can be written as given (the common case, no reformatting). */
const isPlainDateTime = (v: string): boolean => v.length === 19 && v.charCodeAt(10) === 32;

/**
 * Streams UTF-8 CSV with a byte-order mark (so Excel reads it as UTF-8): RFC 4180 quoting, CRLF,
 * header first; numbers plain with `.` decimals (money with its currency's decimals), dates
 * `YYYY-MM-DD`, datetimes `YYYY-MM-DD HH:mm:ss`; values that do not parse kept as text.
 */
export function createCsvWriter(options: SheetWriterOptions): SheetWriter {
  const { columns } = options;
  const offset = options.offsetMinutes ?? DEFAULT_OFFSET_MINUTES;
  const hasSequence = options.sequenceTitle !== undefined;
  const sums = options.summaryLabel !== undefined ? new SummaryAccumulator(columns) : null;
  const types = columns.map((c) => c.type);
  const currencyAt = columns.map((c) => c.currencyIndex ?? -1);
  const chunks: Uint8Array[] = [BOM];
  let written = 0;
  // Fields are written straight into a reused byte buffer, kept as a copy whenever it fills.
  const out = new ByteSink((bytes) => {
    chunks.push(bytes.slice());
  });

  /** Text: in one pass when it needs no quotes and no formula guard (nearly always). */
  const text = (s: string): void => {
    const first = s.charCodeAt(0);
    const formula = first === 61 || first === 43 || first === 45 || first === 64;
    if (formula || first === 9 || first === 13 || !out.csvPlain(s)) out.text(csvText(s));
  };

  // Written straight into the byte sink: a million rows make no per-cell strings.
  const field = (v: unknown, c: number, row: readonly unknown[]): void => {
    if (isEmpty(v)) return;
    const type = types[c] as ExportColumnSpec['type'];
    if (type === 'text') return text(textOf(v));
    if (type === 'date' || type === 'datetime') {
      // A plain "YYYY-MM-DD" (date) or "YYYY-MM-DD HH:mm:ss" (datetime) is written as it is:
      // were it no real date, it would still be written unchanged, as text.
      if (typeof v === 'string' && (type === 'date' ? v.length === 10 : isPlainDateTime(v))) {
        return text(v);
      }
      const wall = type === 'date' ? dateWallMs(v) : datetimeWallMs(v, offset);
      if (wall !== wall) return text(textOf(v));
      return out.ascii(
        type === 'date'
          ? typeof v === 'string'
            ? v.slice(0, 10)
            : formatDay(wall)
          : formatDateTime(wall),
      );
    }
    const n = toNumber(v);
    if (n !== n) return text(textOf(v));
    if (type === 'money') {
      const at = currencyAt[c] as number;
      const currency = at >= 0 ? currencyKey(row[at]) : '';
      const cents = toCents(n);
      sums?.addMoney(c, currency, cents);
      return out.cents(cents, decimalsOf(currency));
    }
    sums?.addNumber(c, n);
    if (n >= 0 && Number.isInteger(n)) out.uint(n);
    else out.ascii(String(n));
  };

  const line = (cells: readonly string[]) => {
    out.text(`${cells.join(',')}\r\n`);
  };
  line(
    [...(hasSequence ? [options.sequenceTitle as string] : []), ...columns.map((c) => c.title)].map(
      csvText,
    ),
  );

  const writer: Omit<SheetWriter, 'finish'> = {
    writeRows(rows) {
      const n = types.length;
      for (const row of rows) {
        written++;
        if (hasSequence) {
          out.uint(written);
          out.ascii(',');
        }
        for (let c = 0; c < n; c++) {
          field(row[c], c, row);
          if (c < n - 1) out.ascii(',');
        }
        out.ascii('\r\n');
      }
    },
    rowsWritten: () => written,
    finishParts() {
      if (sums) {
        const labelAt = labelColumn(columns, hasSequence);
        for (const summary of sums.rows(options.summaryLabel as string)) {
          const label = csvText(summary.label);
          const cells = summary.cells.map((cell, c) => {
            if (c === labelAt) return label;
            if (!cell) return '';
            return cell.decimals === undefined
              ? String(cell.value)
              : formatCents(Math.round(cell.value * 100), cell.decimals);
          });
          line(hasSequence ? [labelAt === -1 ? label : '', ...cells] : cells);
        }
      }
      out.flush();
      const parts = [...chunks];
      chunks.length = 0;
      return parts;
    },
  };
  return { ...writer, finish: () => concatParts(writer.finishParts()) };
}
