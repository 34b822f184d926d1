import type { ByteSink } from './byte-sink';
import { excelSerial } from './excel-serial';
import { markup, type Markup } from './markup';
import { decimalCents, isEmpty, toCents, toNumber } from './numeric-value';
import type { SharedStrings } from './shared-strings';
import { STYLE } from './styles';
import { CurrencyCursor } from './row-currency';
import { addTo, type SummaryAccumulator, type SummaryRow } from './summary';
import { textOf } from './text-value';
import type { ExportColumnSpec } from './types';
import { DAY_MS, dateWallMs, datetimeWallMs } from './wall-clock';
import { MAX_CELL_CHARS, needsPreserve, xmlText } from './xml-escape';

/** Opening markup of a numeric cell per style (index = style id). */
const NUMBER_OPEN = Object.values(STYLE).map((s) => markup(s ? `<c s="${s}"><v>` : '<c><v>'));
const NUMBER_CLOSE = markup('</v></c>');
const SHARED_OPEN = markup('<c t="s"><v>');
const INLINE_OPEN = markup('<c t="inlineStr"><is><t>');
const INLINE_CLOSE = markup('</t></is></c>');
const EMPTY = markup('<c/>');
const ROW_OPEN = markup('<row r="');
const ROW_OPEN_END = markup('">');
const ROW_CLOSE = markup('</row>');
/** Serials from here on are not shifted by Excel's 1900 leap-year bug (see excel-serial.ts). */
const FIRST_EXACT_SERIAL = 61;
/** Time of day in ms → ten decimals of a day (8.64 µs: well below the second shown). */
const TIME_SCALE = 1e10 / DAY_MS;

/**
 * Sheet XML for rows, written into a ByteSink. Cells carry no `r` reference, so an empty cell
 * is written as `<c/>` to keep the following cells in place. Text is a string cell (inline or
 * shared), never a formula: a spreadsheet does not evaluate it, so text starting with `=` is
 * written unchanged (see docs/exports.md).
 */
export class XlsxCells {
  private readonly types: ExportColumnSpec['type'][];
  private readonly currencyAt: number[];
  private readonly currencies: CurrencyCursor;

  constructor(
    columns: readonly ExportColumnSpec[],
    private readonly out: ByteSink,
    private readonly offsetMinutes: number,
    private readonly strings: SharedStrings | null,
    private readonly sums: SummaryAccumulator | null,
  ) {
    this.types = columns.map((c) => c.type);
    this.currencyAt = columns.map((c) => c.currencyIndex ?? -1);
    this.currencies = new CurrencyCursor(sums);
  }

  /** A data row's text cell: shared when its column's texts repeat, else inline. */
  private cell(column: number, value: string): void {
    const at = this.strings ? this.strings.indexOf(column, value) : -1;
    if (at < 0) return this.text(value, 0);
    const out = this.out;
    out.markup(SHARED_OPEN);
    out.uint(at);
    out.markup(NUMBER_CLOSE);
  }

  /** An inline string cell; `style` 0 is left out. */
  text(value: string, style: number): void {
    const out = this.out;
    const n = value.length;
    const first = value.charCodeAt(0);
    const last = value.charCodeAt(n - 1);
    // Ends that are not white space (nor dropped when escaped) need no xml:space="preserve".
    if (n <= MAX_CELL_CHARS && first > 32 && last > 32 && first < 0xfffe && last < 0xfffe) {
      if (style) out.ascii(`<c s="${style}" t="inlineStr"><is><t>`);
      else out.markup(INLINE_OPEN);
      if (!out.xmlPlain(value)) out.text(xmlText(value));
      out.markup(INLINE_CLOSE);
      return;
    }
    const escaped = xmlText(value);
    if (style) out.ascii(`<c s="${style}" t="inlineStr">`);
    else out.ascii('<c t="inlineStr">');
    out.ascii(needsPreserve(escaped) ? '<is><t xml:space="preserve">' : '<is><t>');
    out.text(escaped);
    out.ascii('</t></is></c>');
  }

  /** A numeric cell: `value` is a number or an already validated decimal string. */
  private number(value: number | string, style: number): void {
    const out = this.out;
    out.markup(NUMBER_OPEN[style] as Markup);
    if (typeof value === 'string') out.ascii(value);
    else out.number(value);
    out.markup(NUMBER_CLOSE);
  }

