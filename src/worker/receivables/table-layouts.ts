/**
 * What the worker keeps of each mirrored table, column by column, and how each column is laid
 * out in the Arrow chunks. The layouts are chosen for a cheap cold load by the query engine
 * (src/worker/query/table-from-arrow.ts): low-cardinality strings and dates are
 * dictionary-encoded (the engine maps codes in bulk and parses each date once per dictionary
 * entry), the unique invoice number is plain Utf8 (decoded only when a query needs it), ids and
 * money are Float64 (money in currency units: the engine reads it as Math.round(x * 100),
 * exact for any amount below 2^53 cents). `updatedAt` and `seq` are not kept: nothing shows
 * them, and the sync state holds the sequence.
 */
import type { SyncTable } from '../../api/endpoints/receivables/sync-table';

/**
 * `dict`: a string column, dictionary-encoded per chunk; `utf8`: a plain string column; `float`:
 * a number; `money`: a decimal string stored as a Float64 of currency units; `bool`: a boolean
 * stored as the dictionary string 'true' / 'false' (the engine has no boolean type).
 */
export type ColumnKind = 'dict' | 'utf8' | 'float' | 'money' | 'bool';

export interface StoredColumn {
  name: string;
  kind: ColumnKind;
}

export interface TableLayout {
  table: CachedTable;
  /** The first column is the row's key (the server's key column). */
  columns: readonly StoredColumn[];
}

/**
 * The mirrored tables. Financings back no list tab: the dashboards read them (financing
 * balance, repayments due) through the cache's rawTable.
 */
export type CachedTable = Extract<
  SyncTable,
  'buyers' | 'receivables' | 'payments' | 'dilutions' | 'financings'
>;
export const CACHED_TABLES: readonly CachedTable[] = [
  'buyers',
  'receivables',
  'payments',
  'dilutions',
  'financings',
];

const c = (name: string, kind: ColumnKind): StoredColumn => ({ name, kind });

export const TABLE_LAYOUTS: Record<CachedTable, TableLayout> = {
  buyers: {
    table: 'buyers',
    columns: [c('buyerCode', 'utf8'), c('buyerName', 'utf8'), c('country', 'dict')],
  },
  receivables: {
    table: 'receivables',
    columns: [
      c('id', 'float'),
      c('invoiceNo', 'utf8'),
      c('buyerCode', 'dict'),
      c('currency', 'dict'),
      c('issueDate', 'dict'),
      c('dueDate', 'dict'),
      c('amount', 'money'),
      c('outstanding', 'money'),
      c('status', 'dict'),
      c('financed', 'bool'),
    ],
  },
  payments: {
    table: 'payments',
    columns: [
      c('id', 'float'),
      c('receivableId', 'float'),
      c('invoiceNo', 'utf8'),
      c('buyerCode', 'dict'),
      c('currency', 'dict'),
      c('paymentDate', 'dict'),
      c('amount', 'money'),
    ],
  },
  dilutions: {
    table: 'dilutions',
    columns: [
      c('id', 'float'),
      c('receivableId', 'float'),
      c('invoiceNo', 'utf8'),
      c('buyerCode', 'dict'),
      c('currency', 'dict'),
      c('dilutionDate', 'dict'),
      c('amount', 'money'),
      c('reason', 'dict'),
    ],
  },
  financings: {
    table: 'financings',
    columns: [
      c('id', 'float'),
      c('receivableId', 'float'),
      c('buyerCode', 'dict'),
      c('currency', 'dict'),
      c('financingDate', 'dict'),
      c('repaymentDate', 'dict'),
      c('amount', 'money'),
      c('balance', 'money'),
      c('status', 'dict'),
    ],
  },
};

/**
 * The columns a table's chunks were written with. A sync state records it; chunks of another
 * layout (an older client's) are not read but synced again from scratch, since their Arrow
 * batches lack or misplace the columns this client expects.
 */
export const layoutKey = (layout: TableLayout): string =>
  layout.columns.map((column) => `${column.name}:${column.kind}`).join(',');

/** True when the state's chunks were written with `layout`'s columns. */
export const writtenWith = (state: { layout?: string } | undefined, layout: TableLayout): boolean =>
  state?.layout === layoutKey(layout);

/**
 * The query engine's type of a stored column: dates are the dictionary columns named `…Date`
 * (kept as text in the chunks, parsed once per dictionary entry by the engine).
 */
export function engineType(column: StoredColumn): 'string' | 'number' | 'money' | 'date' {
  if (column.kind === 'money') return 'money';
  if (column.kind === 'float') return 'number';
  return column.kind === 'dict' && column.name.endsWith('Date') ? 'date' : 'string';
}

/** A row's key: numeric ids, or the buyer code. */
export type RowKey = number | string;

/** Keys of one table are all numbers or all strings; numbers compare numerically. */
export const compareKeys = (a: RowKey, b: RowKey): number => (a < b ? -1 : a > b ? 1 : 0);

/** A tombstone's key arrives as text; numeric key columns are compared as numbers. */
export const keyFromText = (layout: TableLayout, text: string): RowKey =>
  layout.columns[0]?.kind === 'float' ? Number(text) : text;
