import type { Column, ColumnSpec, Table } from './types';
import { isEmpty, parseCents, parseDay } from './values';

/** Encodes one string column; the dictionary is deduplicated here because rows are already objects. */
function encodeStrings(name: string, rows: readonly Record<string, unknown>[]): Column {
  const codes = new Int32Array(rows.length);
  const dict: string[] = [];
  const seen = new Map<string, number>();
  for (let i = 0; i < rows.length; i++) {
    const raw = rows[i]?.[name];
    if (isEmpty(raw)) {
      codes[i] = -1;
      continue;
    }
    const text = String(raw);
    let code = seen.get(text);
    if (code === undefined) {
      code = dict.length;
      dict.push(text);
      seen.set(text, code);
    }
    codes[i] = code;
  }
  return {
    kind: 'string',
    name,
    type: 'string',
    codes,
    size: dict.length,
    dict: () => dict,
    text: (code) => dict[code] as string,
    cache: {},
  };
}

function toNumber(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && raw.trim() !== '') return Number(raw);
  return Number.NaN;
}

function encodeNumbers(spec: ColumnSpec, rows: readonly Record<string, unknown>[]): Column {
  const type = spec.type === 'string' ? 'number' : spec.type;
  const parse = type === 'money' ? parseCents : type === 'date' ? parseDay : toNumber;
  const values = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const raw = rows[i]?.[spec.name];
    values[i] = isEmpty(raw) ? Number.NaN : parse(raw);
  }
  return { kind: 'numeric', name: spec.name, type, values, cache: {} };
}

/** The entry point tests use: row objects in, columns out; the page's rows are the given objects. */
export function createTable(columns: ColumnSpec[], rows: Record<string, unknown>[]): Table {
  const map = new Map<string, Column>();
  for (const spec of columns) {
    map.set(
      spec.name,
      spec.type === 'string' ? encodeStrings(spec.name, rows) : encodeNumbers(spec, rows),
    );
  }
  return {
    length: rows.length,
    specs: columns.slice(),
    columns: map,
    rowAt: (index) => rows[index] ?? {},
  };
}