  header(titles: readonly string[]): void {
    this.out.ascii('<row r="1">');
    for (const title of titles) this.text(title, STYLE.header);
    this.out.ascii('</row>');
  }

  /** One data row; `sequence` is 0 when there is no sequence column. */
  row(values: readonly unknown[], rowNumber: number, sequence: number): void {
    const out = this.out;
    out.markup(ROW_OPEN);
    out.uint(rowNumber);
    out.markup(ROW_OPEN_END);
    if (sequence) this.number(sequence, STYLE.general);
    const types = this.types;
    for (let c = 0; c < types.length; c++) {
      const v = values[c];
      if (isEmpty(v)) {
        out.markup(EMPTY);
        continue;
      }
      switch (types[c]) {
        case 'money': {
          const at = this.currencyAt[c] as number;
          const currency = this.currencies.of(at >= 0 ? values[at] : undefined);
          const style = currency.decimals === 0 ? STYLE.money0 : STYLE.money2;
          // Amounts come as plain decimal strings, read digit by digit: no float parsed per cell.
          let cents = typeof v === 'string' ? decimalCents(v) : Number.NaN;
          if (cents === cents) this.number(v as string, style);
          else {
            const n = toNumber(v);
            if (n !== n) {
              this.cell(c, textOf(v));
              break;
            }
            cents = toCents(n);
            // A valid decimal string is already a valid xsd:double: written as sent, no float round trip.
            this.number(typeof v === 'string' ? v : n, style);
          }
          if (currency.sums) addTo(currency.sums, c, cents);
          break;
        }
        case 'number':
        case 'percent': {
          const n = toNumber(v);
          if (n !== n) {
            this.cell(c, textOf(v));
            break;
          }
          this.number(
            typeof v === 'string' ? v : n,
            types[c] === 'percent' ? STYLE.percent : STYLE.general,
          );
          this.sums?.addNumber(c, n);
          break;
        }
        case 'date': {
          const serial = excelSerial(dateWallMs(v));
          if (serial === serial) this.number(serial, STYLE.date);
          else this.cell(c, textOf(v));
          break;
        }
        case 'datetime': {
          const wall = datetimeWallMs(v, this.offsetMinutes);
          const serial = excelSerial(wall);
          if (serial !== serial) this.cell(c, textOf(v));
          else if (serial < FIRST_EXACT_SERIAL) this.number(serial, STYLE.datetime);
          else {
            // Day and time of day as integers: String() of the float serial was the costliest step.
            const day = Math.floor(serial);
            const fraction = Math.round((wall - Math.floor(wall / DAY_MS) * DAY_MS) * TIME_SCALE);
            out.markup(NUMBER_OPEN[STYLE.datetime] as Markup);
            out.uint(fraction >= 1e10 ? day + 1 : day);
            if (fraction > 0 && fraction < 1e10) out.fraction10(fraction);
            out.markup(NUMBER_CLOSE);
          }
          break;
        }
        default:
          this.cell(c, textOf(v));
      }
    }
    out.markup(ROW_CLOSE);
  }

  /** A summary row: the label (bold) in `labelAt` (-1 = the sequence column), bold sums. */
  summary(summary: SummaryRow, rowNumber: number, hasSequence: boolean, labelAt: number): void {
    const out = this.out;
    out.ascii(`<row r="${rowNumber}">`);
    if (hasSequence) {
      if (labelAt === -1) this.text(summary.label, STYLE.boldGeneral);
      else out.ascii('<c/>');
    }
    summary.cells.forEach((cell, c) => {
      if (c === labelAt) this.text(summary.label, STYLE.boldGeneral);
      else if (!cell) out.ascii('<c/>');
      else {
        const type = this.types[c];
        const style =
          type === 'money'
            ? cell.decimals === 0
              ? STYLE.boldMoney0
              : STYLE.boldMoney2
            : type === 'percent'
              ? STYLE.boldPercent
              : STYLE.boldGeneral;
        this.number(cell.value, style);
      }
    });
    out.ascii('</row>');
  }
}
