import { describe, expect, it } from 'vitest';
import { ByteSink } from '../../../src/worker/export/writer/byte-sink';
import { concatParts } from '../../../src/worker/export/writer/concat-parts';
import { markup, type Markup } from '../../../src/worker/export/writer/markup';
import { xmlText } from '../../../src/worker/export/writer/xml-escape';
import { decimalCents, toCents } from '../../../src/worker/export/writer/numeric-value';

const parts: Uint8Array[] = [];
const sink = new ByteSink((bytes) => parts.push(bytes.slice()));

/** What one call wrote (one sink for all: each has its own megabyte buffer). */
function written(write: (sink: ByteSink) => unknown): Uint8Array {
  parts.length = 0;
  write(sink);
  sink.flush();
  return concatParts(parts);
}

/**
 * The csv field built as strings, the obvious way: neutralised (a leading apostrophe before
 * what a spreadsheet reads as a formula, per OWASP), then quoted per RFC 4180.
 */
function csvText(text: string): string {
  const neutral = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(neutral) ? `"${neutral.replace(/"/g, '""')}"` : neutral;
}

const encode = (s: string) => new TextEncoder().encode(s);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** The inputs whose bytes differ from the expected ones (one assertion for thousands of cases). */
function mismatches(
  inputs: string[],
  actual: (s: string) => Uint8Array,
  expected: (s: string) => Uint8Array,
) {
  return inputs.filter((s) => hex(actual(s)) !== hex(expected(s)));
}

/** Deterministic strings mixing what the writers treat specially. */
function strings(count: number): string[] {
  const pieces = [
    'a',
    'Z',
    '9',
    ' ',
    ',',
    '"',
    '\r',
    '\n',
    '=',
    '+',
    '-',
    '@',
    '\t',
    '&',
    '<',
    '>',
    '_',
    'é',
    'ß',
    'ü',
    '上',
    '海',
    '€',
    '💰',
    '\uD800',
    '\uDC00',
    '\uFFFD',
    '\u0085',
    '\u07FF',
    '\u0800',
  ];
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed;
  };
  return Array.from({ length: count }, () => {
    let s = '';
    const n = next() % 12;
    for (let i = 0; i < n; i++) s += pieces[next() % pieces.length];
    return s;
  });
}

describe('byte sink', () => {
  it('encodes text as TextEncoder does, lone surrogates included', () => {
    const bad = mismatches(strings(3000), (s) => written((o) => o.text(s)), encode);
    expect(bad).toEqual([]);
  });

  it('writes a csv text field as the string-built reference quotes and neutralises it', () => {
    const bad = mismatches(
      strings(3000),
      (s) => written((o) => o.csvText(s)),
      (s) => encode(csvText(s)),
    );
    expect(bad).toEqual([]);
  });

  it('writes xml text with markup as entities, and nothing when it needs more than that', () => {
    const inputs = [...strings(3000), 'a&b <ok>', '_x0041_', 'x_y', 'tail_', '_x'];
    const bad = mismatches(
      inputs,
      (s) => written((o) => o.xmlPlain(s)),
      (s) =>
        // eslint-disable-next-line no-control-regex
        /[\u0000-\u001F\uFFFE\uFFFF]|_x/.test(s) ? new Uint8Array(0) : encode(xmlText(s)),
    );
    expect(bad).toEqual([]);
  });

  it('writes markup word by word as its text, at any offset and across a full buffer', () => {
    const pieces = [
      '<c/>',
      '<c t="s"><v>',
      '</v></c>',
      '<row r="',
      '">',
      'x',
      '<c t="inlineStr"><is><t>',
    ];
    const marks = pieces.map(markup);
    // Enough to fill the megabyte buffer several times, at every offset modulo four.
    const order = Array.from({ length: 300_000 }, (_, i) => (i * 7 + (i >> 3)) % pieces.length);
    const bytes = written((o) => {
      for (const k of order) o.markup(marks[k] as Markup);
    });
    expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(hex(bytes)).toBe(hex(encode(order.map((k) => pieces[k]).join(''))));
    expect(() => markup('<t>é</t>')).toThrow(/ASCII/);
  });

  it('writes numbers exactly as String() does', () => {
    const values = [
      0,
      -0,
      1,
      -1,
      0.5,
      -0.05,
      0.1 + 0.2,
      1.15,
      12.34,
      -99.99,
      1e-7,
      5e-324,
      1e13,
      -1e13,
      123456789012.34,
      1e15,
      1e21,
      2 ** 53,
      1 / 3,
      -2.675,
      0.01,
      10.1,
      100.07,
    ];
    let seed = 3;
    for (let i = 0; i < 5000; i++) {
      seed = (seed * 48_271) % 2_147_483_647;
      values.push((seed % 2_000_001) / (i % 3 === 0 ? 100 : i % 3 === 1 ? 7 : 1) - 10_000);
    }
    const decoder = new TextDecoder();
    const bad = values.filter((n) => decoder.decode(written((o) => o.number(n))) !== String(n));
    expect(bad).toEqual([]);
  });
});

describe('amount strings', () => {
  const amounts = [
    '0',
    '-0',
    '0.00',
    '-0.00',
    '7',
    '07',
    '7.5',
    '7.50',
    '-7.50',
    '.50',
    '12.345',
    '1234567890123.45',
    '12345678901234.56',
    '999999999999999',
    '1e3',
    '+1.00',
    '1,000.00',
    'x.00',
    '1.0x',
    '-',
    '',
    '00.10',
    '0.01',
    '-0.01',
    '100',
    '100.00',
  ];
  let seed = 11;
  for (let i = 0; i < 3000; i++) {
    seed = (seed * 48_271) % 2_147_483_647;
    const cents = (seed % 20_000_001) - 10_000_000;
    amounts.push((cents / 100).toFixed(2), String(Math.round(cents / 100)));
  }

  it('are copied when already written as cents() writes them, and refused otherwise', () => {
    for (const decimals of [0, 2]) {
      const wrong = amounts.filter((a) => {
        let cents = Number.NaN;
        const copied = written((o) => {
          cents = o.amount(a, decimals);
        });
        const expected = toCents(Number(a));
        const formatted = written((o) => o.cents(expected, decimals));
        // Either nothing written (the caller then reformats it) or exactly what cents() writes.
        // Refusing is wrong only for a canonical amount within the 15 digits read exactly.
        if (cents !== cents) {
          const canonical = hex(formatted) === hex(encode(a)) && a.replace(/\D/g, '').length <= 15;
          return copied.length !== 0 || canonical;
        }
        return cents !== expected || hex(copied) !== hex(formatted);
      });
      expect(wrong).toEqual([]);
    }
  });
});

describe('decimalCents', () => {
  it('reads plain amounts as toCents(Number()) does, and refuses the rest', () => {
    const plain = [
      '0',
      '-0',
      '0.29',
      '1.005'.slice(0, 4),
      '1234.5',
      '-3.1',
      '.5',
      '5.',
      '-.01',
      '999999999999999',
      '9999999999999.99',
      '00012.30',
    ];
    for (const s of plain) expect(decimalCents(s)).toBe(toCents(Number(s)));
    for (const s of [
      '',
      '-',
      '.',
      '1.234',
      '+1',
      '1e3',
      ' 1',
      '1 ',
      '0x1A',
      '1,000',
      '1234567890123456',
      'Infinity',
      '--1',
      '1.2.3',
    ]) {
      expect(decimalCents(s)).toBeNaN();
    }
  });
});
