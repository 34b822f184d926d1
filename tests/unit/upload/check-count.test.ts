import { describe, expect, it } from 'vitest';
import { splitByCount } from '../../../src/shared/upload/check-count';
import { DEFAULT_MAX_DOCUMENTS } from '../../../src/shared/upload/upload-limits';

describe('splitByCount: the maximum number of files (spec 001 §5)', () => {
  it('takes everything while the list has room', () => {
    expect(splitByCount(2, ['a', 'b'], 5)).toEqual({ taken: ['a', 'b'], refused: [] });
  });

  it('fills the list in the order chosen and refuses the rest', () => {
    expect(splitByCount(18, ['a', 'b', 'c'], DEFAULT_MAX_DOCUMENTS)).toEqual({
      taken: ['a', 'b'],
      refused: ['c'],
    });
  });

  it('refuses everything when the list is full (or over-full)', () => {
    expect(splitByCount(20, ['a'], 20)).toEqual({ taken: [], refused: ['a'] });
    expect(splitByCount(25, ['a'], 20)).toEqual({ taken: [], refused: ['a'] });
  });

  it('defaults to 20 documents', () => {
    expect(DEFAULT_MAX_DOCUMENTS).toBe(20);
  });
});
