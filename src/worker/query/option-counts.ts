import { keyReader } from './column-keys';
import { filterRows } from './filter-rows';
import type { Filter, OptionCount, Table } from './types';
import { formatCents, formatDay } from './values';

/**
 * The values a column filter can offer, each with how many rows have it under the other
 * active filters (a filter on `field` itself is ignored, so picking one option never hides
 * the others). Sorted like an ascending sort of the column, empty (null) last; zero counts are left out.
 */
export function optionCounts(
  table: Table,
  field: string,
  filters: readonly Filter[],
): OptionCount[] {
  const col = table.columns.get(field);
  if (!col) throw new Error(`query: unknown field "${field}"`);
  const rows = filterRows(
    table,
    filters.filter((f) => f.field !== field),
  );
  const { domain, key } = keyReader(col);
  const counts = new Uint32Array(domain);
  const sample = new Int32Array(domain).fill(-1);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as number;
    const k = key(row);
    const seen = counts[k] as number;
    counts[k] = seen + 1;
    if (seen === 0) sample[k] = row;
  }
  const out: OptionCount[] = [];
  for (let k = 0; k < domain; k++) {
    const count = counts[k] as number;
    if (count === 0) continue;
    const row = sample[k] as number;
    let value: string | number | null;
    if (col.kind === 'string') {
      const code = col.codes[row] as number;
      value = code < 0 ? null : col.text(code);
    } else {
      const v = col.values[row] as number;
      value =
        v !== v
          ? null
          : col.type === 'money'
            ? formatCents(v)
            : col.type === 'date'
              ? formatDay(v)
              : v;
    }
    out.push({ value, count });
  }
  return out;
}
