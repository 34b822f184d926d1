import { describe, expect, it } from 'vitest';
import { computeTrial } from '../../../src/shared/finance-order/trial-calculation';
import type { ProductTerms, TrialInput } from '../../../src/shared/finance-order/trial-types';

const usdTerms: ProductTerms = {
  productCode: 'RF-USD',
  currency: 'USD',
  advanceRate: '80.00',
  rateType: 'FIXED',
  fixedRate: '5.25',
  baseRateType: null,
  direction: null,
  spread: null,
  dayBase: 360,
  minTenorDays: 7,
  maxTenorDays: 180,
  fees: [
    { type: 'ARRANGEMENT', kind: 'RATE', value: '0.50' },
    { type: 'HANDLING', kind: 'FLAT', value: '25' },
  ],
};

const input = (over: Partial<TrialInput> = {}, terms: Partial<ProductTerms> = {}): TrialInput => ({
  terms: { ...usdTerms, ...terms },
  baseRate: null,
  receivableAmounts: ['100000.00', '25000.50'],
  requestedAmount: null,
  valueDate: '2026-03-02',
  dueDate: '2026-05-31',
  ...over,
});

function trialOf(i: TrialInput) {
  const outcome = computeTrial(i);
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.refusal)}`);
  return outcome.trial;
}

function refusalOf(i: TrialInput) {
  const outcome = computeTrial(i);
  if (outcome.ok) throw new Error('expected a refusal');
  return outcome.refusal;
}

describe('computeTrial', () => {
  it('computes the worked example of docs/finance-orders.md', () => {
    const trial = trialOf(input());
    expect(trial).toMatchObject({
      currency: 'USD',
      receivablesAmount: '125000.50',
      // 125000.50 × 80% = 100000.40
      maxFinancingAmount: '100000.40',
      financingAmount: '100000.40',
      interestRate: '5.25',
      tenorDays: 90,
      // 100000.40 × 5.25% × 90 / 360 = 1312.50525 → 1312.51
      interest: '1312.51',
      // 0.50% of 100000.40 = 500.002 → 500.00; the flat fee 25 → 25.00
      fees: [
        { type: 'ARRANGEMENT', amount: '500.00' },
        { type: 'HANDLING', amount: '25.00' },
      ],
      feesTotal: '525.00',
      netAmount: '98162.89',
      dueDate: '2026-05-31',
    });
  });

  it('lists the items in the fixed display order', () => {
    expect(trialOf(input()).items.map((i) => i.key)).toEqual([
      'receivablesAmount',
      'advanceRate',
      'maxFinancingAmount',
      'financingAmount',
      'interestRate',
      'tenorDays',
      'interest',
      'fees',
      'netAmount',
      'dueDate',
    ]);
    expect(trialOf(input()).items.find((i) => i.key === 'fees')?.value).toBe('525.00');
  });

  it('adds amounts exactly where binary floats lose a cent (0.10 + 0.20)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const trial = trialOf(
      input({ receivableAmounts: ['0.10', '0.20'] }, { advanceRate: '100', fees: [] }),
    );
    expect(trial.receivablesAmount).toBe('0.30');
    expect(trial.financingAmount).toBe('0.30');
  });

  it('rounds interest half-up where the float computation gives a cent less', () => {
    // 6.50 × 3.65% × 100 / 365 = 0.065 exactly; in floats it is 0.06499…, rounded to 0.06.
    expect(Math.round(((6.5 * 3.65) / 100) * (100 / 365) * 100) / 100).toBe(0.06);
    const trial = trialOf(
      input(
        { receivableAmounts: ['6.50'], dueDate: '2026-06-10' },
        { advanceRate: '100', fixedRate: '3.65', dayBase: 365, fees: [] },
      ),
    );
    expect(trial.tenorDays).toBe(100);
    expect(trial.interest).toBe('0.07');
  });

  it('rounds a rate fee half-up where the float computation gives a cent less', () => {
    // 45.00 × 0.70% = 0.315 exactly; the float product is 0.31499…
    expect(Math.round(((45 * 0.7) / 100) * 100) / 100).toBe(0.31);
    const trial = trialOf(
      input(
        { receivableAmounts: ['45.00'] },
        { advanceRate: '100', fixedRate: '0', fees: [{ type: 'X', kind: 'RATE', value: '0.70' }] },
      ),
    );
    expect(trial.fees).toEqual([{ type: 'X', amount: '0.32' }]);
  });

  it('rounds the maximum down: the advance rate is a cap', () => {
    // 0.03 × 50% = 0.015: the funder advances 0.01, never 0.02.
    const trial = trialOf(
      input({ receivableAmounts: ['0.03'] }, { advanceRate: '50', fixedRate: '0', fees: [] }),
    );
    expect(trial.maxFinancingAmount).toBe('0.01');
  });

  it('charges a year of interest over 360 days on actual/360 and 365 days on actual/365', () => {
    const on = (dayBase: 360 | 365, dueDate: string) =>
      trialOf(
        input(
          { receivableAmounts: ['10000.00'], dueDate },
          { advanceRate: '100', fixedRate: '3.60', dayBase, maxTenorDays: 400, fees: [] },
        ),
      ).interest;
    // 10000 × 3.60% × 90/360 = 90.00; × 90/365 = 88.767… → 88.77
    expect(on(360, '2026-05-31')).toBe('90.00');
    expect(on(365, '2026-05-31')).toBe('88.77');
    // 360 days on actual/360 is a full year's interest; on actual/365 it is 360/365 of it.
    expect(on(360, '2027-02-25')).toBe('360.00');
    expect(on(365, '2027-02-25')).toBe('355.07');
  });

  it('counts the tenor in calendar days, across a leap day', () => {
    const trial = trialOf(
      input({ valueDate: '2028-02-28', dueDate: '2028-03-01' }, { minTenorDays: 1 }),
    );
    expect(trial.tenorDays).toBe(2);
  });

  it('keeps JPY in whole yen, rounding interest and fees to the yen', () => {
    const trial = trialOf(
      input(
        { receivableAmounts: ['1234567', '1000'], requestedAmount: '1000001' },
        {
          currency: 'JPY',
          advanceRate: '90',
          fixedRate: '1.875',
          dayBase: 365,
          fees: [
            { type: 'ARRANGEMENT', kind: 'RATE', value: '0.15' },
            { type: 'HANDLING', kind: 'FLAT', value: '3000' },
          ],
        },
      ),
    );
    expect(trial).toMatchObject({
      receivablesAmount: '1235567',
      // 1235567 × 90% = 1112010.3 → 1112010
      maxFinancingAmount: '1112010',
      financingAmount: '1000001',
      interestRate: '1.875',
      // 1000001 × 1.875% × 90 / 365 = 4623.292… → 4623
      interest: '4623',
      // 0.15% of 1000001 = 1500.0015 → 1500
      fees: [
        { type: 'ARRANGEMENT', amount: '1500' },
        { type: 'HANDLING', amount: '3000' },
      ],
      netAmount: '990878',
    });
  });

  it('refuses yen with decimals and cents beyond two places', () => {
    const jpy = { currency: 'JPY', fees: [] };
    expect(refusalOf(input({ receivableAmounts: ['1000'], requestedAmount: '10.5' }, jpy))).toEqual(
      {
        field: 'requestedAmount',
        reason: 'amountPrecision',
        params: { decimals: 0 },
      },
    );
    expect(refusalOf(input({ requestedAmount: '100.001' }))).toMatchObject({
      field: 'requestedAmount',
      reason: 'amountPrecision',
    });
    expect(refusalOf(input({ receivableAmounts: ['10.5'] }, jpy))).toMatchObject({
      field: 'receivables',
      reason: 'amountPrecision',
    });
  });

  it('adds the spread to the base rate (UP) or takes it off (DOWN)', () => {
    const floating = {
      rateType: 'FLOATING' as const,
      fixedRate: null,
      baseRateType: 'SOFR',
      spread: '1.50',
    };
    expect(
      trialOf(input({ baseRate: '4.31' }, { ...floating, direction: 'UP' })).interestRate,
    ).toBe('5.81');
    expect(
      trialOf(input({ baseRate: '3.902' }, { ...floating, direction: 'DOWN', spread: '0.25' }))
        .interestRate,
    ).toBe('3.652');
    // Rounded half-up to 4 decimals, and the interest is computed on the rate shown.
    expect(
      trialOf(input({ baseRate: '3.12345' }, { ...floating, direction: 'UP', spread: '0' }))
        .interestRate,
    ).toBe('3.1235');
  });

  it('charges no interest when a negative base rate takes the all-in rate below zero', () => {
    const trial = trialOf(
      input(
        { baseRate: '-0.10' },
        {
          rateType: 'FLOATING',
          fixedRate: null,
          baseRateType: 'TONA',
          direction: 'DOWN',
          spread: '0.25',
        },
      ),
    );
    expect(trial.interestRate).toBe('0.00');
    expect(trial.interest).toBe('0.00');
  });

  it('refuses each input that gives no trial, naming the field', () => {
    const cases: [TrialInput, object][] = [
      [input({ receivableAmounts: [] }), { field: 'receivables', reason: 'noReceivables' }],
      [
        input({ receivableCurrencies: ['USD', 'EUR'] }),
        {
          field: 'receivables',
          reason: 'currencyMismatch',
          params: { currency: 'USD', found: 'EUR' },
        },
      ],
      [
        input({ receivableAmounts: ['0.00'] }),
        { field: 'receivables', reason: 'amountNotPositive' },
      ],
      [input({ receivableAmounts: ['-5'] }), { field: 'receivables', reason: 'amountNotPositive' }],
      [
        input({ receivableAmounts: ['1e5'] }),
        { field: 'receivables', reason: 'amountNotPositive' },
      ],
      [input({ requestedAmount: '0' }), { field: 'requestedAmount', reason: 'amountNotPositive' }],
      [
        input({ requestedAmount: '-1.00' }),
        { field: 'requestedAmount', reason: 'amountNotPositive' },
      ],
      [
        input({ requestedAmount: 'abc' }),
        { field: 'requestedAmount', reason: 'amountNotPositive' },
      ],
      [
        input({ requestedAmount: '100000.41' }),
        { field: 'requestedAmount', reason: 'amountAboveMax', params: { max: '100000.40' } },
      ],
      [
        input({ dueDate: '2026-03-02' }),
        { field: 'dueDate', reason: 'dueBeforeValue', params: { valueDate: '2026-03-02' } },
      ],
      [input({ dueDate: '2026-03-01' }), { field: 'dueDate', reason: 'dueBeforeValue' }],
      [
        input({ dueDate: '2026-03-08' }),
        { field: 'dueDate', reason: 'tenorOutOfRange', params: { min: 7, max: 180 } },
      ],
      [input({ dueDate: '2026-08-30' }), { field: 'dueDate', reason: 'tenorOutOfRange' }],
      [input({ dueDate: '2026-02-30' }), { field: 'dueDate', reason: 'tenorOutOfRange' }],
      [input({ valueDate: 'tomorrow' }), { field: 'valueDate', reason: 'tenorOutOfRange' }],
      [
        input(
          { baseRate: null },
          {
            rateType: 'FLOATING',
            fixedRate: null,
            baseRateType: 'SOFR',
            direction: 'UP',
            spread: '1',
          },
        ),
        { field: 'baseRate', reason: 'baseRateMissing', params: { type: 'SOFR' } },
      ],
      [
        // 20.00 × 80% = 16.00, less 0.21 interest, 0.08 and 25.00 fees: nothing would be paid out.
        input({ receivableAmounts: ['20.00'] }),
        { field: 'requestedAmount', reason: 'amountNotPositive', params: { net: '-9.29' } },
      ],
    ];
    for (const [i, expected] of cases) expect(refusalOf(i)).toMatchObject(expected);
  });

  it('accepts tenors at both ends of the range', () => {
    expect(trialOf(input({ dueDate: '2026-03-09' })).tenorDays).toBe(7);
    expect(trialOf(input({ dueDate: '2026-08-29' })).tenorDays).toBe(180);
  });

  it('throws on malformed product terms: server data, not user input', () => {
    expect(() => computeTrial(input({}, { advanceRate: 'eighty' }))).toThrow(/advanceRate/);
  });
});
