import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  priceProblems,
  tenorProblem,
  type PriceDraft,
} from '../../../src/shared/org-info/intention-rules';

const TODAY = '2026-05-10';
const price = (p: Partial<PriceDraft>): PriceDraft => ({
  rateType: 'FLOATING',
  fixedRate: '',
  baseRateType: 'SOFR',
  direction: 'UP',
  spread: '1.50',
  validUntil: '2026-05-20',
  ...p,
});

describe('intention figures', () => {
  it('reads amounts in their currency’s decimals', () => {
    expect(amountProblem('1000.50', 'USD')).toBeNull();
    expect(amountProblem('1000.505', 'USD')).toBe('precision');
    expect(amountProblem('1000', 'JPY')).toBeNull();
    expect(amountProblem('1000.5', 'JPY')).toBe('precision');
    expect(amountProblem('0', 'USD')).toBe('notPositive');
    expect(amountProblem('-1', 'USD')).toBe('notPositive');
    expect(amountProblem('', 'USD')).toBe('required');
    expect(amountProblem('1e5', 'USD')).toBe('notANumber');
    expect(amountProblem('99999999999.99', 'USD')).toBeNull();
    expect(amountProblem('100000000000', 'USD')).toBe('tooLarge');
  });

  it('takes whole tenors from 1 to 365 days', () => {
    expect(tenorProblem('1')).toBeNull();
    expect(tenorProblem('365')).toBeNull();
    expect(tenorProblem('0')).toBe('tenorRange');
    expect(tenorProblem('366')).toBe('tenorRange');
    expect(tenorProblem('1.5')).toBe('notANumber');
    expect(tenorProblem('')).toBe('required');
  });
});

describe('a funder’s price', () => {
  it('accepts a floating and a fixed price in bounds', () => {
    expect(priceProblems(price({}), TODAY)).toEqual({});
    expect(priceProblems(price({ spread: '0', validUntil: TODAY }), TODAY)).toEqual({});
    expect(
      priceProblems(price({ rateType: 'FIXED', fixedRate: '30', baseRateType: '' }), TODAY),
    ).toEqual({});
  });

  it('bounds the spread and the fixed rate, two decimals at most', () => {
    expect(priceProblems(price({ spread: '10.01' }), TODAY)).toEqual({ spread: 'spreadRange' });
    expect(priceProblems(price({ spread: '1.555' }), TODAY)).toEqual({ spread: 'rateDecimals' });
    expect(priceProblems(price({ rateType: 'FIXED', fixedRate: '0' }), TODAY)).toEqual({
      fixedRate: 'rateRange',
    });
    expect(priceProblems(price({ baseRateType: 'LIBOR', direction: '' }), TODAY)).toEqual({
      baseRateType: 'required',
      direction: 'required',
    });
  });

  it('takes a validity that is a real day from today to 90 days on', () => {
    expect(priceProblems(price({ validUntil: '2026-05-09' }), TODAY)).toEqual({
      validUntil: 'dateInPast',
    });
    expect(priceProblems(price({ validUntil: '2026-02-30' }), TODAY)).toEqual({
      validUntil: 'dateInvalid',
    });
    expect(priceProblems(price({ validUntil: '2026-08-08' }), TODAY)).toEqual({});
    expect(priceProblems(price({ validUntil: '2026-08-09' }), TODAY)).toEqual({
      validUntil: 'dateTooFar',
    });
  });
});
