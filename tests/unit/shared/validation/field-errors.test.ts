import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateForm } from '../../../../src/shared/validation/field-errors';
import { requiredTrimmed } from '../../../../src/shared/validation/required';
import { requiredEmail } from '../../../../src/shared/validation/email';
import { validationKeys } from '../../../../src/shared/validation/validation-keys';

const schema = z.object({
  name: requiredTrimmed(4),
  email: requiredEmail(),
  code: z.string().regex(/^\d+$/),
});

describe('validateForm', () => {
  it('gives the parsed data when every field passes', () => {
    expect(validateForm(schema, { name: ' Ann ', email: 'a@b.co', code: '1' })).toEqual({
      ok: true,
      data: { name: 'Ann', email: 'a@b.co', code: '1' },
    });
  });

  it('keeps one message per field: the first failing rule', () => {
    const result = validateForm(schema, { name: '', email: '', code: '1' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: { key: validationKeys.requiredInput, values: { min: 1 } },
        email: { key: validationKeys.requiredInput, values: { min: 1 } },
      },
    });
  });

  it('carries the limit a message names', () => {
    const result = validateForm(schema, { name: 'Annabel', email: 'a@b.co', code: '1' });
    expect(result.ok ? null : result.errors.name).toEqual({
      key: validationKeys.maxLength,
      values: { max: 4 },
    });
  });

  it('falls back to the generic key for a rule without one of ours', () => {
    const result = validateForm(schema, { name: 'Ann', email: 'a@b.co', code: 'x' });
    expect(result.ok ? null : result.errors.code).toEqual({
      key: validationKeys.invalid,
      values: {},
    });
  });
});
