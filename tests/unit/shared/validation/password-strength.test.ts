import { describe, expect, it } from 'vitest';
import { passwordStrength } from '../../../../src/shared/validation/password-strength';
import { strengthColour } from '../../../../src/shared/validation/strength-colour';

const colourOf = (password: string) => strengthColour(passwordStrength(password));

describe('passwordStrength', () => {
  it('is 0 for an empty password', () => {
    expect(passwordStrength('')).toBe(0);
  });

  it('stays within 0 to 100', () => {
    for (const password of ['a', 'Aa1!', 'Aa1!'.repeat(40), '密码密码密码密码', '😀😀😀']) {
      const strength = passwordStrength(password);
      expect(strength).toBeGreaterThanOrEqual(0);
      expect(strength).toBeLessThanOrEqual(100);
    }
  });

  it('gives 100 to a long password using all four classes', () => {
    expect(passwordStrength('Abcdefghijkl12#$')).toBe(100);
  });

  it('grows with length and with variety', () => {
    expect(passwordStrength('abcdefgh')).toBeGreaterThan(passwordStrength('abcd'));
    expect(passwordStrength('Abcdefg1')).toBeGreaterThan(passwordStrength('abcdefgh'));
    expect(passwordStrength('Abcdef1!')).toBeGreaterThan(passwordStrength('Abcdefg1'));
  });

  it('does not count a repeated character as length', () => {
    expect(passwordStrength('aaaaaaaaaaaaaaaa')).toBe(passwordStrength('a'));
  });

  it('never rates a password the policy refuses above 40', () => {
    for (const password of ['abcdefghijklmnopqrstuvwxyz', 'Ab1!', 'ABCDEFGHIJKLMNOP1234']) {
      expect(passwordStrength(password)).toBeLessThanOrEqual(40);
    }
  });
});

describe('strength colours (spec: up to 20 red, up to 40 orange, above green)', () => {
  it.each([
    [0, 'red'],
    [20, 'red'],
    [20.5, 'orange'],
    [21, 'orange'],
    [40, 'orange'],
    [41, 'green'],
    [100, 'green'],
  ] as const)('%s is %s', (strength, colour) => {
    expect(strengthColour(strength)).toBe(colour);
  });

  it('shows short or one-class passwords red', () => {
    expect(colourOf('')).toBe('red');
    expect(colourOf('abc')).toBe('red');
    expect(colourOf('abcdef')).toBe('red');
  });

  it('shows passwords the policy refuses, but not trivially, orange', () => {
    expect(colourOf('abcdefgh')).toBe('orange');
    expect(colourOf('12345678')).toBe('orange');
    expect(colourOf('Ab1')).toBe('orange');
  });

  it('shows every password the policy accepts green', () => {
    expect(colourOf('Abcdefg1')).toBe('green');
    expect(colourOf('abcdef1!')).toBe('green');
    expect(colourOf('Aaaaaaa1')).toBe('green');
    expect(colourOf('Correct Horse 9')).toBe('green');
  });
});
