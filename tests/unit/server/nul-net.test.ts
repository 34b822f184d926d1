import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, netProblems } from '../../../server/http/nul-net';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe('the NUL net under every declaration', () => {
  it('names every string holding U+0000, however deep, in its part', () => {
    const problems = netProblems(
      { name: 'ok', items: [{ note: 'x\u0000' }], tags: ['\u0000'] },
      'body',
      'en-US',
    );
    expect(problems.map((p) => p.field)).toEqual(['items.0.note', 'tags.0']);
    expect(problems[0]?.message).toBe('must not contain the NUL character (U+0000)');
  });

  it('prefixes query and params, and names keys that hold a NUL', () => {
    expect(netProblems({ token: 'a\u0000b' }, 'query', 'en-US').map((p) => p.field)).toEqual([
      'query.token',
    ]);
    expect(netProblems({ 'a\u0000b': 1 }, 'body', 'en-US').map((p) => p.field)).toEqual([
      'a\\u0000b',
    ]);
  });

  it('speaks the request language', () => {
    expect(netProblems({ id: '\u0000' }, 'params', 'zh-CN')[0]?.message).toBe(
      '不能包含 NUL 字符（U+0000）',
    );
  });

  it('passes clean input, line breaks and other controls included (schemas judge those)', () => {
    expect(netProblems({ a: 'line\nbreak\u0007', b: [1, null, true] }, 'body', 'en-US')).toEqual(
      [],
    );
  });

  it(`refuses JSON nested deeper than ${MAX_INPUT_DEPTH} levels, and only that`, () => {
    expect(netProblems(nested(MAX_INPUT_DEPTH), 'body', 'en-US')).toEqual([]);
    const problems = netProblems(nested(100_000), 'body', 'en-US');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toBe(`is nested deeper than ${MAX_INPUT_DEPTH} levels`);
  });

  it('reports at most twenty problems for a body full of NULs', () => {
    expect(netProblems(Array(10_000).fill('\u0000'), 'body', 'en-US')).toHaveLength(20);
  });
});
