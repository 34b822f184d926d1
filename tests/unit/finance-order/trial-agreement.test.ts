import { describe, expect, it } from 'vitest';
import { computeTrial } from '../../../src/shared/finance-order/trial-calculation';
import type { ProductTerms, TrialInput } from '../../../src/shared/finance-order/trial-types';
import { mulberry32 } from '../../../src/shared/random/mulberry32';

/**
 * The trial the client shows and the one the server binds are the same function's answer
 * (docs/finance-orders.md#trial-calculation); this proves that function against a second,
 * independent re-computation over thousands of seeded random inputs: exact rationals in bigint,
 * rounded by comparing remainders, written without any of money.ts.
 */

/** Seeded, so a failure is replayed by its seed. */
function generator(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { int, pick };
}
type Gen = ReturnType<typeof generator>;

/** A decimal text with `places` decimals from integer units (negative allowed). */
function decimalText(units: bigint, places: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(places + 1, '0');
  return places === 0
    ? sign + digits
    : `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** A rational p/q of a decimal text. */
function rational(text: string): [bigint, bigint] {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const p = BigInt(`${whole}${fraction}`);
  return [negative ? -p : p, 10n ** BigInt(fraction.length)];
}

/** Rounds a non-negative p/q to an integer: half-up when the remainder is at least half. */
function roundHalfUp(p: bigint, q: bigint): bigint {
  const whole = p / q;
  return 2n * (p % q) >= q ? whole + 1n : whole;
}

function days(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

type Expected =
  | { ok: true; figures: Record<string, string | number> }
  | { ok: false; field: string; reason: string };

/** The trial rules, written again from docs/finance-orders.md. */
function reference(input: TrialInput): Expected {
  const { terms } = input;
  const places = terms.currency === 'JPY' ? 0 : 2;
  const unit = 10n ** BigInt(places);
  const money = (minor: bigint) => decimalText(minor, places);
  const refuse = (field: string, reason: string): Expected => ({ ok: false, field, reason });
  if (input.receivableAmounts.length === 0) return refuse('receivables', 'noReceivables');
  let total = 0n;
  for (const amount of input.receivableAmounts) {
    const [p, q] = rational(amount);
    if ((p * unit) % q !== 0n) return refuse('receivables', 'amountPrecision');
    if (p <= 0n) return refuse('receivables', 'amountNotPositive');
    total += (p * unit) / q;
  }
  const [ap, aq] = rational(terms.advanceRate);
  const max = (total * ap) / (aq * 100n);
  let financing = max;
  if (input.requestedAmount === null) {
    if (max <= 0n) return refuse('requestedAmount', 'amountNotPositive');
  } else {
    const [p, q] = rational(input.requestedAmount);
    if ((p * unit) % q !== 0n) return refuse('requestedAmount', 'amountPrecision');
    if (p <= 0n) return refuse('requestedAmount', 'amountNotPositive');
    financing = (p * unit) / q;
    if (financing > max) return refuse('requestedAmount', 'amountAboveMax');
  }
  // The annual rate in ten-thousandths of a percent.
  let rate: bigint;
  if (terms.rateType === 'FIXED') {
    const [p, q] = rational(terms.fixedRate ?? '');
    rate = roundHalfUp(p * 10_000n, q);
  } else {
    if (input.baseRate === null) return refuse('baseRate', 'baseRateMissing');
    const [bp, bq] = rational(input.baseRate);
    const [sp, sq] = rational(terms.spread ?? '');
    const sign = terms.direction === 'DOWN' ? -1n : 1n;
    const p = bp * sq + sign * sp * bq;
    const q = bq * sq;
    rate = p < 0n ? -roundHalfUp(-p * 10_000n, q) : roundHalfUp(p * 10_000n, q);
    if (rate < 0n) rate = 0n;
  }
  const tenor = days(input.valueDate, input.dueDate);
  if (tenor <= 0) return refuse('dueDate', 'dueBeforeValue');
  if (tenor < terms.minTenorDays || tenor > terms.maxTenorDays) {
    return refuse('dueDate', 'tenorOutOfRange');
  }
  const interest = roundHalfUp(
    financing * rate * BigInt(tenor),
    100n * 10_000n * BigInt(terms.dayBase),
  );
  const fees = terms.fees.map((fee) => {
    const [p, q] = rational(fee.value);
    return fee.kind === 'RATE' ? roundHalfUp(financing * p, q * 100n) : roundHalfUp(p * unit, q);
  });
  const feesTotal = fees.reduce((a, b) => a + b, 0n);
  const net = financing - interest - feesTotal;
  if (net <= 0n) return refuse('requestedAmount', 'amountNotPositive');
  let rateText = decimalText(rate, 4);
  // Shown with two decimals at least, four at most: trailing zeros past the second dropped.
  while (rateText.endsWith('0') && rateText.length - rateText.indexOf('.') > 3) {
    rateText = rateText.slice(0, -1);
  }
  return {
    ok: true,
    figures: {
      receivablesAmount: money(total),
      maxFinancingAmount: money(max),
      financingAmount: money(financing),
      interestRate: rateText,
      tenorDays: tenor,
      interest: money(interest),
      fees: fees.map(money).join(','),
      feesTotal: money(feesTotal),
      netAmount: money(net),
    },
  };
}

function randomDay(g: Gen): string {
  return new Date(Date.UTC(g.int(2024, 2028), 0, g.int(1, 366))).toISOString().slice(0, 10);
}

function randomInput(g: Gen): TrialInput {
  const currency = g.pick(['USD', 'EUR', 'CNY', 'HKD', 'JPY']);
  const places = currency === 'JPY' ? 0 : 2;
  const amount = (maxUnits: number) => decimalText(BigInt(g.int(1, maxUnits)), places);
  const floating = g.int(0, 1) === 1;
  const minTenorDays = g.int(1, 60);
  const terms: ProductTerms = {
    productCode: 'P',
    currency,
    advanceRate: decimalText(BigInt(g.int(1, 10_000)), 2),
    rateType: floating ? 'FLOATING' : 'FIXED',
    fixedRate: floating ? null : decimalText(BigInt(g.int(0, 200_000)), g.pick([2, 3, 4])),
    baseRateType: floating ? 'SOFR' : null,
    direction: floating ? g.pick(['UP', 'DOWN'] as const) : null,
    spread: floating ? decimalText(BigInt(g.int(0, 500)), 2) : null,
    dayBase: g.pick([360, 365] as const),
    minTenorDays,
    maxTenorDays: minTenorDays + g.int(0, 360),
    fees: Array.from({ length: g.int(0, 3) }, (_, i) =>
      g.int(0, 1) === 0
        ? { type: `F${i}`, kind: 'RATE' as const, value: decimalText(BigInt(g.int(0, 300)), 2) }
        : { type: `F${i}`, kind: 'FLAT' as const, value: amount(g.pick([100, 10_000, 100_000])) },
    ),
  };
  const receivableAmounts = Array.from({ length: g.int(0, 30) === 0 ? 0 : g.int(1, 6) }, () =>
    g.int(0, 40) === 0 ? '0' : amount(g.pick([1_000, 1_000_000, 100_000_000_000])),
  );
  const valueDate = randomDay(g);
  // Mostly within the product's range, sometimes anywhere (before the value date included).
  const tenor = g.int(0, 4) === 0 ? g.int(-3, 420) : g.int(terms.minTenorDays, terms.maxTenorDays);
  const dueDate = new Date(Date.parse(`${valueDate}T00:00:00Z`) + tenor * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const requestedAmount =
    g.int(0, 1) === 0
      ? null
      : g.int(0, 30) === 0
        ? `${amount(1000)}${places === 0 ? '.5' : '1'}`
        : amount(g.pick([1_000, 1_000_000, 100_000_000_000]));
  const baseRate =
    floating && g.int(0, 20) > 0
      ? decimalText(BigInt(g.int(-50_000, 1_000_000)), g.pick([2, 3, 4, 5]))
      : null;
  return { terms, baseRate, receivableAmounts, requestedAmount, valueDate, dueDate };
}

describe('computeTrial against an independent re-computation', () => {
  it('agrees on 3000 seeded random inputs, figures and refusals alike', () => {
    const outcomes = { ok: 0, refused: 0 };
    for (let seed = 1; seed <= 3000; seed++) {
      const input = randomInput(generator(seed));
      const actual = computeTrial(input);
      const expected = reference(input);
      const seen: Expected = actual.ok
        ? {
            ok: true,
            figures: {
              receivablesAmount: actual.trial.receivablesAmount,
              maxFinancingAmount: actual.trial.maxFinancingAmount,
              financingAmount: actual.trial.financingAmount,
              interestRate: actual.trial.interestRate,
              tenorDays: actual.trial.tenorDays,
              interest: actual.trial.interest,
              fees: actual.trial.fees.map((f) => f.amount).join(','),
              feesTotal: actual.trial.feesTotal,
              netAmount: actual.trial.netAmount,
            },
          }
        : { ok: false, field: actual.refusal.field, reason: actual.refusal.reason };
      // The message is built only for a difference: 3000 inputs stay quick.
      if (JSON.stringify(seen) !== JSON.stringify(expected)) {
        expect(seen, `seed ${seed}: ${JSON.stringify(input)}`).toEqual(expected);
      }
      outcomes[actual.ok ? 'ok' : 'refused'] += 1;
    }
    // Both paths are exercised in earnest, not one by accident.
    expect(outcomes.ok).toBeGreaterThan(1000);
    expect(outcomes.refused).toBeGreaterThan(500);
  });
});
