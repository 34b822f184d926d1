import { describe, expect, it } from 'vitest';
import { SYNC_COLUMNS } from '../../../src/api/endpoints/receivables/sync-table';
import { applyChanges } from '../../../src/worker/receivables/apply-changes';
import { createChangeSet } from '../../../src/worker/receivables/change-set';
import { decodeRows } from '../../../src/worker/receivables/chunk-codec';
import { TABLE_LAYOUTS } from '../../../src/worker/receivables/table-layouts';
import { receivable } from './fake-sync-server';

const layout = TABLE_LAYOUTS.receivables;
const columns = [...SYNC_COLUMNS.receivables];
let seq = 0;
const page = (ids: number[], deleted: number[] = []) => ({
  columns,
  rows: ids.map((id) => columns.map((c) => (c === 'seq' ? ++seq : (receivable(id)[c] ?? null)))),
  deleted: deleted.map((id) => [String(id), ++seq] as [string, number]),
});
const changes = (ids: number[], deleted: number[] = []) => {
  const set = createChangeSet(layout);
  set.addPage(page(ids, deleted));
  return set;
};
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ids = (bytes: Uint8Array) => {
  const rows = decodeRows(layout, bytes);
  return Array.from({ length: rows.length }, (_, i) => rows.key(i));
};

describe('applying changes to key-ordered chunks', () => {
  const base = applyChanges(layout, [], changes(range(1, 30)), 10).chunks;

  it('writes a first sync as full chunks in key order, whatever order the rows came in', () => {
    const shuffled = applyChanges(layout, [], changes([...range(11, 30), ...range(1, 10)]), 10);
    expect(shuffled.chunks.map((c) => [c.chunkNo, c.minKey, c.maxKey])).toEqual([
      [0, 1, 10],
      [1, 11, 20],
      [2, 21, 30],
    ]);
  });

  it('removes a chunk left empty and leaves the others alone', () => {
    const plan = applyChanges(layout, base, changes([], range(11, 20)), 10);
    expect(plan.remove).toEqual([1]);
    expect(plan.put).toEqual([]);
    expect(plan.chunks.map((c) => c.chunkNo)).toEqual([0, 2]);
  });

  it('splits a chunk that grew past twice the chunk size, keeping key order across chunks', () => {
    // Updates inside chunk 0 rewrite chunk 0 only.
    const grown = applyChanges(layout, base, changes(range(1, 10)), 10);
    expect(grown.put.map((c) => c.chunkNo)).toEqual([0]);
    // 25 new keys inside chunk 0's range grow it to 35 rows: split into parts of at most 10.
    const inside = range(1, 25).map((n) => n / 4 + 0.1);
    const split = applyChanges(layout, base, changes(inside), 10);
    expect(split.put.map((c) => [c.chunkNo, c.rowCount])).toEqual([
      [0, 9],
      [3, 9],
      [4, 9],
      [5, 8],
    ]);
    const order = split.chunks.flatMap((c) => ids(c.bytes));
    expect(order).toEqual([...range(1, 30), ...inside].sort((a, b) => a - b));
    expect(split.chunks.map((c) => c.chunkNo)).toEqual([0, 3, 4, 5, 1, 2]);
  });

  it('lets the latest change of a key win within a sync', () => {
    const set = createChangeSet(layout);
    set.addPage(page([35]));
    set.addPage(page([], [35]));
    set.addPage(page([3], [3]));
    const plan = applyChanges(layout, base, set, 10);
    expect(plan.chunks.flatMap((c) => ids(c.bytes))).toEqual(range(1, 30).filter((id) => id !== 3));
  });
});
