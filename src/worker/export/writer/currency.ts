import { currencyDecimals } from '../../../shared/format/money';

/** A row's currency code as a string key ('' when the row has none). */
export function currencyKey(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Memoised per code: the shared rule upper-cases on every call, and it runs once per money cell. */
const cache = new Map<string, number>();
export function decimalsOf(code: string): number {
  let decimals = cache.get(code);
  if (decimals === undefined) {
    decimals = currencyDecimals(code);
    cache.set(code, decimals);
  }
  return decimals;
}
