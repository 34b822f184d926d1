import { describe, expect, it } from 'vitest';
import {
  PERCENT_OPTIONS,
  commitExchangeRate,
  displayExchangeRate,
  isExchangeRate,
} from '../../../src/shared/format/exchange-rate';
import { commitTyped } from '../../../src/shared/format/number-input/commit';

describe('the exchange-rate input', () => {
  it('leaves integers unpadded', () => {
    expect(commitExchangeRate('2')).toEqual({ value: 2, text: '2', display: '2' });
    expect(commitExchangeRate('1.0000').text).toBe('1');
  });

  it('rounds down to 4 decimals, never up', () => {
    expect(commitExchangeRate('1.23456').text).toBe('1.2345');
    expect(commitExchangeRate('7.99999').text).toBe('7.9999');
  });

  it('pads a fraction to 4 decimals', () => {
    expect(commitExchangeRate('7.1').text).toBe('7.1000');
  });

  it('raises anything below 0.0001 to 0.0001', () => {
    expect(commitExchangeRate('0.00001').text).toBe('0.0001');
    expect(commitExchangeRate('0').text).toBe('0.0001');
  });

  it('keeps an input without digits empty instead of the minimum', () => {
    expect(commitExchangeRate('').value).toBeNull();
    expect(commitExchangeRate('.').value).toBeNull();
  });

  it('refuses negatives and groups thousands only when shown', () => {
    expect(commitExchangeRate('-3').text).toBe('3');
    expect(commitExchangeRate('1234.5')).toMatchObject({
      text: '1234.5000',
      display: '1,234.5000',
    });
  });

  it('shows a loaded rate rounded down without clamping it', () => {
    expect(displayExchangeRate(0.00005)).toBe('0');
    expect(displayExchangeRate('6.123456')).toBe('6.1234');
    expect(displayExchangeRate(null)).toBe('');
  });

  it('tells committed rate texts from others', () => {
    expect(['2', '0.0001', '7.1000', '1.2345'].map(isExchangeRate)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['', '0', '0.00001', '1.23456', '-1', '1,000'].map(isExchangeRate)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the percent input', () => {
  it('keeps 2 decimals from 0 to 100 and shows a percent sign', () => {
    expect(commitTyped('12.345', PERCENT_OPTIONS)).toEqual({
      value: 12.34,
      text: '12.34',
      display: '12.34%',
    });
    expect(commitTyped('150', PERCENT_OPTIONS).text).toBe('100.00');
    expect(commitTyped('5%', PERCENT_OPTIONS).text).toBe('5.00');
  });
});
