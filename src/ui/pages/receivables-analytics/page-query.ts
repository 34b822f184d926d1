import { DATASETS, DATASET_IDS, type DatasetId } from '../../../shared/receivables/datasets';
import type { SortState } from '../../components/virtual-table/types';
import { DATASET_FILTERS, ENUM_PARAMS, type EnumParam } from './dataset-filters';

/**
 * The page's whole query as the user set it, kept in the URL so a view can be bookmarked:
 * `?tab=dueBalance&invoice=inv0001&buyer=B00001,B00002&currency=USD&status=OPEN
 *   &from=2026-01-01&to=2026-03-31&min=1000&max=50000&sort=dueDate.desc`
 * Text fields keep what was typed (a half-typed "1." stays); view-query.ts reads them.
 */
export interface PageQuery {
  tab: DatasetId;
  invoice: string;
  enums: Record<EnumParam, readonly string[]>;
  from: string;
  to: string;
  min: string;
  max: string;
  sort: SortState | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NO_ENUMS: Record<EnumParam, readonly string[]> = {
  buyer: [],
  currency: [],
  status: [],
  reason: [],
};

export const emptyPageQuery = (tab: DatasetId): PageQuery => ({
  tab,
  invoice: '',
  enums: NO_ENUMS,
  from: '',
  to: '',
  min: '',
  max: '',
  sort: null,
});

const isDataset = (value: string | null): value is DatasetId =>
  DATASET_IDS.includes(value as DatasetId);

const list = (value: string | null): string[] =>
  value ? [...new Set(value.split(',').filter((v) => v !== ''))] : [];

function parseSort(value: string | null, tab: DatasetId): SortState | null {
  const match = /^(.+)\.(asc|desc)$/.exec(value ?? '');
  if (!match?.[1] || !match[2]) return null;
  const field = match[1];
  if (!DATASETS[tab].columns.some((column) => column.name === field)) return null;
  return { field, order: match[2] as 'asc' | 'desc' };
}

/** Reads the URL; anything unknown or malformed is dropped rather than failing the page. */
export function parsePageQuery(params: URLSearchParams): PageQuery {
  const tabParam = params.get('tab');
  const tab = isDataset(tabParam) ? tabParam : 'dueBalance';
  const offered = new Set(DATASET_FILTERS[tab].enums.map((spec) => spec.param));
  const enums = { ...NO_ENUMS };
  for (const param of ENUM_PARAMS) if (offered.has(param)) enums[param] = list(params.get(param));
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    tab,
    invoice: params.get('invoice') ?? '',
    enums,
    from: date('from'),
    to: date('to'),
    min: params.get('min') ?? '',
    max: params.get('max') ?? '',
    sort: parseSort(params.get('sort'), tab),
  };
}

/** The URL of a query: empty filters are left out, parameters in a fixed order. */
export function writePageQuery(query: PageQuery): URLSearchParams {
  const params = new URLSearchParams({ tab: query.tab });
  if (query.invoice) params.set('invoice', query.invoice);
  for (const param of ENUM_PARAMS) {
    const values = query.enums[param];
    if (values.length > 0) params.set(param, values.join(','));
  }
  for (const name of ['from', 'to', 'min', 'max'] as const) {
    if (query[name]) params.set(name, query[name]);
  }
  if (query.sort) params.set('sort', `${query.sort.field}.${query.sort.order}`);
  return params;
}

/**
 * Another tab keeps the filters on columns every dataset has (invoice, buyer, currency); the
 * dates, amounts, statuses and sort mean something else there.
 */
export function switchTab(query: PageQuery, tab: DatasetId): PageQuery {
  return {
    ...emptyPageQuery(tab),
    invoice: query.invoice,
    enums: { ...NO_ENUMS, buyer: query.enums.buyer, currency: query.enums.currency },
  };
}

/** A header click: ascending, then descending, then back to the dataset's default order. */
export function nextSort(current: SortState | null, field: string): SortState | null {
  if (current?.field !== field) return { field, order: 'asc' };
  return current.order === 'asc' ? { field, order: 'desc' } : null;
}
