import { describe, expect, it } from 'vitest';
import {
  cycleSlots,
  truncatePerSlot,
  withDefaults,
} from '../../../src/ui/components/ocr-upload/ocr-slots';
import { DOCUMENT_TYPES } from '../../../src/shared/upload/upload-limits';

describe('cycleSlots: the list variant (spec 001 §4)', () => {
  it('cycles titles, descriptions and schema codes when fewer are given than slots', () => {
    const slots = cycleSlots({
      count: 5,
      titles: ['A', 'B', 'C'],
      descriptions: ['d1', 'd2'],
      schemaCodes: ['INVOICE'],
    });
    expect(slots.map((s) => s.title)).toEqual(['A', 'B', 'C', 'A', 'B']);
    expect(slots.map((s) => s.description)).toEqual(['d1', 'd2', 'd1', 'd2', 'd1']);
    expect(slots.map((s) => s.schemaCode)).toEqual(Array(5).fill('INVOICE'));
  });

  it('uses the given ones in order when there are as many as slots, and ignores extra ones', () => {
    const slots = cycleSlots({ count: 2, titles: ['A', 'B', 'C'], schemaCodes: ['PO', 'INVOICE'] });
    expect(slots.map((s) => [s.title, s.schemaCode])).toEqual([
      ['A', 'PO'],
      ['B', 'INVOICE'],
    ]);
  });

  it('leaves description and schema code out when none are given (no recognition)', () => {
    const [slot] = cycleSlots({ count: 1, titles: ['A'] });
    expect(slot).not.toHaveProperty('schemaCode');
    expect(slot).not.toHaveProperty('description');
  });

  it('never makes more than 20 slots, nor a negative count', () => {
    expect(cycleSlots({ count: 1000, titles: ['A'] })).toHaveLength(20);
    expect(cycleSlots({ count: -3, titles: ['A'] })).toHaveLength(0);
  });
});

describe('withDefaults: one file per slot and the document types unless said (spec 001 §5)', () => {
  it('defaults to one file of the document types', () => {
    expect(withDefaults({ title: 'A' })).toEqual({ title: 'A', max: 1, accepted: DOCUMENT_TYPES });
  });

  it('keeps a given maximum within 1..20', () => {
    expect(withDefaults({ title: 'A', max: 5 }).max).toBe(5);
    expect(withDefaults({ title: 'A', max: 0 }).max).toBe(1);
    expect(withDefaults({ title: 'A', max: 99 }).max).toBe(20);
  });
});

describe('truncatePerSlot: a given value is cut to the maximum of each slot (spec 001 §4)', () => {
  const slots = [{ max: 1 }, { max: 2 }];
  it('keeps the first files of each slot up to its maximum, in order', () => {
    const files = [
      { slot: 0, id: 'a' },
      { slot: 1, id: 'b' },
      { slot: 0, id: 'c' },
      { slot: 1, id: 'd' },
      { slot: 1, id: 'e' },
    ];
    expect(truncatePerSlot(files, slots).map((f) => f.id)).toEqual(['a', 'b', 'd']);
  });

  it('drops files naming no slot', () => {
    expect(truncatePerSlot([{ slot: 7 }, { slot: -1 }], slots)).toEqual([]);
  });
});
