import { describe, expect, it } from 'vitest';
import { groupThousands, parseGrouped } from '../../../src/shared/format/number-input/grouping';

describe('thousands separators', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['-1234567.891', '-1,234,567.891'],
    ['123456789012345', '123,456,789,012,345'],
  ])('shows %j as %j', (text, shown) => {
    expect(groupThousands(text)).toBe(shown);
  });

  it('reads a shown number back', () => {
    expect(parseGrouped('1,234.56')).toBe(1234.56);
    expect(parseGrouped(' -1,000 ')).toBe(-1000);
    expect(parseGrouped('12.50%', '%')).toBe(12.5);
  });

  it('gives null for text that is not a number', () => {
    expect(parseGrouped('')).toBeNull();
    expect(parseGrouped('-')).toBeNull();
    expect(parseGrouped('1.2.3')).toBeNull();
    expect(parseGrouped('12%')).toBeNull();
  });
});
