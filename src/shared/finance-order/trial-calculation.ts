import { isCalendarDate } from '../validation/input/dates';
import { currencyDecimals } from '../format/money';
import {
  divideDown,
  divideHalfUp,
  formatMinor,
  formatTrimmed,
  parseDecimal,
  parseMoney,
  rescaleHalfUp,
  type Decimal,
} from './money';
import type { ProductTerms, TrialInput, TrialItem, TrialRefusal, TrialResult } from './trial-types';

/**
 * The trial calculation (docs/finance-orders.md#trial-calculation): one pure function for the
 * client's live trial and the server's binding figures (createOrder, trialCalculation), so the
 * two cannot disagree. Every figure is exact; interest and each fee are rounded half-up to the
 * currency's minor unit once, at the end of their line; the maximum is rounded down (a cap).
 */

export type TrialOutcome = { ok: true; trial: TrialResult } | { ok: false; refusal: TrialRefusal };

/** The applied rate's decimals, in percent a year ("5.2500" is shown "5.25"). */
export const RATE_DECIMALS = 4;
const RATE_ONE = 10n ** BigInt(RATE_DECIMALS);
const PERCENT = 100n;
const DAY_MS = 86_400_000;

const refuse = (
  field: TrialRefusal['field'],
  reason: TrialRefusal['reason'],
  params?: TrialRefusal['params'],
): TrialOutcome => ({ ok: false, refusal: params ? { field, reason, params } : { field, reason } });

/** Product terms come from the server's own data: a malformed one is a bug, not a refusal. */
function termDecimal(terms: ProductTerms, name: string, text: string | null): Decimal {
  const value = text === null ? null : parseDecimal(text);
  if (!value || value.units < 0n) {
    throw new TypeError(`product ${terms.productCode}: ${name} ${String(text)} is not a decimal`);
  }
  return value;
}

/** Days from `from` to `to` (both real YYYY-MM-DD), by the calendar: no time zone involved. */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) =>
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** The annual rate applied, with RATE_DECIMALS decimals; null when a floating base is missing. */
function appliedRate(terms: ProductTerms, baseRate: string | null): bigint | null {
  if (terms.rateType === 'FIXED') {
    return rescaleHalfUp(termDecimal(terms, 'fixedRate', terms.fixedRate), RATE_DECIMALS);
  }
  const base = baseRate === null ? null : parseDecimal(baseRate);
  if (!base) return null;
  const spread = termDecimal(terms, 'spread', terms.spread);
  const scale = Math.max(base.scale, spread.scale);
  const at = (d: Decimal) => d.units * 10n ** BigInt(scale - d.scale);
  const sum = terms.direction === 'DOWN' ? at(base) - at(spread) : at(base) + at(spread);
  const rate = rescaleHalfUp({ units: sum, scale }, RATE_DECIMALS);
  // A base rate below zero can take the all-in rate under zero: the funder charges none then.
  return rate < 0n ? 0n : rate;
}

/** Receivables total in minor units, or why the receivables give none. */
function receivablesTotal(input: TrialInput): bigint | TrialOutcome {
  const { currency } = input.terms;
  if (input.receivableAmounts.length === 0) return refuse('receivables', 'noReceivables');
  const foreign = input.receivableCurrencies?.find(
    (c) => c.toUpperCase() !== currency.toUpperCase(),
  );
  if (foreign !== undefined) {
    return refuse('receivables', 'currencyMismatch', { currency, found: foreign });
  }
  let total = 0n;
  for (const text of input.receivableAmounts) {
    const amount = parseMoney(text, currency);
    if (!amount.ok) {
      return amount.problem === 'precision'
        ? refuse('receivables', 'amountPrecision', { decimals: currencyDecimals(currency) })
        : refuse('receivables', 'amountNotPositive');
    }
    if (amount.minor <= 0n) return refuse('receivables', 'amountNotPositive');
    total += amount.minor;
  }
  return total;
}

/** The amount financed: the one asked for within the maximum, or the maximum. */
function financingAmount(input: TrialInput, max: bigint): bigint | TrialOutcome {
  const { currency } = input.terms;
  if (input.requestedAmount === null) {
    return max > 0n ? max : refuse('requestedAmount', 'amountNotPositive');
  }
  const requested = parseMoney(input.requestedAmount, currency);
  if (!requested.ok) {
    return requested.problem === 'precision'
      ? refuse('requestedAmount', 'amountPrecision', { decimals: currencyDecimals(currency) })
      : refuse('requestedAmount', 'amountNotPositive');
  }
  if (requested.minor <= 0n) return refuse('requestedAmount', 'amountNotPositive');
  if (requested.minor > max) {
    return refuse('requestedAmount', 'amountAboveMax', { max: formatMinor(max, currency) });
  }
  return requested.minor;
}

