/**
 * The figures of a finance order's trial calculation (spec 001 §2, §7 `trialCalculation`), shared
 * by the client's live trial and the server's binding one: the same function computes both
 * (trial-calculation.ts). Money is a decimal string in the currency's precision (JPY whole).
 */

/** A financing product's terms: what the trial needs to know about the product. */
export interface ProductTerms {
  productCode: string;
  currency: string;
  /** Percent of the receivables' amount the funder advances, e.g. "80.00". */
  advanceRate: string;
  rateType: 'FIXED' | 'FLOATING';
  /** FIXED: the annual rate in percent ("5.25"); FLOATING: null. */
  fixedRate: string | null;
  /** FLOATING: the reference rate it floats on (SOFR, SHIBOR_3M, HIBOR_3M, ESTR, TONA, SORA). */
  baseRateType: string | null;
  /** FLOATING: whether the spread is added to or taken from the base rate. */
  direction: 'UP' | 'DOWN' | null;
  /** FLOATING: the spread in percent a year ("1.50"). */
  spread: string | null;
  /** Day-count base of the interest: actual/360 or actual/365. */
  dayBase: 360 | 365;
  minTenorDays: number;
  maxTenorDays: number;
  /** Deducted from the payout: a percent of the financing amount, or a flat amount. */
  fees: readonly ProductFee[];
}

export interface ProductFee {
  /** Dictionary FEE_TYPE code (ARRANGEMENT, HANDLING…). */
  type: string;
  kind: 'RATE' | 'FLAT';
  /** RATE: percent of the financing amount ("0.50"); FLAT: money in the product's currency. */
  value: string;
}

export interface TrialInput {
  terms: ProductTerms;
  /** FLOATING products: the base rate in percent a year, from the reference-rate feed. */
  baseRate: string | null;
  /** The receivables chosen: their open amounts, in the product's currency. */
  receivableAmounts: readonly string[];
  /**
   * The currency of each receivable, in the order of `receivableAmounts`, when the caller knows
   * them: any other than the product's refuses with currencyMismatch (absent: not checked).
   */
  receivableCurrencies?: readonly string[];
  /** The amount asked for; null asks for the most the advance rate allows. */
  requestedAmount: string | null;
  /** YYYY-MM-DD: the value date (the day the funds would be paid out). */
  valueDate: string;
  /** YYYY-MM-DD: the due date the supplier chose. */
  dueDate: string;
}

/** One line of the result, as the spec's `items` are read (a label key and a value). */
export interface TrialItem {
  key:
    | 'receivablesAmount'
    | 'advanceRate'
    | 'maxFinancingAmount'
    | 'financingAmount'
    | 'interestRate'
    | 'tenorDays'
    | 'interest'
    | 'fees'
    | 'netAmount'
    | 'dueDate';
  value: string;
}

export interface TrialResult {
  currency: string;
  receivablesAmount: string;
  maxFinancingAmount: string;
  financingAmount: string;
  /** The annual rate applied, percent with up to 4 decimals (base ± spread, or fixed). */
  interestRate: string;
  tenorDays: number;
  interest: string;
  fees: readonly { type: string; amount: string }[];
  feesTotal: string;
  /** What the supplier receives: financing amount less interest (paid upfront) and fees. */
  netAmount: string;
  dueDate: string;
  items: readonly TrialItem[];
}

/** Why the inputs give no trial; `field` names the input the form should mark. */
export interface TrialRefusal {
  field: 'receivables' | 'requestedAmount' | 'dueDate' | 'valueDate' | 'baseRate';
  /** A message id of server/http/messages.ts and a translation key on the client. */
  reason:
    | 'noReceivables'
    | 'currencyMismatch'
    | 'amountNotPositive'
    | 'amountAboveMax'
    | 'amountPrecision'
    | 'dueBeforeValue'
    | 'tenorOutOfRange'
    | 'baseRateMissing';
  params?: Readonly<Record<string, string | number>>;
}
