import { describe, expect, it } from 'vitest';
import { FIRST_BATCH_ROWS, nextBatchRows } from '../../../src/worker/export/batch-ramp';
import { EXPORT_BATCH_ROWS } from '../../../src/worker/export/row-source';

describe('export batch sizes', () => {
  it('start small and double up to the steady batch, then stay there', () => {
    const sizes: number[] = [];
    for (let size = 0, i = 0; i < 7; i++) sizes.push((size = nextBatchRows(size)));
    expect(sizes[0]).toBe(FIRST_BATCH_ROWS);
    expect(sizes).toEqual([500, 1_000, 2_000, 4_000, 5_000, 5_000, 5_000]);
    expect(Math.max(...sizes)).toBe(EXPORT_BATCH_ROWS);
  });
});
