/**
 * A list filter and sort key as plain data (issue #4): the query engine in the worker runs
 * them, the UI builds them, so both threads share this one declaration.
 */
export type Filter =
  | { field: string; kind: 'dateRange'; from?: string | null; to?: string | null }
  | { field: string; kind: 'enum'; values: (string | number)[] }
  | { field: string; kind: 'text'; pattern: string }
  | {
      field: string;
      kind: 'range';
      min?: number;
      max?: number;
      minExclusive?: boolean;
      maxExclusive?: boolean;
    };

export interface SortKey {
  field: string;
  order: 'asc' | 'desc';
}
