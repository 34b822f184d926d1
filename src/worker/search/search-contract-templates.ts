import type { HttpClient } from '../../api/http/client';
import { normalizePage } from '../../api/contract/paged';
import {
  contractTemplateQuery,
  type ContractTemplate,
} from '../../api/endpoints/contract/template-query';
import { SEARCH_PAGE } from './search-limits';

/** The first page of contract templates whose name contains the text. */
export async function searchContractTemplates(
  http: HttpClient,
  text: string,
): Promise<ContractTemplate[]> {
  const page = await http.call(contractTemplateQuery, {
    body: { name: text.trim(), ...SEARCH_PAGE },
  });
  // A real backend may page in another shape; normalizePage reads them all.
  return normalizePage<ContractTemplate>(page).rows;
}
