import { describe, expect, it } from 'vitest';
import { numberInputOptions } from '../../../src/shared/format/number-input/options';
import { sanitizeTyped } from '../../../src/shared/format/number-input/sanitize';

const plain = numberInputOptions();
const signed = numberInputOptions({ min: -1000 });

describe('typing into a number input', () => {
  it.each([
    ['1,234.567', '1234.567'],
    ['12abc3', '123'],
    ['1.2.3', '1.23'],
    ['..5', '.5'],
    ['1 000', '1000'],
    ['', ''],
    ['abc', ''],
  ])('keeps %j as %j', (typed, kept) => {
    expect(sanitizeTyped(typed, plain)).toBe(kept);
  });

  it('drops every minus while the minimum is 0 or more', () => {
    expect(sanitizeTyped('-1', plain)).toBe('1');
    expect(sanitizeTyped('--1', plain)).toBe('1');
  });

  it('keeps one leading minus when the minimum is below 0', () => {
    expect(sanitizeTyped('--1', signed)).toBe('-1');
    expect(sanitizeTyped('-', signed)).toBe('-');
    expect(sanitizeTyped('1-2', signed)).toBe('12');
    expect(sanitizeTyped('-1-2', signed)).toBe('-12');
  });

  it('reads full-width digits, dot and minus and the ideographic full stop as ASCII', () => {
    expect(sanitizeTyped('１２．５', plain)).toBe('12.5');
    expect(sanitizeTyped('１２。５', plain)).toBe('12.5');
    expect(sanitizeTyped('－３', signed)).toBe('-3');
  });

  it('stops decimals at the decimal length (6 by default)', () => {
    expect(sanitizeTyped('0.123456789', plain)).toBe('0.123456');
    expect(sanitizeTyped('0.123456789', numberInputOptions({ decimalLength: 3 }))).toBe('0.123');
  });

  it('stops at the maximum length of 15 characters, separators not counted', () => {
    expect(sanitizeTyped('1234567890123456789', plain)).toBe('123456789012345');
    expect(sanitizeTyped('123,456,789,012,345', plain)).toBe('123456789012345');
    expect(sanitizeTyped('-12345678901234567', signed)).toBe('-12345678901234');
  });
});
