import { isCalendarDate } from '../validation/input/dates';
import { parseDecimal, parseMoney } from '../finance-order/money';
import { REFERENCE_RATE_TYPES } from '../finance-order/reference-rate';

/**
 * The checks of an intention's figures and of a funder's price, run by the forms before sending
 * and by the server on what arrives (docs/financing-intentions.md). Each problem names the field
 * and a reason; the client words it with `org_info.problem.<reason>`, the server in its catalogue.
 */

/** Tenor in days: supply-chain financings run from one day to a year. */
export const TENOR_DAYS = { min: 1, max: 365 } as const;

/** At most 100 billion in any currency: more is a typing slip, not an intention. */
export const AMOUNT_MAX_WHOLE_DIGITS = 11;

/** A fixed rate above 0 and at most 30% a year; a spread from 0 to 10% a year. */
export const FIXED_RATE_MAX = 30;
export const SPREAD_MAX = 10;
/** Rates and spreads carry at most 2 decimals, as the percent inputs do. */
export const RATE_DECIMALS = 2;

/** A price is quoted for at most 90 days: funding costs move. */
export const VALIDITY_MAX_DAYS = 90;

export type IntentionProblem =
  | 'required'
  | 'notANumber'
  | 'notPositive'
  | 'precision'
  | 'tooLarge'
  | 'tenorRange'
  | 'rateRange'
  | 'spreadRange'
  | 'rateDecimals'
  | 'dateInvalid'
  | 'dateInPast'
  | 'dateTooFar';

export type Problems<F extends string> = Partial<Record<F, IntentionProblem>>;

export interface IntentionFigures {
  amount: string;
  currency: string;
  tenorDays: string;
}

/** The amount in its currency's decimals (JPY none), above 0 and below the bound. */
export function amountProblem(amount: string, currency: string): IntentionProblem | null {
  const text = amount.trim();
  if (text === '') return 'required';
  const parsed = parseMoney(text, currency);
  if (!parsed.ok) return parsed.problem;
  if (parsed.minor <= 0n) return 'notPositive';
  const whole = text.replace(/^-/, '').split('.')[0] ?? '';
  if (whole.replace(/^0+/, '').length > AMOUNT_MAX_WHOLE_DIGITS) return 'tooLarge';
  return null;
}

/** A whole number of days within TENOR_DAYS. */
export function tenorProblem(tenor: string): IntentionProblem | null {
  const text = tenor.trim();
  if (text === '') return 'required';
  if (!/^\d{1,6}$/.test(text)) return 'notANumber';
  const days = Number(text);
  return days < TENOR_DAYS.min || days > TENOR_DAYS.max ? 'tenorRange' : null;
}

export function figuresProblems(figures: IntentionFigures): Problems<'amount' | 'tenorDays'> {
  const out: Problems<'amount' | 'tenorDays'> = {};
  const amount = amountProblem(figures.amount, figures.currency);
  if (amount) out.amount = amount;
  const tenor = tenorProblem(figures.tenorDays);
  if (tenor) out.tenorDays = tenor;
  return out;
}

export type RateType = 'FIXED' | 'FLOATING';
export type SpreadDirection = 'UP' | 'DOWN';

/** A funder's price as the form holds it (texts as typed). */
export interface PriceDraft {
  rateType: RateType | '';
  fixedRate: string;
  baseRateType: string;
  direction: SpreadDirection | '';
  spread: string;
  validUntil: string;
}

export type PriceField = keyof PriceDraft;

/** A percent a year with at most RATE_DECIMALS decimals, in (0, max] or [0, max]. */
function percentProblem(
  text: string,
  max: number,
  zeroAllowed: boolean,
): 'required' | 'notANumber' | 'rateDecimals' | 'range' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  const value = parseDecimal(trimmed);
  if (!value || value.units < 0n) return 'notANumber';
  if (value.scale > RATE_DECIMALS) return 'rateDecimals';
  // Two decimals at most and below 100: a float compares these exactly enough.
  const n = Number(trimmed);
  if ((zeroAllowed ? n < 0 : n <= 0) || n > max) return 'range';
  return null;
}

/** Days from `from` to `to` (both YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The price's problems on `today` (YYYY-MM-DD, the server's UTC day). */
export function priceProblems(price: PriceDraft, today: string): Problems<PriceField> {
  const out: Problems<PriceField> = {};
  if (price.rateType === '') out.rateType = 'required';
  if (price.rateType === 'FIXED') {
    const p = percentProblem(price.fixedRate, FIXED_RATE_MAX, false);
    if (p) out.fixedRate = p === 'range' ? 'rateRange' : p;
  }
  if (price.rateType === 'FLOATING') {
    if (!(REFERENCE_RATE_TYPES as readonly string[]).includes(price.baseRateType)) {
      out.baseRateType = 'required';
    }
    if (price.direction !== 'UP' && price.direction !== 'DOWN') out.direction = 'required';
    const p = percentProblem(price.spread, SPREAD_MAX, true);
    if (p) out.spread = p === 'range' ? 'spreadRange' : p;
  }
  const until = price.validUntil.trim();
  if (until === '') out.validUntil = 'required';
  else if (!isCalendarDate(until)) out.validUntil = 'dateInvalid';
  else if (until < today) out.validUntil = 'dateInPast';
  else if (daysBetween(today, until) > VALIDITY_MAX_DAYS) out.validUntil = 'dateTooFar';
  return out;
}
