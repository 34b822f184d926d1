import { keyReader } from './column-keys';
import type { Table } from './types';

/** Keeps the first row (in the given order) of each distinct value of `field`; empty is one value too. */
export function distinctRows(table: Table, rows: Uint32Array, field: string): Uint32Array {
  const col = table.columns.get(field);
  if (!col) throw new Error(`query: unknown field "${field}"`);
  const { domain, key } = keyReader(col);
  const seen = new Uint8Array(domain);
  const out = new Uint32Array(Math.min(rows.length, domain));
  let kept = 0;
  for (let i = 0; i < rows.length && kept < domain; i++) {
    const row = rows[i] as number;
    const k = key(row);
    if (seen[k]) continue;
    seen[k] = 1;
    out[kept++] = row;
  }
  return out.subarray(0, kept);
}
