import { currencyDecimals } from '../../../shared/format/money';
import type { ExportColumnSpec } from './types';

/**
 * Exact column sums for the summary row(s). Every value is summed as integer cents (money as
 * the server sends it; number and percent rounded to 0.01, as the query engine's on-screen sums
 * are), in a double while it is a safe integer and in BigInt beyond, so a million amounts add
 * up to the cent.
 */
class CentSum {
  private small = 0;
  private big: bigint | null = null;

  add(cents: number): void {
    if (this.big !== null) {
      this.big += BigInt(cents);
      return;
    }
    const next = this.small + cents;
    if (Number.isSafeInteger(next)) this.small = next;
    else this.big = BigInt(this.small) + BigInt(cents);
  }

  /** The sum as a number of units (the nearest double when beyond 2^53 cents). */
  units(): number {
    return this.big === null ? this.small / 100 : Number(this.big) / 100;
  }
}

/** A summed cell: the value in units and, for money, the decimals its currency shows. */
export interface SummaryValue {
  value: number;
  /** money only */
  decimals?: number;
}

export interface SummaryRow {
  label: string;
  /** Aligned with the visible columns; null where nothing is summed. */
  cells: (SummaryValue | null)[];
}

/** Whether the summary rows sum this column: a number, money or percent column not opted out. */
export const isSummed = (column: ExportColumnSpec): boolean =>
  column.summed !== false &&
  (column.type === 'number' || column.type === 'money' || column.type === 'percent');

/**
 * Where the label goes: the sequence column when there is one (-1), else the first column
 * that is not summed; when every column is summed, the first column (its sum is then left out).
 */
export function labelColumn(columns: readonly ExportColumnSpec[], hasSequence: boolean): number {
  if (hasSequence) return -1;
  const at = columns.findIndex((c) => !isSummed(c));
  return at < 0 ? 0 : at;
}

/** One currency's money sums, by column index (a column gets one with its first amount). */
export type CurrencySums = (CentSum | undefined)[];

export class SummaryAccumulator {
  /** number/percent columns: one sum each, by column index. */
  private readonly plain: (CentSum | undefined)[];
  private readonly moneyColumns: number[] = [];
  /** Money sums per currency code ('' when the row has none). */
  private readonly money = new Map<string, CurrencySums>();

  constructor(private readonly columns: readonly ExportColumnSpec[]) {
    this.plain = columns.map((c) =>
      c.type !== 'money' && isSummed(c) ? new CentSum() : undefined,
    );
    columns.forEach((c, i) => {
      if (c.type === 'money' && isSummed(c)) this.moneyColumns.push(i);
    });
  }

  addNumber(column: number, value: number): void {
    this.plain[column]?.add(Math.round(value * 100));
  }

  /** A writer that sees many amounts of one currency in a row looks its sums up once. */
  currency(code: string): CurrencySums {
    let sums = this.money.get(code);
    if (!sums) {
      sums = [];
      this.money.set(code, sums);
    }
    return sums;
  }

  /**
   * One row when every money amount is in one currency (or there is no money column). With
   * several currencies: a row with the label alone for number/percent sums and amounts without
   * a currency (left out when it would be empty), then one row per currency, by code.
   */
  rows(label: string): SummaryRow[] {
    const blank = (): (SummaryValue | null)[] => this.columns.map(() => null);
    const plainRow = blank();
    this.plain.forEach((sum, i) => {
      if (sum) plainRow[i] = { value: sum.units() };
    });
    const currencies = [...this.money.keys()];

    if (currencies.length <= 1) {
      const only = currencies[0] ?? '';
      const sums = this.money.get(only);
      for (const i of this.moneyColumns) {
        plainRow[i] = { value: sums?.[i]?.units() ?? 0, decimals: currencyDecimals(only) };
      }
      return [{ label, cells: plainRow }];
    }
    const rows: SummaryRow[] = [];
    let plainUsed = this.plain.some((sum) => sum !== undefined);
    const none = this.money.get('');
    for (const i of this.moneyColumns) {
      const sum = none?.[i];
      if (sum) {
        plainRow[i] = { value: sum.units(), decimals: 2 };
        plainUsed = true;
      }
    }
    if (plainUsed) rows.push({ label, cells: plainRow });
    for (const code of currencies.filter((c) => c !== '').sort()) {
      const cells = blank();
      const sums = this.money.get(code);
      for (const i of this.moneyColumns) {
        const sum = sums?.[i];
        if (sum) cells[i] = { value: sum.units(), decimals: currencyDecimals(code) };
      }
      rows.push({ label: `${label} (${code})`, cells });
    }
    return rows;
  }
}

/** Adds cents to a currency's sum for a column. */
export function addTo(sums: CurrencySums, column: number, cents: number): void {
  (sums[column] ??= new CentSum()).add(cents);
}
