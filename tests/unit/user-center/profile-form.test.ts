import { describe, expect, it } from 'vitest';
import { updateUserInfoBody } from '../../../src/api/endpoints/user/update-user-info';
import { validateForm } from '../../../src/shared/validation/field-errors';
import { validationKeys } from '../../../src/shared/validation/validation-keys';
import {
  profileFormSchema,
  type ProfileDraft,
} from '../../../src/ui/pages/user-center/forms/profile-form';
import {
  TIME_FORMATS,
  TIME_ZONES,
  timeZoneChoices,
} from '../../../src/ui/pages/user-center/forms/profile-options';

const valid: ProfileDraft = {
  cname: 'Zhang San',
  email: 'zhang.san@example.com',
  language: 'zh-CN',
  timeZone: '+8',
  timeFormat: 'YYYY/MM/DD',
};

const errorsOf = (draft: ProfileDraft) => {
  const result = validateForm(profileFormSchema, draft);
  return result.ok ? {} : result.errors;
};

describe('the edit-profile form', () => {
  it('turns a valid draft into a payload the user.updateInfo endpoint accepts', () => {
    const result = validateForm(profileFormSchema, { ...valid, cname: '  Zhang San  ' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.cname).toBe('Zhang San');
    expect(updateUserInfoBody.safeParse(result.data).success).toBe(true);
  });

  it('accepts every offered time zone and time format', () => {
    for (const timeZone of TIME_ZONES) expect(errorsOf({ ...valid, timeZone })).toEqual({});
    for (const timeFormat of TIME_FORMATS) expect(errorsOf({ ...valid, timeFormat })).toEqual({});
  });

  it('asks for every empty field, each under its own name', () => {
    const errors = errorsOf({ cname: ' ', email: '', language: '', timeZone: '', timeFormat: '' });
    expect(errors.cname?.key).toBe(validationKeys.requiredInput);
    expect(errors.email?.key).toBe(validationKeys.requiredInput);
    expect(errors.language?.key).toBe(validationKeys.requiredSelect);
    expect(errors.timeZone?.key).toBe(validationKeys.requiredSelect);
    expect(errors.timeFormat?.key).toBe(validationKeys.requiredSelect);
  });

  it('refuses a malformed email with the spec key, and only that field', () => {
    expect(errorsOf({ ...valid, email: 'zhang.san@' })).toEqual({
      email: { key: 'common.validation.email', values: {} },
    });
  });

  it('refuses a display name over 64 characters and names the limit', () => {
    expect(errorsOf({ ...valid, cname: 'x'.repeat(65) }).cname).toEqual({
      key: validationKeys.maxLength,
      values: { max: 64 },
    });
  });

  it.each(['fr-FR', 'en'])('refuses the language %s', (language) => {
    expect(errorsOf({ ...valid, language }).language?.key).toBe(validationKeys.requiredSelect);
  });
});

describe('time zone choices', () => {
  it('offers every whole hour from -12 to +14, written as the server stores them', () => {
    expect(TIME_ZONES).toHaveLength(27);
    expect(TIME_ZONES[0]).toBe('-12');
    expect(TIME_ZONES).toContain('+0');
    expect(TIME_ZONES).toContain('+8');
    expect(TIME_ZONES.at(-1)).toBe('+14');
  });

  it('keeps a half-hour zone the user already has', () => {
    expect(timeZoneChoices('+5:30')).toContain('+5:30');
    expect(timeZoneChoices('+8')).toBe(TIME_ZONES);
    expect(timeZoneChoices('garbage')).toBe(TIME_ZONES);
  });
});
