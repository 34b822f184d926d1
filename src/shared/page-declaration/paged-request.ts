import { dropEmpty, type ListState } from './list-state';

/**
 * The paged-request body of a list state (spec 000 §7): pageNum, pageSize, orderByField, isDesc,
 * and every param and filter as its own field (`{field}Begin`/`End` for ranges). A param wins
 * over a filter of the same key. `isEqual` rides along only when the caller passes it. Empty
 * values and the select's `ALL` are no condition and are left out (spec 000 §3).
 */
export function pagedRequestBody(
  state: ListState,
  isEqual: string | null = null,
): Record<string, unknown> {
  return {
    ...dropEmpty(state.filters),
    ...dropEmpty(state.params),
    ...(isEqual === null ? {} : { isEqual }),
    pageNum: state.page,
    pageSize: state.size,
    ...(state.sort ? { orderByField: state.sort.field, isDesc: state.sort.desc } : {}),
  };
}
