import { formatTrimmed, parseDecimal } from './money';
import type { ProductTerms } from './trial-types';

/**
 * An interest rate as spec 001 §3 shows it: "FIXED 5.25%", or a FLOATING rate as its base rate
 * type, the direction of the spread and the spread in percent ("SOFR + 1.50%", "SOFR − 0.25%").
 * Pure: it names the translation key (section pages_finance.interest_rate) and its values, and
 * the caller's `t` words it in the user's language.
 */

export type InterestRateKey =
  | 'pages_finance.interest_rate.fixed'
  | 'pages_finance.interest_rate.floating_up'
  | 'pages_finance.interest_rate.floating_down';

export interface InterestRateText {
  key: InterestRateKey;
  params: Record<string, string>;
}

type RateTerms = Pick<
  ProductTerms,
  'rateType' | 'fixedRate' | 'baseRateType' | 'direction' | 'spread'
>;

/** A percent with two decimals at least ("5.25", "1.50", "3.902"); as given when not a decimal. */
const percent = (text: string | null): string => {
  const value = text === null ? null : parseDecimal(text);
  return value ? formatTrimmed(value, 2) : (text ?? '-');
};

/** The key and values that show `terms`' rate; null when the terms name no rate. */
export function interestRateText(terms: RateTerms): InterestRateText | null {
  if (terms.rateType === 'FIXED') {
    if (terms.fixedRate === null) return null;
    return { key: 'pages_finance.interest_rate.fixed', params: { rate: percent(terms.fixedRate) } };
  }
  if (!terms.baseRateType || !terms.direction || terms.spread === null) return null;
  return {
    key:
      terms.direction === 'DOWN'
        ? 'pages_finance.interest_rate.floating_down'
        : 'pages_finance.interest_rate.floating_up',
    params: { base: terms.baseRateType, spread: percent(terms.spread) },
  };
}

/** The rate worded by `t` (i18next's, or any with its signature); '-' when there is none. */
export function formatInterestRate(
  terms: RateTerms,
  t: (key: InterestRateKey, params: Record<string, string>) => string,
): string {
  const text = interestRateText(terms);
  return text ? t(text.key, text.params) : '-';
}
