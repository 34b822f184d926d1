import { describe, expect, it } from 'vitest';
import { modifyContactBody } from '../../../src/api/endpoints/user/modify-contact';
import { validateForm } from '../../../src/shared/validation/field-errors';
import { validationKeys } from '../../../src/shared/validation/validation-keys';
import {
  contactFormSchema,
  type ContactDraft,
} from '../../../src/ui/pages/user-center/forms/contact-form';

const errorsOf = (draft: ContactDraft) => {
  const result = validateForm(contactFormSchema, draft);
  return result.ok ? {} : result.errors;
};

describe('the contact form', () => {
  it.each([
    ['13800138000', 'ops@example.com'],
    ['+86 138 0013 8000', 'notices@supplier.com.cn'],
    [' 021-1234-5678 ', ' a@b.co '],
  ])('sends %j / %j as a payload the endpoint accepts', (mobile, noticeEmail) => {
    const result = validateForm(contactFormSchema, { mobile, noticeEmail });
    expect(result.ok).toBe(true);
    if (result.ok) expect(modifyContactBody.safeParse(result.data).success).toBe(true);
  });

  it.each(['12345', '+86 (138) 0013', 'call me', '1'.repeat(21)])(
    'refuses the mobile %j, as the endpoint does',
    (mobile) => {
      expect(errorsOf({ mobile, noticeEmail: 'a@b.co' }).mobile?.key).toBe(validationKeys.mobile);
      expect(modifyContactBody.safeParse({ mobile, noticeEmail: 'a@b.co' }).success).toBe(false);
    },
  );

  it('refuses a malformed notice email with the spec key', () => {
    expect(errorsOf({ mobile: '13800138000', noticeEmail: 'ops@' })).toEqual({
      noticeEmail: { key: 'common.validation.email', values: {} },
    });
  });

  it('asks for both when empty', () => {
    const errors = errorsOf({ mobile: '', noticeEmail: '  ' });
    expect(errors.mobile?.key).toBe(validationKeys.requiredInput);
    expect(errors.noticeEmail?.key).toBe(validationKeys.requiredInput);
  });
});
