import type { Table } from './types';
import { formatCents } from './values';

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * Sum of a column over the rows, exact to the cent. Money is already integer cents; numbers
 * are rounded to cents first. Integer doubles add exactly while the running total stays
 * below 2^53 cents (~90 trillion), which is checked; beyond it the sum is redone in BigInt.
 */
export function sumRows(table: Table, rows: Uint32Array, field: string): string {
  const col = table.columns.get(field);
  if (!col) throw new Error(`query: unknown field "${field}"`);
  if (col.kind !== 'numeric') throw new Error(`query: cannot sum string field "${field}"`);
  const { values } = col;
  const cents = col.type === 'money';
  let total = 0;
  let worst = 0;
  for (let i = 0; i < rows.length; i++) {
    const v = values[rows[i] as number] as number;
    if (v !== v) continue;
    total += cents ? v : Math.round(v * 100);
    // Tracks the largest magnitude the running total reached: any step past 2^53 may have rounded.
    if (total > worst) worst = total;
    else if (-total > worst) worst = -total;
  }
  if (worst <= SAFE && Number.isSafeInteger(total)) return formatCents(total);
  let big = 0n;
  for (let i = 0; i < rows.length; i++) {
    const v = values[rows[i] as number] as number;
    if (v === v) big += BigInt(cents ? v : Math.round(v * 100));
  }
  return formatCents(big);
}
