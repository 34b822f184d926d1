import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amountRule } from '../../../src/shared/validation/rules/amount';
import { maxRule, minExclusiveRule } from '../../../src/shared/validation/rules/bounds';
import { fieldRules, firstFailure } from '../../../src/shared/validation/rules/first-failure';
import { requiredNumber } from '../../../src/shared/validation/rules/required-variants';
import { ruleKeys } from '../../../src/shared/validation/rules/rule-keys';
import { validateFields } from '../../../src/shared/validation/rules/validate-fields';
import { naturalRule } from '../../../src/shared/validation/rules/whole-number';

/** An amount field: required, two decimals, above 0, at most 1000. */
const amountField = [requiredNumber(), amountRule(), minExclusiveRule(0), maxRule(1000)];

describe('the first failing rule', () => {
  it('reports required before anything else', () => {
    expect(firstFailure('  ', amountField)).toEqual({ key: ruleKeys.requiredInput, params: {} });
  });

  it('reports only the format when a value breaks both the format and the max', () => {
    expect(firstFailure('5000.123', amountField)?.key).toBe('common.validation.number');
  });

  it('reaches the bounds when the format is right', () => {
    expect(firstFailure('0', amountField)?.key).toBe('common.number.checkMinNoEquals');
    expect(firstFailure('1000.01', amountField)).toEqual({
      key: 'common.number.checkMax',
      params: { limit: 1000 },
    });
  });

  it('passes a good value', () => {
    expect(firstFailure('999.99', amountField)).toBeUndefined();
  });

  it('does not run the rules after a failure', () => {
    let later = 0;
    const counted = z.unknown().refine(() => {
      later += 1;
      return true;
    });
    firstFailure('', [requiredNumber(), counted]);
    expect(later).toBe(0);
    firstFailure('1', [requiredNumber(), counted]);
    expect(later).toBe(1);
  });
});

describe('rules inside a zod object', () => {
  const form = z.object({ amount: fieldRules(...amountField), count: fieldRules(naturalRule()) });

  it('yields one issue per field, the first failure, with its params', () => {
    const parsed = form.safeParse({ amount: '5000', count: '-1' });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({
        path: ['amount'],
        message: 'common.number.checkMax',
        params: { limit: 1000 },
      }),
      expect.objectContaining({ path: ['count'], message: 'common.validation.natural' }),
    ]);
  });

  it('keeps the value as typed', () => {
    expect(form.parse({ amount: ' 12.50 ', count: '007' })).toEqual({
      amount: ' 12.50 ',
      count: '007',
    });
  });
});

describe('validateFields', () => {
  it('keeps one failure per field and nothing for valid fields', () => {
    const failures = validateFields(
      { amount: amountField, count: [naturalRule()], note: [] },
      { amount: '', count: '12', note: 'anything' },
    );
    expect(failures).toEqual({ amount: { key: ruleKeys.requiredInput, params: {} } });
  });

  it('judges a missing value as undefined', () => {
    expect(validateFields({ amount: amountField }, {})).toEqual({
      amount: { key: ruleKeys.requiredInput, params: {} },
    });
  });
});
