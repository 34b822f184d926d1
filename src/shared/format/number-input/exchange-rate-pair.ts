/** The exchange-rate widget: two currencies and the rate on each side. */
export interface RatePairState {
  readonly fromCurrency: string | null;
  readonly toCurrency: string | null;
  readonly fromRate: number | null;
  readonly toRate: number | null;
}

const blank = (currency: string | null) => currency === null || currency.trim() === '';

/** Empty or equal currencies show '-' instead of the rate inputs. */
export const showsRateDash = (state: Pick<RatePairState, 'fromCurrency' | 'toCurrency'>) =>
  blank(state.fromCurrency) || blank(state.toCurrency) || state.fromCurrency === state.toCurrency;

/**
 * The state after a currency changes. Same currency: both rates 1. A currency emptied: both
 * cleared. Different currencies: the rates are kept only when the pair itself did not change; a
 * pair that becomes different (from equal, as the spec says, or from another pair, where the spec
 * is silent) starts empty, because a rate typed for one pair is wrong for any other.
 */
export function nextRatePair(
  previous: RatePairState,
  fromCurrency: string | null,
  toCurrency: string | null,
): RatePairState {
  const currencies = { fromCurrency, toCurrency };
  if (blank(fromCurrency) || blank(toCurrency)) {
    return { ...currencies, fromRate: null, toRate: null };
  }
  if (fromCurrency === toCurrency) return { ...currencies, fromRate: 1, toRate: 1 };
  const samePair = previous.fromCurrency === fromCurrency && previous.toCurrency === toCurrency;
  return samePair
    ? { ...currencies, fromRate: previous.fromRate, toRate: previous.toRate }
    : { ...currencies, fromRate: null, toRate: null };
}
