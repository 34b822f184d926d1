import type { DatasetId } from '../../shared/receivables/datasets';
import type { Filter } from '../query/types';

/**
 * Filters every query of a dataset carries. The due-balance dataset is the receivables still
 * owed (outstanding > 0), as the server's queryDueBalanceTable; the others show every row.
 */
export function baseFilters(dataset: DatasetId): Filter[] {
  return dataset === 'dueBalance'
    ? [{ field: 'outstanding', kind: 'range', min: 0, minExclusive: true }]
    : [];
}
