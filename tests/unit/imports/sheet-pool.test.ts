import { describe, expect, it } from 'vitest';
import { SheetError } from '../../../server/imports/sheet/sheet-error';
import { readSheetInWorker } from '../../../server/imports/sheet/sheet-pool';
import { xlsxByHand } from './xlsx-by-hand';

const csv = new TextEncoder().encode('No,Name\n1,first\n');
const problemOf = (reading: Promise<unknown>) =>
  reading.then(
    () => null,
    (error: unknown) => (error instanceof SheetError ? error.problem : error),
  );

describe('readSheetInWorker', () => {
  it('stops a read that outlives its time, and the next read gets a fresh worker', async () => {
    // A worker takes far longer than 0 ms to start, so this read cannot finish in time.
    expect(await problemOf(readSheetInWorker(csv, { timeoutMs: 0 }))).toBe('timedOut');
    expect(await readSheetInWorker(csv)).toEqual({
      header: ['No', 'Name'],
      rows: [['1', 'first']],
    });
  }, 60_000);

  it('answers the reader’s refusals as SheetErrors', async () => {
    const bomb = xlsxByHand({ sheetData: new Uint8Array(64 * 1024 * 1024).fill(0x20) });
    expect(await problemOf(readSheetInWorker(bomb))).toBe('tooLarge');
    expect(await problemOf(readSheetInWorker(new Uint8Array()))).toBe('unreadable');
  }, 60_000);
});
