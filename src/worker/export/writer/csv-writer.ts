import { ByteSink } from './byte-sink';
import type { FileParts } from './file-parts';
import { decimalCents, toCents, toNumber } from './numeric-value';
import { CurrencyCursor } from './row-currency';
import { addTo, labelColumn, SummaryAccumulator } from './summary';
import { textOf } from './text-value';
import type { SheetWriter, SheetWriterOptions } from './types';
import { dateWallMs, datetimeWallMs, formatDateTime, formatDay } from './wall-clock';

const BOM = new Uint8Array([0xef, 0xbb, 0xbf]);
const DEFAULT_OFFSET_MINUTES = 480;
const COMMA = 44;

/** Column kinds as small integers: the row loop switches on them. */
const TEXT = 0;
const DATE = 1;
const DATETIME = 2;
const NUMBER = 3;
const MONEY = 4;

/** "YYYY-MM-DD HH:mm:ss" that can be written as given (the common case, no reformatting). */
const isPlainDateTime = (v: string): boolean => v.length === 19 && v.charCodeAt(10) === 32;

/**
 * Streams UTF-8 CSV with a byte-order mark (so Excel reads it as UTF-8): RFC 4180 quoting, CRLF,
 * header first; numbers plain with `.` decimals (money with its currency's decimals), dates
 * `YYYY-MM-DD`, datetimes `YYYY-MM-DD HH:mm:ss`; values that do not parse kept as text.
 */
export function createCsvWriter(options: SheetWriterOptions, parts: FileParts): SheetWriter {
  const { columns } = options;
  const offset = options.offsetMinutes ?? DEFAULT_OFFSET_MINUTES;
  const hasSequence = options.sequenceTitle !== undefined;
  const sums = options.summaryLabel !== undefined ? new SummaryAccumulator(columns) : null;
  const kinds = Uint8Array.from(columns, (c) =>
    c.type === 'text'
      ? TEXT
      : c.type === 'date'
        ? DATE
        : c.type === 'datetime'
          ? DATETIME
          : c.type === 'money'
            ? MONEY
            : NUMBER,
  );
  const currencyAt = columns.map((c) => c.currencyIndex ?? -1);
  let written = 0;
  // Fields are written straight into a reused byte buffer, handed to the parts whenever it fills.
  const out = new ByteSink((bytes) => parts.keep(bytes));
  out.bytes(BOM);

  const currencies = new CurrencyCursor(sums);

  const date = (v: unknown, type: 'date' | 'datetime'): void => {
    // A plain "YYYY-MM-DD" (date) or "YYYY-MM-DD HH:mm:ss" (datetime) is written as it is:
    // were it no real date, it would still be written unchanged, as text.
    if (typeof v === 'string' && (type === 'date' ? v.length === 10 : isPlainDateTime(v))) {
      return out.csvText(v);
    }
    const wall = type === 'date' ? dateWallMs(v) : datetimeWallMs(v, offset);
    if (wall !== wall) return out.csvText(textOf(v));
    out.ascii(
      type === 'date'
        ? typeof v === 'string'
          ? v.slice(0, 10)
          : formatDay(wall)
        : formatDateTime(wall),
    );
  };

  const money = (v: unknown, c: number, row: readonly unknown[]): void => {
    const at = currencyAt[c] as number;
    const currency = currencies.of(at >= 0 ? row[at] : undefined);
    // Amounts come as the server writes them, nearly always already in the form written here.
    let cents = typeof v === 'string' ? out.amount(v, currency.decimals) : Number.NaN;
    if (cents === cents) {
      if (currency.sums) addTo(currency.sums, c, cents);
      return;
    }
    cents = typeof v === 'string' ? decimalCents(v) : Number.NaN;
    if (cents !== cents) {
      const n = toNumber(v);
      if (n !== n) return out.csvText(textOf(v));
      cents = toCents(n);
    }
    if (currency.sums) addTo(currency.sums, c, cents);
    out.cents(cents, currency.decimals);
  };

  const number = (v: unknown, c: number): void => {
    const n = toNumber(v);
    if (n !== n) return out.csvText(textOf(v));
    sums?.addNumber(c, n);
    out.number(n);
  };

  /** The header: text fields. */
  [
    ...(hasSequence ? [options.sequenceTitle as string] : []),
    ...columns.map((c) => c.title),
  ].forEach((title, c) => {
    if (c > 0) out.byte(COMMA);
    out.csvText(title);
  });
  out.ascii('\r\n');

  return {
    writeRows(rows) {
      const n = kinds.length;
      for (const row of rows) {
        written++;
        if (hasSequence) {
          out.uint(written);
          out.byte(COMMA);
        }
        for (let c = 0; c < n; c++) {
          if (c > 0) out.byte(COMMA);
          const v = row[c];
          if (v === null || v === undefined || v === '') continue;
          switch (kinds[c]) {
            case TEXT:
              out.csvText(typeof v === 'string' ? v : textOf(v));
              break;
            case DATE:
              date(v, 'date');
              break;
            case DATETIME:
              date(v, 'datetime');
              break;
            case MONEY:
              money(v, c, row);
              break;
            default:
              number(v, c);
          }
        }
        out.ascii('\r\n');
      }
    },
    rowsWritten: () => written,
    end() {
      if (sums) {
        const labelAt = labelColumn(columns, hasSequence);
        for (const { label, cells } of sums.rows(options.summaryLabel as string)) {
          if (labelAt === -1) out.csvText(label);
          cells.forEach((cell, c) => {
            if (hasSequence || c > 0) out.byte(COMMA);
            if (c === labelAt) out.csvText(label);
            // Sums are numbers: a negative one is not a formula to neutralise.
            else if (cell) {
              if (cell.decimals === undefined) out.number(cell.value);
              else out.cents(Math.round(cell.value * 100), cell.decimals);
            }
          });
          out.ascii('\r\n');
        }
      }
      out.flush();
    },
  };
}
