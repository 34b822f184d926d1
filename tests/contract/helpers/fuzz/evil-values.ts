import type { Random } from './prng';

/** Texts that a careless or hostile client sends where a field expects text. */
const EVIL_TEXT: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\u0001\u001f\u007f',
  'line\r\nbreak',
  'over\u202eride',
  '\ud800',
  '2024-02-30',
  '0000-00-00',
  '2024-13-01',
  '9999-99-99',
  '2024-02-30T10:00:00Z',
  '2024-02-29T25:61:61Z',
  '-1',
  '1e400',
  '9007199254740993',
  'NaN',
  'Infinity',
  '1.5',
  '0x10',
  "' OR 1=1 --",
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '☃💥汉字',
];

const EVIL_NUMBERS: readonly number[] = [
  -1,
  0,
  0.5,
  -0.0001,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  1e10,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** An own `__proto__` key, as JSON.parse makes it (an object literal would set the prototype). */
const PROTO_KEY: unknown = JSON.parse('{"__proto__":{"polluted":1}}');

/**
 * Nested arrays and objects `depth` deep, as a marker that `toJson` writes out as text (building
 * and stringifying the value itself would run off this test's own stack).
 */
const DEEP = '\u2063deep:';

export function deepJson(depth: number): string {
  return `${DEEP}${depth}`;
}

/** JSON text of a generated value, deep-JSON markers written out as nested text. */
export function toJson(value: unknown): string {
  return JSON.stringify(value).replace(/"\u2063deep:(\d+)"/g, (_, depth: string) => {
    const half = Number(depth) / 2;
    return '[{"a":'.repeat(half) + '"x"' + '}]'.repeat(half);
  });
}

/** Any JSON value a field may be sent instead of the one it expects. */
export function evilValue(random: Random, text: { huge: boolean }): unknown {
  switch (random.below(9)) {
    case 0:
    case 1:
    case 2:
      return random.pick(EVIL_TEXT);
    case 3:
      return text.huge ? 'x'.repeat(100_000) + random.pick(['', '\u0000']) : 'y'.repeat(2000);
    case 4:
    case 5:
      return random.pick(EVIL_NUMBERS);
    case 6:
      return random.pick([null, true, false, [], {}, [random.pick(EVIL_TEXT)]]);
    case 7:
      return random.pick([PROTO_KEY, { a: random.pick(EVIL_TEXT) }, [1, 'a', null]]);
    default:
      return deepJson(random.pick([40, 1000, 20_000]));
  }
}

/** A query or path value: text only, kept short enough for the request line. */
export function evilText(random: Random): string {
  switch (random.below(6)) {
    case 0:
      return String(random.pick(EVIL_NUMBERS));
    case 1:
      return 'z'.repeat(random.pick([300, 4000]));
    default:
      return random.pick(EVIL_TEXT);
  }
}
