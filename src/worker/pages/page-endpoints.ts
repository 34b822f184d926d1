import type { EndpointDef } from '../../api/contract/endpoint';
import { accountList } from '../../api/endpoints/org/account-list';
import { declaredLists } from '../../api/endpoints/pages/declared-lists';

/** Endpoints a page declaration may name as its source (paged-request contract), by id. */
export const pageEndpoints: Readonly<Record<string, EndpointDef>> = {
  [accountList.id]: accountList,
  ...Object.fromEntries(declaredLists.map((l) => [l.endpoint.id, l.endpoint])),
};
