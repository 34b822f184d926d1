/**
 * The locally cached receivables datasets (issue #4): what the worker mirrors, how each
 * dataset's columns are typed for the query engine, and which label key the UI shows. Shared
 * by the worker (building tables, answering views) and the UI (the analytics tables), so a
 * column is declared once.
 */

export type DatasetId = 'dueBalance' | 'paymentHistory' | 'dilution';
export const DATASET_IDS: readonly DatasetId[] = ['dueBalance', 'paymentHistory', 'dilution'];

/** The engine's column types; a boolean (financed) is kept as the string 'true' / 'false'. */
export type DatasetColumnType = 'string' | 'number' | 'money' | 'date';

export interface DatasetColumn {
  name: string;
  type: DatasetColumnType;
  /** Translation key of the column title. */
  label: string;
  /** For money columns: the column holding the currency (sums are kept per currency). */
  currencyField?: string;
  /** Not shown by default (still filterable and sortable). */
  hidden?: boolean;
  /** Width in px. */
  width: number;
}

export interface DatasetSpec {
  id: DatasetId;
  /** The sync tables it is built from; the first is the row source. */
  tables: readonly string[];
  /** Translation key of the tab title. */
  label: string;
  columns: readonly DatasetColumn[];
  /** The default order when the user has not sorted. */
  defaultSort: { field: string; order: 'asc' | 'desc' }[];
  /** Money columns summed over the filtered rows, per currency. */
  sumBy: readonly string[];
}

const col = (
  name: string,
  type: DatasetColumnType,
  width: number,
  extra: Partial<DatasetColumn> = {},
): DatasetColumn => ({ name, type, width, label: `receivables.column.${name}`, ...extra });

/** Every dataset starts with the row's id, its invoice and its buyer. */
const leading = (): DatasetColumn[] => [
  col('id', 'number', 90, { hidden: true }),
  col('invoiceNo', 'string', 140),
  col('buyerCode', 'string', 110),
  col('buyerName', 'string', 240),
  col('currency', 'string', 90),
];

export const DATASETS: Record<DatasetId, DatasetSpec> = {
  dueBalance: {
    id: 'dueBalance',
    tables: ['receivables', 'buyers'],
    label: 'receivables.tab.dueBalance',
    columns: [
      ...leading(),
      col('issueDate', 'date', 120),
      col('dueDate', 'date', 120),
      col('amount', 'money', 150, { currencyField: 'currency' }),
      col('outstanding', 'money', 150, { currencyField: 'currency' }),
      col('status', 'string', 140),
      col('financed', 'string', 100),
    ],
    defaultSort: [{ field: 'dueDate', order: 'asc' }],
    sumBy: ['amount', 'outstanding'],
  },
  paymentHistory: {
    id: 'paymentHistory',
    tables: ['payments', 'buyers'],
    label: 'receivables.tab.paymentHistory',
    columns: [
      ...leading(),
      col('paymentDate', 'date', 120),
      col('amount', 'money', 150, { currencyField: 'currency' }),
    ],
    defaultSort: [{ field: 'paymentDate', order: 'desc' }],
    sumBy: ['amount'],
  },
  dilution: {
    id: 'dilution',
    tables: ['dilutions', 'buyers'],
    label: 'receivables.tab.dilution',
    columns: [
      ...leading(),
      col('dilutionDate', 'date', 120),
      col('amount', 'money', 150, { currencyField: 'currency' }),
      col('reason', 'string', 170),
    ],
    defaultSort: [{ field: 'dilutionDate', order: 'desc' }],
    sumBy: ['amount'],
  },
};
