import { describe, expect, it } from 'vitest';
import {
  REMARK_MAX_LENGTH,
  remarkCount,
  remarkLength,
  withinRemark,
} from '../../../src/shared/screen/remark';

describe('remark counter', () => {
  it('allows 500 characters', () => {
    expect(REMARK_MAX_LENGTH).toBe(500);
    expect(remarkCount('a'.repeat(500))).toEqual({ length: 500, max: 500, over: false });
  });

  it('marks a 501st character as over the limit, keeping the count exact', () => {
    expect(remarkCount('a'.repeat(501))).toEqual({ length: 501, max: 500, over: true });
  });

  it('counts an emoji or a character outside the basic plane as one', () => {
    expect('😀𠮷'.length).toBe(4);
    expect(remarkLength('😀𠮷')).toBe(2);
    expect(remarkLength('备注 ok')).toBe(5);
  });

  it('counts an empty remark as 0', () => {
    expect(remarkCount('')).toEqual({ length: 0, max: 500, over: false });
  });
});

describe('the remark refuses more than 500 characters', () => {
  it('keeps the first 500 of a longer paste', () => {
    expect(withinRemark('a'.repeat(520))).toBe('a'.repeat(500));
  });

  it('counts a cut in characters, not UTF-16 units', () => {
    const cut = withinRemark('😀'.repeat(501));
    expect(remarkLength(cut)).toBe(500);
  });

  it('lets a remark stored longer than the limit shrink but never grow', () => {
    const stored = 'b'.repeat(510);
    expect(withinRemark('b'.repeat(505), stored)).toBe('b'.repeat(505));
    expect(withinRemark(`${stored}cc`, stored)).toBe(stored);
  });
});
