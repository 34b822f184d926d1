import { currencyKey, decimalsOf } from './currency';
import type { CurrencySums, SummaryAccumulator } from './summary';

/** A money cell's currency: the decimals it shows and, with a summary, its sums. */
export interface RowCurrency {
  decimals: number;
  sums: CurrencySums | null;
}

/**
 * The currency of the last money cell, looked up again only when the code changes: a row's
 * amounts share one, and often the next row's too. Both writers read it once per money cell.
 */
export class CurrencyCursor {
  private readonly known = new Map<string, RowCurrency>();
  /** Nothing equals this sentinel, so the first cell always looks its currency up. */
  private lastCode: unknown = this;
  private current: RowCurrency = { decimals: 2, sums: null };

  constructor(private readonly sums: SummaryAccumulator | null) {}

  of(code: unknown): RowCurrency {
    if (code === this.lastCode) return this.current;
    this.lastCode = code;
    const key = currencyKey(code);
    let currency = this.known.get(key);
    if (!currency) {
      currency = { decimals: decimalsOf(key), sums: this.sums?.currency(key) ?? null };
      this.known.set(key, currency);
    }
    this.current = currency;
    return currency;
  }
}
