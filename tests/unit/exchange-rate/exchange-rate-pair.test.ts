import { describe, expect, it } from 'vitest';
import {
  ratePairShowsDash,
  ratesAfterCurrencies,
  type RatePairCurrencies,
} from '../../../src/shared/format/exchange-rate-pair';

const pair = (fromCurrency: string | null, toCurrency: string | null): RatePairCurrencies => ({
  fromCurrency,
  toCurrency,
});
const typed = { fromRate: '7.1000', toRate: '0.1408' };
const empty = { fromRate: '', toRate: '' };
const ones = { fromRate: '1', toRate: '1' };

describe('the exchange-rate pair widget', () => {
  it('sets both rates to 1 when the currencies become the same', () => {
    expect(ratesAfterCurrencies(pair('USD', 'CNY'), pair('CNY', 'CNY'), typed)).toEqual(ones);
    expect(ratesAfterCurrencies(pair(null, 'USD'), pair('USD', 'USD'), empty)).toEqual(ones);
  });

  it('sets both rates to 1 for equal currencies on a form opened with them', () => {
    expect(ratesAfterCurrencies(pair('EUR', 'EUR'), pair('EUR', 'EUR'), empty)).toEqual(ones);
  });

  it('clears both rates when a currency becomes empty', () => {
    expect(ratesAfterCurrencies(pair('USD', 'CNY'), pair(null, 'CNY'), typed)).toEqual(empty);
    expect(ratesAfterCurrencies(pair('USD', 'CNY'), pair('USD', ''), typed)).toEqual(empty);
    expect(ratesAfterCurrencies(pair('USD', 'USD'), pair(null, null), ones)).toEqual(empty);
  });

  it('clears both rates when equal currencies become different', () => {
    expect(ratesAfterCurrencies(pair('USD', 'USD'), pair('USD', 'EUR'), ones)).toEqual(empty);
  });

  it('keeps the typed rates, as typed, while the different pair stays the same', () => {
    // '7.1000' read back as a number would come out '7.1'.
    expect(ratesAfterCurrencies(pair('USD', 'CNY'), pair('USD', 'CNY'), typed)).toEqual(typed);
  });

  it('clears typed rates when one different pair becomes another (our decision)', () => {
    expect(ratesAfterCurrencies(pair('USD', 'CNY'), pair('USD', 'EUR'), typed)).toEqual(empty);
  });

  it('shows a dash when the currencies are empty or equal, the inputs otherwise', () => {
    expect(ratePairShowsDash(pair(null, null))).toBe(true);
    expect(ratePairShowsDash(pair('USD', null))).toBe(true);
    expect(ratePairShowsDash(pair('', 'CNY'))).toBe(true);
    expect(ratePairShowsDash(pair('JPY', 'JPY'))).toBe(true);
    expect(ratePairShowsDash(pair('USD', 'CNY'))).toBe(false);
  });
});
