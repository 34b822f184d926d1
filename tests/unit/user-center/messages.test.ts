import { beforeAll, describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import { enUS } from '../../../src/ui/i18n/locales/en-US';
import { zhCN } from '../../../src/ui/i18n/locales/zh-CN';
import { validationKeys } from '../../../src/shared/validation/validation-keys';
import { fieldErrorText } from '../../../src/ui/pages/user-center/field-error-text';
import { errorText } from '../../../src/ui/core/error-text';
import { ApiError } from '../../../src/shared/errors/api-error';

const i18n = i18next.createInstance();
let t: TFunction;

beforeAll(async () => {
  t = await i18n.init({
    lng: 'en-US',
    resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
    interpolation: { escapeValue: false },
  });
});

const has = (key: string, tree: object) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);

describe('user-centre messages', () => {
  it('has every validation key in both languages', () => {
    for (const key of Object.values(validationKeys)) {
      expect(typeof has(key, enUS), key).toBe('string');
      expect(typeof has(key, zhCN), key).toBe('string');
    }
  });

  it('names the field in the required message, in each language', async () => {
    const error = { key: validationKeys.requiredInput, values: { min: 1 } };
    expect(fieldErrorText(t, error, 'Old password')).toBe('Please input Old password');
    await i18n.changeLanguage('zh-CN');
    expect(fieldErrorText(t, error, '旧密码')).toBe('请输入旧密码');
    await i18n.changeLanguage('en-US');
  });

  it('fills in the limits', () => {
    expect(
      fieldErrorText(t, { key: validationKeys.maxLength, values: { max: 64 } }, 'Display name'),
    ).toBe('Display name can have at most 64 characters');
    expect(fieldErrorText(t, { key: validationKeys.passwordLength, values: { min: 8 } }, 'x')).toBe(
      'The password needs at least 8 characters',
    );
  });

  it.each([
    ['user_center.error.old_password', 'The old password is not correct.'],
    [
      'user_center.error.weak_password',
      'The new password is too weak. Choose a longer, more varied one.',
    ],
  ])('translates the server key %s instead of showing its text', (messageKey, text) => {
    const error = new ApiError({
      kind: 'business',
      code: 1004,
      message: 'server text',
      messageKey,
    });
    expect(errorText(t, error)).toBe(text);
  });
});
