import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  isNoCondition,
  type ListState,
} from './list-state';
import type { PageDeclaration } from './types';

/** Keys the list itself writes; never params or filters. */
const RESERVED = new Set(['sort', 'page', 'size']);
/** Spec 000 §2: passed once only, as a request flag, never a param nor a filter tag. */
export const IS_EQUAL_KEY = 'isEqual';

export interface RoutePrefill {
  state: ListState;
  /** The `isEqual` value of the route query, if any. */
  isEqual: string | null;
}

/**
 * The keys that may become a filter (a closable tag): the declared column filters, and the
 * whitelist's keys that are not search fields (org-account's `id`). Anything else in the
 * address (`pageSize`, `pageNum`, a guard's `__role`, a link's `notice`) is never a filter.
 */
export function filterKeys(declaration: PageDeclaration): Set<string> {
  const keys = new Set(declaration.columns.filter((c) => c.filterable).map((c) => c.key));
  for (const key of declaration.routeQueryWhitelist ?? []) {
    if (key !== IS_EQUAL_KEY) keys.add(key);
  }
  return keys;
}

/** The request field names a search field fills: a date range fills two. */
export function searchParamKeys(declaration: PageDeclaration): Set<string> {
  const keys = new Set<string>();
  for (const field of declaration.searchFields) {
    if (field.control === 'dateRange') {
      keys.add(`${field.key}Begin`);
      keys.add(`${field.key}End`);
    } else keys.add(field.key);
  }
  return keys;
}

const positiveInt = (text: string | null): number | null => {
  const n = text === null ? NaN : Number(text);
  return Number.isInteger(n) && n >= 1 ? n : null;
};

/**
 * Reads the route query (spec 000 §2): keys of search fields become params, keys of column
 * filters (and whitelisted keys) become filters, others are dropped; `isEqual` is taken once,
 * and with a whitelist only listed keys count. Empty and `ALL` values are no condition. `sort`, `page`
 * and `size` are the list's own; anything unreadable is dropped, never an error.
 */
export function decodeListQuery(
  declaration: PageDeclaration,
  query: URLSearchParams,
): RoutePrefill {
  const allowed = declaration.routeQueryWhitelist ? new Set(declaration.routeQueryWhitelist) : null;
  const paramKeys = searchParamKeys(declaration);
  const filterable = filterKeys(declaration);
  const params: Record<string, string> = {};
  const filters: Record<string, string> = {};
  let isEqual: string | null = null;
  for (const [key, value] of query) {
    if (RESERVED.has(key) || isNoCondition(value)) continue;
    if (allowed && !allowed.has(key)) continue;
    if (key === IS_EQUAL_KEY) {
      isEqual ??= value;
      continue;
    }
    if (paramKeys.has(key)) params[key] ??= value;
    else if (filterable.has(key)) filters[key] ??= value;
  }
  return { state: { params, filters, ...decodePaging(declaration, query) }, isEqual };
}

function decodePaging(declaration: PageDeclaration, query: URLSearchParams) {
  const size = positiveInt(query.get('size'));
  const [field, direction] = (query.get('sort') ?? '').split('.');
  const sortable = declaration.columns.some((c) => c.key === field && c.sortable);
  return {
    page: positiveInt(query.get('page')) ?? DEFAULT_PAGE,
    size:
      size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort:
      field && sortable && (direction === 'asc' || direction === 'desc')
        ? { field, desc: direction === 'desc' }
        : null,
  };
}

/** The URL query of a state: plain keys, so it reads back through decodeListQuery. */
export function encodeListQuery(state: ListState): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(state.params)) query.set(key, value);
  for (const [key, value] of Object.entries(state.filters)) {
    if (!query.has(key)) query.set(key, value);
  }
  if (state.sort) query.set('sort', `${state.sort.field}.${state.sort.desc ? 'desc' : 'asc'}`);
  if (state.page !== DEFAULT_PAGE) query.set('page', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) query.set('size', String(state.size));
  return query;
}
