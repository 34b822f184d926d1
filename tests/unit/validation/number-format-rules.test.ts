import { describe, expect, it } from 'vitest';
import {
  amountRule,
  integerAmountRule,
  moneyRule,
} from '../../../src/shared/validation/rules/amount';
import { percentRule } from '../../../src/shared/validation/rules/percent';
import {
  naturalRule,
  positiveIntegerRule,
} from '../../../src/shared/validation/rules/whole-number';
import { keyFor } from './first-message';

const EMPTY = ['', '   ', null, undefined];

describe('amount (common.validation.number)', () => {
  it.each(['0', '0.00', '01', '1', '1.2', '1234.56', ' 12.5 ', 12.5, 0])('accepts %j', (value) => {
    expect(keyFor(amountRule(), value)).toBeUndefined();
  });

  it.each(['-1', '1.234', '1.', '.5', '1,234.56', '１２', 'abc', '1 2', -1, 1.234, true])(
    'refuses %j',
    (value) => {
      expect(keyFor(amountRule(), value)).toBe('common.validation.number');
    },
  );

  it.each(EMPTY)('leaves %j to the required rule', (value) => {
    expect(keyFor(amountRule(), value)).toBeUndefined();
  });
});

describe('JPY amounts (common.validation.integer)', () => {
  it.each(['0', '01', '52000', 52000])('accepts %j', (value) => {
    expect(keyFor(integerAmountRule(), value)).toBeUndefined();
  });

  it.each(['0.00', '1.5', '-1', '１２', 1.5])('refuses %j', (value) => {
    expect(keyFor(integerAmountRule(), value)).toBe('common.validation.integer');
  });

  it('picks the rule by currency: JPY precision 0, others 2', () => {
    expect(keyFor(moneyRule('JPY'), '1.5')).toBe('common.validation.integer');
    expect(keyFor(moneyRule('jpy'), '100')).toBeUndefined();
    expect(keyFor(moneyRule('USD'), '1.5')).toBeUndefined();
    expect(keyFor(moneyRule('USD'), '1.555')).toBe('common.validation.number');
    expect(keyFor(moneyRule(null), '1.55')).toBeUndefined();
  });
});

describe('percent (common.validation.percent)', () => {
  it.each(['0', '0.00', '5', '05', '99.99', '100', '100.0', '100.00', 12.5])(
    'accepts %j',
    (value) => {
      expect(keyFor(percentRule(), value)).toBeUndefined();
    },
  );

  it.each(['100.01', '101', '-1', '1.234', '99.999', '１２', '50%', '1000', 100.5])(
    'refuses %j',
    (value) => {
      expect(keyFor(percentRule(), value)).toBe('common.validation.percent');
    },
  );
});

describe('natural number (common.validation.natural)', () => {
  it.each(['0', '01', '123', ' 7 ', 42])('accepts %j', (value) => {
    expect(keyFor(naturalRule(), value)).toBeUndefined();
  });

  it.each(['-1', '1.0', '1.234', '１２', '1 2', 1.5])('refuses %j', (value) => {
    expect(keyFor(naturalRule(), value)).toBe('common.validation.natural');
  });
});

describe('positive integer (common.validation.positiveInteger)', () => {
  it.each(['1', '10', '999', 3])('accepts %j', (value) => {
    expect(keyFor(positiveIntegerRule(), value)).toBeUndefined();
  });

  it.each(['0', '01', '-1', '1.0', '１２', 0])('refuses %j', (value) => {
    expect(keyFor(positiveIntegerRule(), value)).toBe('common.validation.positiveInteger');
  });
});
