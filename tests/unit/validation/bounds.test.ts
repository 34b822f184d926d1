import { describe, expect, it } from 'vitest';
import { maxRule, minExclusiveRule } from '../../../src/shared/validation/rules/bounds';
import { firstFailure } from '../../../src/shared/validation/rules/first-failure';

describe('max (common.number.checkMax)', () => {
  it.each(['100', '99.99', 100, -5, '0'])('accepts %j under a limit of 100', (value) => {
    expect(firstFailure(value, [maxRule(100)])).toBeUndefined();
  });

  it.each(['100.01', 101, ' 1000 '])('refuses %j and names the limit', (value) => {
    expect(firstFailure(value, [maxRule(100)])).toEqual({
      key: 'common.number.checkMax',
      params: { limit: 100 },
    });
  });

  it.each(['', null, undefined, 'abc', '1,000'])(
    'leaves %j to the required and format rules',
    (value) => {
      expect(firstFailure(value, [maxRule(100)])).toBeUndefined();
    },
  );
});

describe('min exclusive (common.number.checkMinNoEquals)', () => {
  it.each(['0.01', 1, '1000'])('accepts %j above 0', (value) => {
    expect(firstFailure(value, [minExclusiveRule(0)])).toBeUndefined();
  });

  it.each(['0', '0.00', 0, '-1'])('refuses %j: equal to or below 0', (value) => {
    expect(firstFailure(value, [minExclusiveRule(0)])).toEqual({
      key: 'common.number.checkMinNoEquals',
      params: { limit: 0 },
    });
  });
});
