import { currencyDecimals } from '../money';

/**
 * How decimals are padded on blur: 'always' pads to the precision ('12' → '12.00'), 'fractions'
 * pads only values that have a fraction ('1' stays '1', '1.5' → '1.5000'), as the exchange-rate
 * input does.
 */
export type Padding = 'always' | 'fractions';

export interface NumberInputOptions {
  /** Negatives are accepted only when this is below 0. */
  readonly min: number;
  readonly max: number;
  /** Decimals kept on blur (rounded down). */
  readonly precision: number;
  /** Characters of the typed number (digits, dot and minus), separators not counted. */
  readonly maxLength: number;
  /** Decimals that may be typed before blur rounds them down to the precision. */
  readonly decimalLength: number;
  readonly grouping: boolean;
  readonly padding: Padding;
  /** Shown after the number, e.g. '%'. */
  readonly suffix: string;
}

/**
 * Spec 000 section 5 / 001 section 5. The default maximum is "the largest number"; the largest
 * safe integer is the largest one a JavaScript number still holds exactly, and 15 typed
 * characters never reach it anyway.
 */
export const DEFAULT_NUMBER_INPUT: NumberInputOptions = {
  min: 0,
  max: Number.MAX_SAFE_INTEGER,
  precision: 2,
  maxLength: 15,
  decimalLength: 6,
  grouping: true,
  padding: 'always',
  suffix: '',
};

export const numberInputOptions = (
  overrides: Partial<NumberInputOptions> = {},
): NumberInputOptions => ({ ...DEFAULT_NUMBER_INPUT, ...overrides });

export const allowsNegative = (options: NumberInputOptions): boolean => options.min < 0;

/** Money: minimum 0, JPY without decimals, every other currency with 2. */
export const moneyInputOptions = (
  currency: string | null | undefined,
  overrides: Partial<NumberInputOptions> = {},
) => numberInputOptions({ precision: currencyDecimals(currency), ...overrides });

export const EXCHANGE_RATE_MIN = 0.0001;

/** Exchange rate: 4 decimals, minimum 0.0001, integers not padded. */
export const exchangeRateInputOptions = (overrides: Partial<NumberInputOptions> = {}) =>
  numberInputOptions({ precision: 4, min: EXCHANGE_RATE_MIN, padding: 'fractions', ...overrides });

/** Percent: 2 decimals from 0 to 100, the range the percent rule accepts. */
export const percentInputOptions = (overrides: Partial<NumberInputOptions> = {}) =>
  numberInputOptions({ precision: 2, max: 100, ...overrides });
