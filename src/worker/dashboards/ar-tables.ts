import type { Table } from '../query/types';

/** The cached tables the dashboard reads (engine tables with buyerName where they have buyerCode). */
export interface ArTables {
  buyers: Table;
  receivables: Table;
  payments: Table;
  dilutions: Table;
  financings: Table;
}
