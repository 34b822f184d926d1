import type { ColumnKind } from './table-layouts';

/** A stored value: strings for string columns, numbers for float and money; null when empty. */
export type CellValue = string | number | null;

/**
 * A sync answer's cell as the column keeps it. Money arrives as a decimal string and becomes
 * a number of currency units (read back exactly as cents by the engine); a boolean becomes
 * 'true' / 'false'. Empty strings are empty, as in the query contract.
 */
export function cellValue(kind: ColumnKind, raw: unknown): CellValue {
  if (raw === null || raw === undefined || raw === '') return null;
  switch (kind) {
    case 'float':
    case 'money': {
      const n = typeof raw === 'number' ? raw : Number(raw);
      return Number.isFinite(n) ? n : null;
    }
    case 'bool':
      return raw === true || raw === 'true' ? 'true' : 'false';
    default:
      return String(raw);
  }
}
