import { isNoCondition, type ListState } from '../../../shared/page-declaration/list-state';
import type { PageDeclaration } from '../../../shared/page-declaration/types';

/**
 * Why an empty list is empty, as a translation key: the filters when any is set (empty and ALL
 * set none, spec 000 §3), otherwise the page's own reason (finance orders for a company that has
 * none), otherwise "No data".
 */
export function emptyMessageKey(declaration: PageDeclaration, state: ListState): string {
  const values = [...Object.values(state.params), ...Object.values(state.filters)];
  if (values.some((v) => !isNoCondition(v))) return 'search_list.empty_filtered';
  return declaration.emptyKey ?? 'common.empty_data';
}