/** The tenor in days, or why the dates give none. */
function tenorDays(input: TrialInput): number | TrialOutcome {
  const { minTenorDays: min, maxTenorDays: max } = input.terms;
  if (!isCalendarDate(input.valueDate)) return refuse('valueDate', 'tenorOutOfRange', { min, max });
  if (!isCalendarDate(input.dueDate)) return refuse('dueDate', 'tenorOutOfRange', { min, max });
  const days = daysBetween(input.valueDate, input.dueDate);
  if (days <= 0) return refuse('dueDate', 'dueBeforeValue', { valueDate: input.valueDate });
  if (days < min || days > max) return refuse('dueDate', 'tenorOutOfRange', { min, max });
  return days;
}

/** Computes the trial of `input`, or the first reason it has none (in the form's order). */
export function computeTrial(input: TrialInput): TrialOutcome {
  const { terms } = input;
  const { currency } = terms;
  const advance = termDecimal(terms, 'advanceRate', terms.advanceRate);

  const total = receivablesTotal(input);
  if (typeof total !== 'bigint') return total;
  // The most the funder advances: rounded down, so the cap is never passed by a rounding.
  const max = divideDown(total * advance.units, PERCENT * 10n ** BigInt(advance.scale));
  const financing = financingAmount(input, max);
  if (typeof financing !== 'bigint') return financing;

  const rate = appliedRate(terms, input.baseRate);
  if (rate === null)
    return refuse('baseRate', 'baseRateMissing', { type: terms.baseRateType ?? '' });
  const days = tenorDays(input);
  if (typeof days !== 'number') return days;

  const interest = divideHalfUp(
    financing * rate * BigInt(days),
    PERCENT * RATE_ONE * BigInt(terms.dayBase),
  );
  const fees = terms.fees.map((fee) => {
    const value = termDecimal(terms, `fee ${fee.type}`, fee.value);
    const minor =
      fee.kind === 'RATE'
        ? divideHalfUp(financing * value.units, PERCENT * 10n ** BigInt(value.scale))
        : rescaleHalfUp(value, currencyDecimals(currency));
    return { type: fee.type, minor };
  });
  const feesTotal = fees.reduce((sum, fee) => sum + fee.minor, 0n);
  const net = financing - interest - feesTotal;
  // Nothing would be paid out: the amount is too small to carry its interest and fees.
  if (net <= 0n)
    return refuse('requestedAmount', 'amountNotPositive', { net: formatMinor(net, currency) });

  const money = (minor: bigint) => formatMinor(minor, currency);
  const interestRate = formatTrimmed({ units: rate, scale: RATE_DECIMALS }, 2);
  const trial: Omit<TrialResult, 'items'> = {
    currency,
    receivablesAmount: money(total),
    maxFinancingAmount: money(max),
    financingAmount: money(financing),
    interestRate,
    tenorDays: days,
    interest: money(interest),
    fees: fees.map((fee) => ({ type: fee.type, amount: money(fee.minor) })),
    feesTotal: money(feesTotal),
    netAmount: money(net),
    dueDate: input.dueDate,
  };
  return { ok: true, trial: { ...trial, items: trialItems(trial, formatTrimmed(advance, 2)) } };
}

/** The lines as the spec's `items` are read, always in this order. */
function trialItems(trial: Omit<TrialResult, 'items'>, advanceRate: string): TrialItem[] {
  return [
    { key: 'receivablesAmount', value: trial.receivablesAmount },
    { key: 'advanceRate', value: advanceRate },
    { key: 'maxFinancingAmount', value: trial.maxFinancingAmount },
    { key: 'financingAmount', value: trial.financingAmount },
    { key: 'interestRate', value: trial.interestRate },
    { key: 'tenorDays', value: String(trial.tenorDays) },
    { key: 'interest', value: trial.interest },
    { key: 'fees', value: trial.feesTotal },
    { key: 'netAmount', value: trial.netAmount },
    { key: 'dueDate', value: trial.dueDate },
  ];
}
