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

export const isSummed = (type: ExportColumnSpec['type']): boolean =>
  type === 'number' || type === 'money' || type === 'percent';

/**
 * Where the label goes: the sequence column when there is one (-1), else the first column
 * that is not summed; when every column is summed, the first column (its sum is then left out).
 */
export function labelColumn(columns: readonly ExportColumnSpec[], hasSequence: boolean): number {
  if (hasSequence) return -1;
  const at = columns.findIndex((c) => !isSummed(c.type));
  return at < 0 ? 0 : at;
}

export class SummaryAccumulator {
  /** number/percent columns: one sum each. */
  private readonly plain = new Map<number, CentSum>();
  /** money columns: one sum per currency code ('' when the row has none). */
  private readonly money = new Map<number, Map<string, CentSum>>();

  constructor(private readonly columns: readonly ExportColumnSpec[]) {
    columns.forEach((c, i) => {
      if (c.type === 'money') this.money.set(i, new Map());
      else if (isSummed(c.type)) this.plain.set(i, new CentSum());
    });
  }

  addNumber(column: number, value: number): void {
    this.plain.get(column)?.add(Math.round(value * 100));
  }

  addMoney(column: number, currency: string, cents: number): void {
    const sums = this.money.get(column);
    if (!sums) return;
    let sum = sums.get(currency);
    if (!sum) {
      sum = new CentSum();
      sums.set(currency, sum);
    }
    sum.add(cents);
  }

  /**
   * One row when every money amount is in one currency (or there is no money column). With
   * several currencies: a row with the label alone for number/percent sums and amounts without
   * a currency (left out when it would be empty), then one row per currency, by code.
   */
  rows(label: string): SummaryRow[] {
    const currencies = new Set<string>();
    for (const sums of this.money.values()) for (const code of sums.keys()) currencies.add(code);
    const blank = (): (SummaryValue | null)[] => this.columns.map(() => null);
    const plainRow = blank();
    for (const [i, sum] of this.plain) plainRow[i] = { value: sum.units() };

    if (currencies.size <= 1) {
      const only = [...currencies][0] ?? '';
      for (const [i, sums] of this.money) {
        plainRow[i] = {
          value: sums.get(only)?.units() ?? 0,
          decimals: currencyDecimals(only),
        };
      }
      return [{ label, cells: plainRow }];
    }
    const rows: SummaryRow[] = [];
    let plainUsed = this.plain.size > 0;
    for (const [i, sums] of this.money) {
      const sum = sums.get('');
      if (sum) {
        plainRow[i] = { value: sum.units(), decimals: 2 };
        plainUsed = true;
      }
    }
    if (plainUsed) rows.push({ label, cells: plainRow });
    const codes = [...currencies].filter((c) => c !== '').sort();
    for (const code of codes) {
      const cells = blank();
      for (const [i, sums] of this.money) {
        const sum = sums.get(code);
        if (sum) cells[i] = { value: sum.units(), decimals: currencyDecimals(code) };
      }
      rows.push({ label: `${label} (${code})`, cells });
    }
    return rows;
  }
}
