import { commitTyped, displayNumber, type CommittedNumber } from './number-input/commit';
import {
  EXCHANGE_RATE_MIN,
  exchangeRateInputOptions,
  percentInputOptions,
  type NumberInputOptions,
} from './number-input/options';

/**
 * Exchange rate (spec 001 §5): 4 decimals rounded down, at least 0.0001, integers not padded
 * ('2' stays '2', '1.23456' → '1.2345', '7.1' → '7.1000'). The number input's rules with the
 * rate's options; one place for both the input and anything that shows a rate.
 */
export const EXCHANGE_RATE_OPTIONS: NumberInputOptions = exchangeRateInputOptions();

/** Percent: 2 decimals from 0 to 100, shown with '%' when the input is not focused. */
export const PERCENT_OPTIONS: NumberInputOptions = percentInputOptions({ suffix: '%' });

/** What a typed rate becomes on blur; an input with no digit stays empty, not the minimum. */
export const commitExchangeRate = (typed: string): CommittedNumber =>
  commitTyped(typed, EXCHANGE_RATE_OPTIONS);

/** A rate that did not come from typing (a loaded form): rounded down, not clamped. */
export const displayExchangeRate = (value: number | string | null | undefined): string =>
  displayNumber(value, EXCHANGE_RATE_OPTIONS);

/** Whether a committed rate text is one the rate input could have produced. */
export function isExchangeRate(text: string): boolean {
  if (!/^\d+(\.\d{1,4})?$/.test(text)) return false;
  return Number(text) >= EXCHANGE_RATE_MIN;
}
