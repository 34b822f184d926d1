import { describe, expect, it } from 'vitest';
import { latestRate } from '../../../src/shared/finance-order/reference-rate';

const entry = (effectiveDate: string, type: string, percentRate: number | string) => ({
  effectiveDate,
  type,
  percentRate,
});

describe('latestRate', () => {
  it('picks the latest effective date of the type, wherever it is listed', () => {
    const feed = {
      refRates: [
        entry('2026-03-02', 'SOFR', 4.31),
        entry('2026-03-04', 'ESTR', 2.402),
        entry('2026-03-03', 'SOFR', 4.33),
        entry('2026-02-27', 'SOFR', 4.3),
      ],
    };
    expect(latestRate(feed, 'SOFR')).toEqual({ effectiveDate: '2026-03-03', percentRate: '4.33' });
    expect(latestRate(feed, 'ESTR')).toEqual({ effectiveDate: '2026-03-04', percentRate: '2.402' });
  });

  it('answers null for a type the feed does not publish, and for an empty feed', () => {
    expect(latestRate({ refRates: [entry('2026-03-02', 'SOFR', 4.31)] }, 'SONIA')).toBeNull();
    expect(latestRate({ refRates: [] }, 'SOFR')).toBeNull();
  });

  it('keeps the first listed of two entries with the same latest date', () => {
    const feed = {
      refRates: [entry('2026-03-03', 'SOFR', 4.33), entry('2026-03-03', 'SOFR', 4.35)],
    };
    expect(latestRate(feed, 'SOFR')?.percentRate).toBe('4.33');
  });

  it('skips malformed entries instead of choosing them', () => {
    const feed = {
      refRates: [
        entry('2026-13-01', 'SOFR', 9),
        entry('2026-03-05', 'SOFR', Number.NaN),
        entry('2026-03-06', 'SOFR', 'n/a'),
        entry('2026-03-07', 'SOFR', Number.POSITIVE_INFINITY),
        entry('03/08/2026', 'SOFR', 9),
        null,
        { type: 'SOFR', percentRate: 9 },
        entry('2026-03-02', 'SOFR', '4.31'),
      ],
    } as unknown as Parameters<typeof latestRate>[0];
    expect(latestRate(feed, 'SOFR')).toEqual({ effectiveDate: '2026-03-02', percentRate: '4.31' });
    expect(latestRate({} as Parameters<typeof latestRate>[0], 'SOFR')).toBeNull();
  });

  it('keeps negative rates and writes tiny numbers as decimals, not exponents', () => {
    expect(latestRate({ refRates: [entry('2026-03-02', 'TONA', -0.1)] }, 'TONA')?.percentRate).toBe(
      '-0.1',
    );
    expect(latestRate({ refRates: [entry('2026-03-02', 'X', 1e-7)] }, 'X')?.percentRate).toBe(
      '0.0000001',
    );
    expect(latestRate({ refRates: [entry('2026-03-02', 'X', 1e21)] }, 'X')).toBeNull();
  });

  it('picks the latest on or before a day when one is given', () => {
    const feed = {
      refRates: [entry('2026-03-04', 'SOFR', 4.4), entry('2026-03-02', 'SOFR', 4.31)],
    };
    expect(latestRate(feed, 'SOFR', '2026-03-03')?.effectiveDate).toBe('2026-03-02');
    expect(latestRate(feed, 'SOFR', '2026-03-04')?.effectiveDate).toBe('2026-03-04');
    expect(latestRate(feed, 'SOFR', '2026-03-01')).toBeNull();
  });
});
