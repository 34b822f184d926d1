import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../src/shared/validation/field-errors';
import { amountRule } from '../../../src/shared/validation/rules/amount';
import { maxRule } from '../../../src/shared/validation/rules/bounds';
import { fieldRules } from '../../../src/shared/validation/rules/first-failure';
import { requiredNumber } from '../../../src/shared/validation/rules/required-variants';

/** The shared rules inside the forms' validateForm: their keys and limits reach the message. */
describe('shared rules in validateForm', () => {
  const schema = z.object({
    amount: fieldRules(requiredNumber(), amountRule(), maxRule(1000)),
  });

  it('keeps the spec key and the limit of the first failing rule', () => {
    expect(validateForm(schema, { amount: '2000' })).toEqual({
      ok: false,
      errors: { amount: { key: 'common.number.checkMax', values: { limit: 1000 } } },
    });
    expect(validateForm(schema, { amount: '1.234' })).toEqual({
      ok: false,
      errors: { amount: { key: 'common.validation.number', values: {} } },
    });
    expect(validateForm(schema, { amount: ' ' })).toMatchObject({
      ok: false,
      errors: { amount: { key: 'user_center.validation.required_input' } },
    });
  });

  it('passes a valid value through', () => {
    expect(validateForm(schema, { amount: '999.50' })).toEqual({
      ok: true,
      data: { amount: '999.50' },
    });
  });
});
