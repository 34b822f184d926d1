import { describe, expect, it } from 'vitest';
import { commitTyped, displayNumber } from '../../../src/shared/format/number-input/commit';
import {
  exchangeRateInputOptions,
  moneyInputOptions,
  numberInputOptions,
  percentInputOptions,
} from '../../../src/shared/format/number-input/options';

const plain = numberInputOptions();

describe('blur on a number input (precision 2)', () => {
  it.each([
    ['1,234.567', '1,234.56', 1234.56],
    ['1.2.3', '1.23', 1.23],
    ['0.29', '0.29', 0.29],
    ['007', '7.00', 7],
    ['.5', '0.50', 0.5],
    ['5.', '5.00', 5],
    ['0', '0.00', 0],
    ['1234567.899999', '1,234,567.89', 1234567.89],
  ])('turns %j into %j', (typed, display, value) => {
    expect(commitTyped(typed, plain)).toMatchObject({ display, value });
  });

  it('keeps plain text for the focused input and grouped text for display', () => {
    expect(commitTyped('1234.5', plain)).toEqual({
      value: 1234.5,
      text: '1234.50',
      display: '1,234.50',
    });
  });

  it('empties an input that holds no digit', () => {
    for (const typed of ['', '-', '.', 'abc']) {
      expect(commitTyped(typed, numberInputOptions({ min: -10 }))).toEqual({
        value: null,
        text: '',
        display: '',
      });
    }
  });

  it('can show the number without separators and with a suffix', () => {
    const options = numberInputOptions({ grouping: false, suffix: '%' });
    expect(commitTyped('1234.5', options).display).toBe('1234.50%');
  });
});

describe('clamping on blur', () => {
  it('lifts a value to the minimum and lowers it to the maximum', () => {
    const options = numberInputOptions({ min: 10, max: 100 });
    expect(commitTyped('5', options).display).toBe('10.00');
    expect(commitTyped('100.01', options).display).toBe('100.00');
    expect(commitTyped('150', options).value).toBe(100);
    expect(commitTyped('50', options).value).toBe(50);
  });

  it('allows negatives only when the minimum is below 0', () => {
    expect(commitTyped('--1', numberInputOptions({ min: -5 })).display).toBe('-1.00');
    expect(commitTyped('-10', numberInputOptions({ min: -5 })).display).toBe('-5.00');
    expect(commitTyped('--1', plain).display).toBe('1.00');
  });

  it('rounds down towards zero, also for negatives', () => {
    const options = numberInputOptions({ min: -100 });
    expect(commitTyped('-1.239', options).display).toBe('-1.23');
    expect(commitTyped('-0.001', options)).toMatchObject({ display: '0.00', value: 0 });
  });

  it('never exceeds a maximum finer than the precision', () => {
    expect(commitTyped('10.56', numberInputOptions({ max: 10.555 })).display).toBe('10.55');
  });
});

describe('money input', () => {
  it('has no decimals for JPY', () => {
    expect(commitTyped('1234.99', moneyInputOptions('JPY'))).toMatchObject({
      display: '1,234',
      value: 1234,
    });
  });

  it('has two decimals for other currencies', () => {
    expect(commitTyped('1234.999', moneyInputOptions('USD')).display).toBe('1,234.99');
    expect(commitTyped('12', moneyInputOptions('CNY')).display).toBe('12.00');
  });
});

describe('exchange-rate input', () => {
  const rate = exchangeRateInputOptions();

  it('does not pad integers', () => {
    expect(commitTyped('1', rate)).toMatchObject({ display: '1', value: 1 });
    expect(commitTyped('7.0', rate).display).toBe('7');
  });

  it('pads a fraction to 4 decimals and rounds down beyond', () => {
    expect(commitTyped('7.1', rate).display).toBe('7.1000');
    expect(commitTyped('7.123456', rate).display).toBe('7.1234');
  });

  it('lifts anything below 0.0001 to 0.0001', () => {
    expect(commitTyped('0.00001', rate)).toMatchObject({ display: '0.0001', value: 0.0001 });
    expect(commitTyped('0', rate).display).toBe('0.0001');
  });
});

describe('percent input', () => {
  it('keeps 2 decimals between 0 and 100', () => {
    const percent = percentInputOptions({ suffix: '%' });
    expect(commitTyped('12.345', percent).display).toBe('12.34%');
    expect(commitTyped('100.01', percent).display).toBe('100.00%');
  });
});

describe('showing a loaded value', () => {
  it('groups, rounds down and pads without clamping', () => {
    expect(displayNumber(1234.5, plain)).toBe('1,234.50');
    expect(displayNumber('1234.567', plain)).toBe('1,234.56');
    expect(displayNumber(-5, plain)).toBe('-5.00');
    expect(displayNumber(1, exchangeRateInputOptions())).toBe('1');
    expect(displayNumber(1e-7, numberInputOptions({ precision: 8 }))).toBe('0.00000010');
  });

  it('shows nothing for empty or unreadable values', () => {
    expect(displayNumber(null, plain)).toBe('');
    expect(displayNumber(undefined, plain)).toBe('');
    expect(displayNumber('abc', plain)).toBe('');
    expect(displayNumber(Number.NaN, plain)).toBe('');
  });
});
