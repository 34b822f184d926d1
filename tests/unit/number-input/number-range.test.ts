import { describe, expect, it } from 'vitest';
import { commitTyped } from '../../../src/shared/format/number-input/commit';
import {
  normaliseRange,
  rangeInputOptions,
} from '../../../src/shared/format/number-input/number-range';

describe('number range filter', () => {
  it('starts the lower input at 0 unless negatives are allowed', () => {
    expect(rangeInputOptions({ min: null, max: null }, false).minInput.min).toBe(0);
    expect(rangeInputOptions({ min: null, max: null }, true).minInput.min).toBeLessThan(0);
  });

  it('lifts the upper input to the lower value on blur', () => {
    const { maxInput } = rangeInputOptions({ min: 50, max: null }, false);
    expect(commitTyped('10', maxInput).value).toBe(50);
    expect(commitTyped('80', maxInput).value).toBe(80);
  });

  it('lets the upper input go negative only with negatives allowed', () => {
    expect(
      commitTyped('-10', rangeInputOptions({ min: -20, max: null }, true).maxInput).value,
    ).toBe(-10);
    expect(
      commitTyped('-10', rangeInputOptions({ min: -20, max: null }, false).maxInput).value,
    ).toBe(10);
  });

  it('normalises a range that no input clamped', () => {
    expect(normaliseRange({ min: -5, max: 3 }, false)).toEqual({ min: 0, max: 3 });
    expect(normaliseRange({ min: 10, max: 3 }, false)).toEqual({ min: 10, max: 10 });
    expect(normaliseRange({ min: null, max: -3 }, false)).toEqual({ min: null, max: 0 });
    expect(normaliseRange({ min: -5, max: -8 }, true)).toEqual({ min: -5, max: -5 });
    expect(normaliseRange({ min: null, max: null }, true)).toEqual({ min: null, max: null });
  });
});
