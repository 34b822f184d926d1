import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../src/shared/validation/field-errors';
import { validationKeys } from '../../../src/shared/validation/validation-keys';
import {
  passwordFormSchema,
  type PasswordDraft,
} from '../../../src/ui/pages/user-center/forms/password-form';

const errorsOf = (draft: PasswordDraft) => {
  const result = validateForm(passwordFormSchema, draft);
  return result.ok ? {} : result.errors;
};

describe('the change-password form', () => {
  it('passes the passwords on exactly as typed', () => {
    const draft = {
      oldPassword: ' old ',
      newPassword: 'New pass 1',
      confirmPassword: 'New pass 1',
    };
    expect(validateForm(passwordFormSchema, draft)).toEqual({ ok: true, data: draft });
  });

  it('asks for all three when empty', () => {
    const errors = errorsOf({ oldPassword: '', newPassword: ' ', confirmPassword: '' });
    expect(errors.oldPassword?.key).toBe(validationKeys.requiredInput);
    expect(errors.newPassword?.key).toBe(validationKeys.requiredInput);
    expect(errors.confirmPassword?.key).toBe(validationKeys.requiredInput);
  });

  it('refuses a short new password and names the minimum', () => {
    expect(errorsOf({ oldPassword: 'x', newPassword: 'Ab1!', confirmPassword: 'Ab1!' })).toEqual({
      newPassword: { key: validationKeys.passwordLength, values: { min: 8 } },
    });
  });

  it('refuses a long new password with fewer than 3 classes', () => {
    const errors = errorsOf({
      oldPassword: 'x',
      newPassword: 'abcdefgh1',
      confirmPassword: 'abcdefgh1',
    });
    expect(errors).toEqual({ newPassword: { key: validationKeys.passwordClasses, values: {} } });
  });

  it('refuses a confirmation that does not match', () => {
    const errors = errorsOf({
      oldPassword: 'x',
      newPassword: 'Abcdefg1',
      confirmPassword: 'Abcdefg2',
    });
    expect(errors).toEqual({
      confirmPassword: { key: validationKeys.passwordMismatch, values: {} },
    });
  });

  it('reports the mismatch together with the other fields’ problems', () => {
    const errors = errorsOf({ oldPassword: '', newPassword: 'short', confirmPassword: 'other' });
    expect(errors.oldPassword?.key).toBe(validationKeys.requiredInput);
    expect(errors.newPassword?.key).toBe(validationKeys.passwordLength);
    expect(errors.confirmPassword?.key).toBe(validationKeys.passwordMismatch);
  });
});
