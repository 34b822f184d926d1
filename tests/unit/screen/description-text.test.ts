import { describe, expect, it } from 'vitest';
import { descriptionColumns, isBlank } from '../../../src/shared/screen/description-text';

describe('descriptions list values', () => {
  it("shows '-' for nothing, blank text and NaN", () => {
    expect([null, undefined, '', '   ', Number.NaN, false].every(isBlank)).toBe(true);
  });

  it('shows 0 and other values as they are', () => {
    expect([0, 'x', 12.5, true].some(isBlank)).toBe(false);
  });

  it('has 2 columns by default and keeps a given count within 1..4', () => {
    expect(descriptionColumns(undefined)).toBe(2);
    expect(descriptionColumns(3)).toBe(3);
    expect(descriptionColumns(0)).toBe(1);
    expect(descriptionColumns(9)).toBe(4);
    expect(descriptionColumns(1.5)).toBe(2);
  });
});
