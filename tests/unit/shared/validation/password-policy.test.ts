import { describe, expect, it } from 'vitest';
import {
  characterClasses,
  isStrongPassword,
  newPasswordRule,
} from '../../../../src/shared/validation/password-policy';

describe('character classes', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['ABC', 1],
    ['123', 1],
    ['!@#', 1],
    ['aB', 2],
    ['aB3', 3],
    ['aB3$', 4],
    ['a b', 2],
    ['éÉ', 2],
    ['密码', 0],
  ] as const)('%j has %i', (password, count) => {
    expect(characterClasses(password)).toBe(count);
  });
});

describe('the password policy: 8 characters, 3 of 4 classes', () => {
  it.each(['Abcdefg1', 'abcdef1!', 'ABCDEF1!', 'Ab!Ab!Ab', 'Passwort 2024', 'Zhang密码2024!'])(
    'accepts %j',
    (password) => {
      expect(isStrongPassword(password)).toBe(true);
      expect(newPasswordRule().safeParse(password).success).toBe(true);
    },
  );

  it.each(['Abcde1!', 'abcdefgh', 'abcdefg1', 'ABCDEFG!', '12345678', '😀😀😀😀Ab1'])(
    'refuses %j',
    (password) => {
      expect(isStrongPassword(password)).toBe(false);
      expect(newPasswordRule().safeParse(password).success).toBe(false);
    },
  );

  it('counts characters, not UTF-16 units', () => {
    // Four emoji are eight code units but four characters.
    expect(isStrongPassword('😀😀😀😀Ab1')).toBe(false);
    expect(isStrongPassword('😀😀😀😀Ab12')).toBe(true);
  });
});
