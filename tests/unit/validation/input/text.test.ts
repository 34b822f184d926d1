import { describe, expect, it } from 'vitest';
import { INPUT_PROBLEMS } from '../../../../src/shared/validation/input/problems';
import { freeText, identifier } from '../../../../src/shared/validation/input/text';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('identifiers', () => {
  it('accept codes, keys and tokens', () => {
    for (const id of ['C001', 'exh_cf2d53cf', 'trading.purchase', 'PO-2025/001', '采购单']) {
      expect(identifier().safeParse(id).success, id).toBe(true);
    }
  });

  it('refuse NUL, control and text-direction characters', () => {
    for (const id of [
      'a\u0000b',
      'a\u0007',
      'tab\there',
      'line\nbreak',
      '\u007f',
      '\u0085',
      'abc\u202edcba',
      'x\u2066y',
      '\u200f',
    ]) {
      expect(messages(identifier().safeParse(id)), JSON.stringify(id)).toEqual([
        INPUT_PROBLEMS.controlCharacter,
      ]);
    }
  });

  it('refuse more than their length', () => {
    expect(identifier().safeParse('x'.repeat(128)).success).toBe(true);
    expect(identifier().safeParse('x'.repeat(129)).success).toBe(false);
    expect(identifier(10).safeParse('x'.repeat(11)).success).toBe(false);
  });
});

describe('free text', () => {
  it('keeps line breaks, tabs and any script', () => {
    expect(freeText().safeParse('line one\nline\ttwo ☃ 汉字 \u202e').success).toBe(true);
  });

  it('refuses NUL anywhere', () => {
    expect(messages(freeText().safeParse('ends with NUL\u0000'))).toEqual([INPUT_PROBLEMS.nul]);
  });

  it('refuses more than its length', () => {
    expect(freeText(5).safeParse('123456').success).toBe(false);
    expect(freeText().safeParse('x'.repeat(100_000)).success).toBe(false);
  });
});
