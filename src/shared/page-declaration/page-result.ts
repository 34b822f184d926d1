/** One figure of the summary row: a column's sum over the whole filtered set, per currency. */
export interface ColumnSum {
  field: string;
  /** The currency of a money column with a currency field; null otherwise. */
  currency: string | null;
  /** Exact decimal text from the server (`"1234.50"`), never a float. */
  total: string;
}

/** What crosses from the worker for one search-list query: one page of rows, never more. */
export interface PageQueryResult {
  rows: Record<string, unknown>[];
  total: number;
  page: number;
  size: number;
  sums: ColumnSum[];
}
