import { describe, expect, it } from 'vitest';
import {
  nextRatePair,
  showsRateDash,
  type RatePairState,
} from '../../../src/shared/format/number-input/exchange-rate-pair';

const usdCny: RatePairState = {
  fromCurrency: 'USD',
  toCurrency: 'CNY',
  fromRate: 7.1,
  toRate: 0.1408,
};

describe('the exchange-rate pair', () => {
  it('sets both rates to 1 and shows a dash when the currencies are the same', () => {
    const next = nextRatePair(usdCny, 'CNY', 'CNY');
    expect(next).toEqual({ fromCurrency: 'CNY', toCurrency: 'CNY', fromRate: 1, toRate: 1 });
    expect(showsRateDash(next)).toBe(true);
  });

  it('clears both rates and shows a dash when a currency is emptied', () => {
    for (const [from, to] of [
      [null, 'CNY'],
      ['USD', null],
      ['USD', ' '],
    ] as const) {
      const next = nextRatePair(usdCny, from, to);
      expect(next).toMatchObject({ fromRate: null, toRate: null });
      expect(showsRateDash(next)).toBe(true);
    }
  });

  it('clears the rates of 1 when equal currencies become different', () => {
    const same = nextRatePair(usdCny, 'USD', 'USD');
    const next = nextRatePair(same, 'USD', 'EUR');
    expect(next).toEqual({ fromCurrency: 'USD', toCurrency: 'EUR', fromRate: null, toRate: null });
    expect(showsRateDash(next)).toBe(false);
  });

  it('keeps typed rates while the pair stays the same', () => {
    expect(nextRatePair(usdCny, 'USD', 'CNY')).toEqual(usdCny);
  });

  it('clears typed rates when one different pair becomes another', () => {
    expect(nextRatePair(usdCny, 'USD', 'EUR')).toMatchObject({ fromRate: null, toRate: null });
  });
});
