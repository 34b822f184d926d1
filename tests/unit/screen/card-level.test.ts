import { describe, expect, it } from 'vitest';
import { cardLevel } from '../../../src/shared/screen/card-level';

describe('section card level', () => {
  it('is outer outside any card', () => {
    expect(cardLevel(null)).toBe('outer');
  });

  it('drops one level inside a card', () => {
    expect(cardLevel('outer')).toBe('inner');
    expect(cardLevel('inner')).toBe('third');
  });

  it('stays third below the third level', () => {
    expect(cardLevel('third')).toBe('third');
  });

  it('uses the level a card asks for, wherever it sits', () => {
    expect(cardLevel('outer', 'third')).toBe('third');
    expect(cardLevel(null, 'inner')).toBe('inner');
  });
});
