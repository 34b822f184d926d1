/**
 * What the forecast reads, as accessors over rows: the worker's cache tables
 * (cache-source.ts) and the backtest's rows as of a past day (bench/forecast) both provide it,
 * so both run the same forecast. Money is integer cents, days are UTC day numbers (the query
 * engine's representations); an empty cell is NaN or ''.
 */

export interface ReceivableRows {
  length: number;
  id(i: number): number;
  buyerCode(i: number): string;
  currency(i: number): string;
  dueDay(i: number): number;
  outstanding(i: number): number;
  status(i: number): string;
  financed(i: number): boolean;
}

export interface PaymentRows {
  length: number;
  /** The receivable paid (docs/receivables-sync.md: a payment's id is its receivable's id). */
  receivableId(i: number): number;
  paymentDay(i: number): number;
  /** Cents. */
  amount(i: number): number;
}

export interface DilutionRows {
  length: number;
  receivableId(i: number): number;
  amount(i: number): number;
}

export interface FinancingRows {
  length: number;
  receivableId(i: number): number;
  currency(i: number): string;
  repaymentDay(i: number): number;
  balance(i: number): number;
  status(i: number): string;
}

export interface ForecastSource {
  receivables: ReceivableRows;
  payments: PaymentRows;
  dilutions: DilutionRows;
  financings: FinancingRows;
}
