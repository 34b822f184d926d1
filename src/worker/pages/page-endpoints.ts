import type { EndpointDef } from '../../api/contract/endpoint';
import { accountList } from '../../api/endpoints/org/account-list';

/** Endpoints a page declaration may name as its source (paged-request contract), by id. */
export const pageEndpoints: Readonly<Record<string, EndpointDef>> = {
  [accountList.id]: accountList,
};
