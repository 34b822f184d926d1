import { describe, expect, it } from 'vitest';
import { resetFormSchema } from '../../../src/shared/password-reset/reset-form';
import {
  accountKey,
  isCodeShaped,
  looksLikeEmail,
  normalizeCode,
} from '../../../src/shared/password-reset/reset-rules';
import { validateForm } from '../../../src/shared/validation/field-errors';
import { validationKeys } from '../../../src/shared/validation/validation-keys';

describe('the code as typed or pasted', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    [' 12345678 ', '123456'],
    ['abc', ''],
  ])('keeps the digits of %j', (typed, kept) => {
    expect(normalizeCode(typed)).toBe(kept);
  });

  it('accepts exactly six digits', () => {
    expect(isCodeShaped('012345')).toBe(true);
    expect(isCodeShaped('12345')).toBe(false);
    expect(isCodeShaped('1234567')).toBe(false);
    expect(isCodeShaped('12345a')).toBe(false);
  });
});

describe('the account as typed', () => {
  it('ignores case and surrounding spaces, and tells an e-mail by its @', () => {
    expect(accountKey('  Chen.Li@Example.COM ')).toBe('chen.li@example.com');
    expect(looksLikeEmail('chen.li@example.com')).toBe(true);
    expect(looksLikeEmail('supplier')).toBe(false);
  });
});

describe('the new password form', () => {
  const draft = { code: '123456', newPassword: 'Fresh#Start9', confirmPassword: 'Fresh#Start9' };

  it('passes a six-digit code and a strong password typed twice', () => {
    expect(validateForm(resetFormSchema, draft).ok).toBe(true);
  });

  it('refuses a short code, a weak password and a mismatch, each on its field', () => {
    const result = validateForm(resetFormSchema, {
      code: '123',
      newPassword: 'weakling',
      confirmPassword: 'other',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.code?.key).toBe(validationKeys.invalid);
    expect(result.errors.newPassword?.key).toBe(validationKeys.passwordClasses);
    expect(result.errors.confirmPassword?.key).toBe(validationKeys.passwordMismatch);
  });
});
