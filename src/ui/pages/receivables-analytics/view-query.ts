import { DATASETS } from '../../../shared/receivables/datasets';
import type { ViewFilter, ViewQuery } from '../../../shared/receivables/view-types';
import { amountRange } from './amount-range';
import { DATASET_FILTERS } from './dataset-filters';
import { searchPattern } from '../../../shared/query/search-pattern';
import type { PageQuery } from './page-query';

/** The worker's query for the page's query. */
export function toViewQuery(query: PageQuery): ViewQuery {
  const spec = DATASET_FILTERS[query.tab];
  const filters: ViewFilter[] = [];
  const pattern = searchPattern(query.invoice);
  if (pattern) filters.push({ field: spec.textField, kind: 'text', pattern });
  for (const { param, field } of spec.enums) {
    const values = query.enums[param];
    if (values.length > 0) filters.push({ field, kind: 'enum', values: [...values] });
  }
  if (query.from || query.to) {
    filters.push({
      field: spec.dateField,
      kind: 'dateRange',
      from: query.from || null,
      to: query.to || null,
    });
  }
  const { min, max } = amountRange(query.min, query.max);
  if (min !== undefined || max !== undefined) {
    filters.push({
      field: spec.amountField,
      kind: 'range',
      ...(min !== undefined && { min }),
      ...(max !== undefined && { max }),
    });
  }
  return {
    filters,
    sort: query.sort ? [query.sort] : DATASETS[query.tab].defaultSort.map((key) => ({ ...key })),
  };
}

/** The filters an option list is counted under: every one but the list's own. */
export const filtersExcept = (filters: readonly ViewFilter[], field: string): ViewFilter[] =>
  filters.filter((filter) => filter.field !== field);
