import { nextRatePair, showsRateDash } from './number-input/exchange-rate-pair';

/** The two currencies the widget watches (null or blank when not chosen). */
export interface RatePairCurrencies {
  readonly fromCurrency: string | null;
  readonly toCurrency: string | null;
}

/** The rates as a form holds them: the input texts, '' when empty. */
export interface RatePairRates {
  readonly fromRate: string;
  readonly toRate: string;
}

const asNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** A rate the rules kept stays the text the user typed ('7.1000', not '7.1'). */
const asText = (rate: number | null, typed: string): string =>
  rate === null ? '' : rate === asNumber(typed) ? typed : String(rate);

/**
 * The rates after the currencies went from `previous` to `next` (spec 001 §4): the same currency
 * sets both to 1; a currency emptied, or equal currencies becoming different, clears both; an
 * unchanged different pair keeps them. The rules themselves are `nextRatePair`'s, shared with
 * any other holder of a pair; this reads and writes the form's texts.
 */
export function ratesAfterCurrencies(
  previous: RatePairCurrencies,
  next: RatePairCurrencies,
  rates: RatePairRates,
): RatePairRates {
  const state = nextRatePair(
    { ...previous, fromRate: asNumber(rates.fromRate), toRate: asNumber(rates.toRate) },
    next.fromCurrency,
    next.toCurrency,
  );
  return {
    fromRate: asText(state.fromRate, rates.fromRate),
    toRate: asText(state.toRate, rates.toRate),
  };
}

/** Empty or equal currencies show a dash instead of the two rate inputs. */
export const ratePairShowsDash = (currencies: RatePairCurrencies): boolean =>
  showsRateDash(currencies);

export const sameRates = (a: RatePairRates, b: RatePairRates): boolean =>
  a.fromRate === b.fromRate && a.toRate === b.toRate;
