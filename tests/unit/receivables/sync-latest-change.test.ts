import { describe, expect, it } from 'vitest';
import { SYNC_COLUMNS } from '../../../src/api/endpoints/receivables/sync-table';
import { createChangeSet } from '../../../src/worker/receivables/change-set';
import { TABLE_LAYOUTS, compareKeys } from '../../../src/worker/receivables/table-layouts';
import { receivable } from './fake-sync-server';

let state = 7;
const random = (n: number) => {
  state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
  return state % n;
};

describe("a change set's latest change per key, sorted by key", () => {
  it('equals the last change of each key in seq order, over random pages of upserts and deletes', () => {
    const columns = [...SYNC_COLUMNS.receivables];
    let seq = 0;
    for (let round = 0; round < 200; round++) {
      const set = createChangeSet(TABLE_LAYOUTS.receivables);
      // The reference: a map in seq order, the last change of a key wins.
      const expected = new Map<number, number>();
      let row = 0;
      const pages = 1 + random(4);
      for (let p = 0; p < pages; p++) {
        const ids = Array.from({ length: random(30) }, () => 1 + random(random(2) ? 40 : 400));
        if (random(2)) ids.sort((a, b) => a - b);
        const deleted = Array.from({ length: random(3) ? 0 : random(6) }, () => 1 + random(60));
        // Rows first, then tombstones, each its own seq: the page in seq order.
        ids.forEach((id) => expected.set(id, row++));
        deleted.forEach((id) => expected.set(id, -1));
        set.addPage({
          columns,
          rows: ids.map((id) =>
            columns.map((c) => (c === 'seq' ? ++seq : (receivable(id)[c] ?? null))),
          ),
          deleted: deleted.map((id) => [String(id), ++seq] as [string, number]),
        });
      }
      const keys = [...expected.keys()].sort(compareKeys);
      const sorted = set.sorted();
      expect([...sorted.keys]).toEqual(keys);
      expect([...sorted.rows]).toEqual(keys.map((k) => expected.get(k)));
      expect([...set.latest]).toEqual([...expected]);
    }
  });

  it('answers string keys (buyers) in key order too', () => {
    const set = createChangeSet(TABLE_LAYOUTS.buyers);
    set.addPage({
      columns: [...SYNC_COLUMNS.buyers],
      rows: [
        ['B00009', 'Nine', 'JP', '2026-11-01T00:00:00.000Z', 1],
        ['B00002', 'Two', 'SG', '2026-11-01T00:00:00.000Z', 2],
        ['B00009', 'Nine again', 'JP', '2026-11-01T00:00:00.000Z', 3],
      ],
      deleted: [['B00005', 4]],
    });
    expect(set.sorted().keys).toEqual(['B00002', 'B00005', 'B00009']);
    expect([...set.sorted().rows]).toEqual([1, -1, 2]);
  });
});
