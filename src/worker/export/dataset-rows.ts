import type { Table } from '../query/types';
import { formatDay } from '../query/values';
import { labelled, type RowShape } from './row-shape';
import { nextBatchRows } from './batch-ramp';
import type { RowSource } from './row-source';

type Read = (id: number) => unknown;

/**
 * One field's values straight from the engine's columns: no row objects are built for a
 * million-row export. Money is integer cents (written as currency units), dates UTC day
 * numbers (written as `YYYY-MM-DD`, each distinct day formatted once).
 */
function fieldReader(table: Table, field: string): Read {
  const column = table.columns.get(field);
  if (!column) return (id) => table.rowAt(id)[field] ?? null;
  if (column.kind === 'string') {
    const texts = new Array<string | undefined>(column.size);
    return (id) => {
      const code = column.codes[id] as number;
      if (code < 0) return null;
      return (texts[code] ??= column.text(code));
    };
  }
  const values = column.values;
  if (column.type === 'money') {
    return (id) => {
      const cents = values[id] as number;
      return Number.isNaN(cents) ? null : cents / 100;
    };
  }
  if (column.type === 'date') {
    const days = new Map<number, string>();
    return (id) => {
      const day = values[id] as number;
      if (Number.isNaN(day)) return null;
      let text = days.get(day);
      if (text === undefined) {
        text = formatDay(day);
        days.set(day, text);
      }
      return text;
    };
  }
  return (id) => {
    const n = values[id] as number;
    return Number.isNaN(n) ? null : n;
  };
}

/** The locally cached rows of a view, in its order, with no row limit. */
export function datasetRows(table: Table, ids: Uint32Array, shape: RowShape): RowSource {
  const readers = shape.fields.map((field, i) => {
    const read = fieldReader(table, field);
    const labels = shape.labels[i];
    return labels ? (id: number) => labelled(labels, read(id)) : read;
  });
  const width = readers.length;

  async function* batches() {
    // Small batches first, so the first rows are counted before the code is warm.
    for (let start = 0, size = 0; start < ids.length; start += size) {
      size = nextBatchRows(size);
      const end = Math.min(ids.length, start + size);
      const batch = new Array<unknown[]>(end - start);
      for (let i = start; i < end; i++) {
        const id = ids[i] as number;
        const row = new Array<unknown>(width);
        for (let c = 0; c < width; c++) row[c] = (readers[c] as Read)(id);
        batch[i - start] = row;
      }
      yield batch;
    }
  }

  return { total: ids.length, batches: batches() };
}
