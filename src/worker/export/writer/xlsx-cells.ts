import { currencyKey, decimalsOf } from './currency';
import { excelSerial } from './excel-serial';
import { isEmpty, toCents, toNumber } from './numeric-value';
import type { SharedStrings } from './shared-strings';
import { STYLE } from './styles';
import type { SummaryAccumulator, SummaryRow } from './summary';
import { textOf } from './text-value';
import type { ExportColumnSpec } from './types';
import { dateWallMs, datetimeWallMs } from './wall-clock';
import { needsPreserve, xmlText } from './xml-escape';

/**
 * Sheet XML for rows, one string per row. Cells carry no `r` reference, so an empty cell is
 * written as `<c/>` to keep the following cells in place. Text is a string cell (inline or
 * shared), never a formula: a spreadsheet does not evaluate it, so text starting with `=` is
 * written unchanged (see docs/export-writer.md).
 */
export class XlsxCells {
  private readonly types: ExportColumnSpec['type'][];
  private readonly currencyAt: number[];

  constructor(
    columns: readonly ExportColumnSpec[],
    private readonly offsetMinutes: number,
    private readonly strings: SharedStrings | null,
    private readonly sums: SummaryAccumulator | null,
  ) {
    this.types = columns.map((c) => c.type);
    this.currencyAt = columns.map((c) => c.currencyIndex ?? -1);
  }

  /** A string cell; `style` 0 is left out. */
  text(value: string, style: number): string {
    const s = style ? ` s="${style}"` : '';
    if (this.strings) return `<c${s} t="s"><v>${this.strings.indexOf(value)}</v></c>`;
    const escaped = xmlText(value);
    return needsPreserve(escaped)
      ? `<c${s} t="inlineStr"><is><t xml:space="preserve">${escaped}</t></is></c>`
      : `<c${s} t="inlineStr"><is><t>${escaped}</t></is></c>`;
  }

  header(titles: readonly string[]): string {
    let xml = '<row r="1">';
    for (const title of titles) xml += this.text(title, STYLE.header);
    return `${xml}</row>`;
  }

  /** One data row; `sequence` is 0 when there is no sequence column. */
  row(values: readonly unknown[], rowNumber: number, sequence: number): string {
    let xml = sequence
      ? `<row r="${rowNumber}"><c><v>${sequence}</v></c>`
      : `<row r="${rowNumber}">`;
    const types = this.types;
    for (let c = 0; c < types.length; c++) {
      const v = values[c];
      if (isEmpty(v)) {
        xml += '<c/>';
        continue;
      }
      switch (types[c]) {
        case 'text':
          xml += this.text(textOf(v), 0);
          break;
        case 'money': {
          const n = toNumber(v);
          if (n !== n) {
            xml += this.text(textOf(v), 0);
            break;
          }
          const at = this.currencyAt[c] as number;
          const currency = at >= 0 ? currencyKey(values[at]) : '';
          const style = decimalsOf(currency) === 0 ? STYLE.money0 : STYLE.money2;
          // A valid decimal string is already a valid xsd:double: written as sent, no float round trip.
          xml += `<c s="${style}"><v>${typeof v === 'string' ? v : n}</v></c>`;
          this.sums?.addMoney(c, currency, toCents(n));
          break;
        }
        case 'number':
        case 'percent': {
          const n = toNumber(v);
          if (n !== n) {
            xml += this.text(textOf(v), 0);
            break;
          }
          const value = typeof v === 'string' ? v : n;
          xml +=
            types[c] === 'percent'
              ? `<c s="${STYLE.percent}"><v>${value}</v></c>`
              : `<c><v>${value}</v></c>`;
          this.sums?.addNumber(c, n);
          break;
        }
        case 'date': {
          const serial = excelSerial(dateWallMs(v));
          xml +=
            serial === serial
              ? `<c s="${STYLE.date}"><v>${serial}</v></c>`
              : this.text(textOf(v), 0);
          break;
        }
        case 'datetime': {
          const serial = excelSerial(datetimeWallMs(v, this.offsetMinutes));
          xml +=
            serial === serial
              ? `<c s="${STYLE.datetime}"><v>${serial}</v></c>`
              : this.text(textOf(v), 0);
          break;
        }
        default:
          xml += this.text(textOf(v), 0);
      }
    }
    return `${xml}</row>`;
  }

  /** A summary row: the label (bold) in `labelAt` (-1 = the sequence column), bold sums. */
  summary(summary: SummaryRow, rowNumber: number, hasSequence: boolean, labelAt: number): string {
    let xml = `<row r="${rowNumber}">`;
    if (hasSequence) xml += labelAt === -1 ? this.text(summary.label, STYLE.boldGeneral) : '<c/>';
    summary.cells.forEach((cell, c) => {
      if (c === labelAt) xml += this.text(summary.label, STYLE.boldGeneral);
      else if (!cell) xml += '<c/>';
      else {
        const style =
          this.types[c] === 'money'
            ? cell.decimals === 0
              ? STYLE.boldMoney0
              : STYLE.boldMoney2
            : this.types[c] === 'percent'
              ? STYLE.boldPercent
              : STYLE.boldGeneral;
        xml += `<c s="${style}"><v>${cell.value}</v></c>`;
      }
    });
    return `${xml}</row>`;
  }
}
