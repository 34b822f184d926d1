import { cellOf, type ColumnarRows, type ColumnData, type RowSource } from './row-source';
import type { RowKey, TableLayout } from './table-layouts';
import { identityRows } from './identity-rows';

/**
 * Synced rows held column by column while a sync runs: a million rows as row arrays of
 * parsed JSON would cost several hundred MB, so each page is folded into columns at once (one
 * tight loop per column: numbers into a Float64Array, dictionary columns as codes into one
 * dictionary of their distinct strings, plain strings kept as the strings) and the page is
 * dropped. Cells become what cell-value.ts says (`cellValue`), inlined per column kind.
 */
export interface RowBlock extends RowSource, ColumnarRows {
  /** Appends rows given as a sync answer's arrays; `index[k]` is column k's position in a row. Answers the first new row. */
  appendRows(raw: readonly (readonly unknown[])[], index: readonly number[]): number;
  /** Appends one row (see appendRows); answers its row number. */
  append(raw: readonly unknown[], index: readonly number[]): number;
}

type Growing =
  | { kind: 'number'; values: Float64Array; money: boolean }
  | { kind: 'codes'; codes: Int32Array; dict: string[]; codeOf: Map<string, number>; bool: boolean }
  | { kind: 'strings'; strings: (string | null)[] };

function grow<T extends Float64Array | Int32Array>(array: T, need: number): T {
  if (need <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(
    Math.max(need, array.length * 2, 1024),
  );
  next.set(array);
  return next;
}

/** `cellValue` of a number or money column: finite numbers, NaN for empty. */
function toNumber(raw: unknown): number {
  if (raw === null || raw === undefined || raw === '') return Number.NaN;
  const n = typeof raw === 'number' ? raw : Number(raw);
  return Number.isFinite(n) ? n : Number.NaN;
}

export function createRowBlock(layout: TableLayout): RowBlock {
  const growing: Growing[] = layout.columns.map((c): Growing => {
    if (c.kind === 'float' || c.kind === 'money')
      return { kind: 'number', values: new Float64Array(0), money: c.kind === 'money' };
    if (c.kind === 'dict' || c.kind === 'bool')
      return {
        kind: 'codes',
        codes: new Int32Array(0),
        dict: [],
        codeOf: new Map(),
        bool: c.kind === 'bool',
      };
    return { kind: 'strings', strings: [] };
  });
  let length = 0;
  const identity = identityRows();

  const columnsNow = (): ColumnData[] =>
    growing.map((g) =>
      g.kind === 'number'
        ? { kind: 'number', values: g.values }
        : g.kind === 'codes'
          ? { kind: 'codes', codes: g.codes, dict: g.dict }
          : { kind: 'strings', strings: g.strings },
    );

  const appendRows = (raw: readonly (readonly unknown[])[], index: readonly number[]): number => {
    const start = length;
    const n = raw.length;
    for (let k = 0; k < growing.length; k++) {
      const g = growing[k] as Growing;
      const at = index[k] as number;
      if (g.kind === 'number') {
        const values = (g.values = grow(g.values, start + n));
        for (let i = 0; i < n; i++)
          values[start + i] = toNumber((raw[i] as readonly unknown[])[at]);
      } else if (g.kind === 'codes') {
        const codes = (g.codes = grow(g.codes, start + n));
        const { dict, codeOf, bool } = g;
        for (let i = 0; i < n; i++) {
          const v = (raw[i] as readonly unknown[])[at];
          if (v === null || v === undefined || v === '') {
            codes[start + i] = -1;
            continue;
          }
          const s = bool
            ? v === true || v === 'true'
              ? 'true'
              : 'false'
            : typeof v === 'string'
              ? v
              : String(v);
          let code = codeOf.get(s);
          if (code === undefined) {
            code = dict.length;
            dict.push(s);
            codeOf.set(s, code);
          }
          codes[start + i] = code;
        }
      } else {
        const { strings } = g;
        for (let i = 0; i < n; i++) {
          const v = (raw[i] as readonly unknown[])[at];
          strings.push(
            v === null || v === undefined || v === ''
              ? null
              : typeof v === 'string'
                ? v
                : String(v),
          );
        }
      }
    }
    length += n;
    return start;
  };

  const key = (row: number): RowKey => {
    const g = growing[0] as Growing;
    if (g.kind === 'number') return g.values[row] as number;
    return cellOf(
      g.kind === 'codes' ? { kind: 'codes', codes: g.codes, dict: g.dict } : g,
      row,
    ) as RowKey;
  };

  const block: RowBlock = {
    get length() {
      return length;
    },
    get columns() {
      return columnsNow();
    },
    get sources() {
      return [block];
    },
    from: null,
    get rows() {
      return identity(length);
    },
    appendRows,
    append: (raw, index) => appendRows([raw], index),
    value: (column, row) => cellOf(columnsNow()[column] as ColumnData, row),
    key,
  };
  return block;
}
