/** Page 1, size 20: the paged contract's defaults (src/api/contract/paged.ts; shared may not import it). */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;

/** Page sizes the table offers (spec 000 §9); the first is the default. */
export const PAGE_SIZES = [20, 50, 100] as const;

export interface ListSort {
  field: string;
  desc: boolean;
}

/**
 * What a search-list page is showing: serialisable, so it lives in the URL (refine's list state).
 * `params` are search-form values (a date range as `{key}Begin` / `{key}End`); `filters` are
 * the other equality filters (route query, column filters) shown as closable tags.
 */
export interface ListState {
  params: Readonly<Record<string, string>>;
  filters: Readonly<Record<string, string>>;
  sort: ListSort | null;
  page: number;
  size: number;
}

export const emptyListState = (): ListState => ({
  params: {},
  filters: {},
  sort: null,
  page: DEFAULT_PAGE,
  size: DEFAULT_PAGE_SIZE,
});

/** A new sort always starts from page 1 (spec 000 §4). */
export const withSort = (state: ListState, sort: ListSort | null): ListState => ({
  ...state,
  sort,
  page: DEFAULT_PAGE,
});

/** A query from the form replaces the params and starts from page 1; filters stay. */
export const withParams = (state: ListState, params: Record<string, string>): ListState => ({
  ...state,
  params: dropEmpty(params),
  page: DEFAULT_PAGE,
});

export const withoutFilter = (state: ListState, key: string): ListState => {
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([k]) => k !== key));
  return { ...state, filters, page: DEFAULT_PAGE };
};

/**
 * A column filter's Query (spec 000 §4): sets that column's filter and starts from page 1; an
 * empty value counts as Reset and removes it.
 */
export const withFilter = (state: ListState, key: string, value: string): ListState =>
  isNoCondition(value)
    ? withoutFilter(state, key)
    : { ...state, filters: { ...state.filters, [key]: value }, page: DEFAULT_PAGE };

export const withPage = (state: ListState, page: number, size: number): ListState => ({
  ...state,
  page: size === state.size ? page : DEFAULT_PAGE,
  size,
});

/**
 * The select value that means "all", like the empty key (spec 000 §3). No list has a search or
 * filter whose real value is the bare word `ALL`, so it counts as no condition everywhere.
 */
export const ALL_VALUE = 'ALL';

/** Empty and `ALL` mean "no condition": never sent, never a tag, never written to the URL. */
export const isNoCondition = (value: string): boolean =>
  value.trim() === '' || value.trim() === ALL_VALUE;

/** Empty values (and `ALL`) mean "no condition" and are never sent nor written to the URL. */
export function dropEmpty(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => !isNoCondition(v)));
}
