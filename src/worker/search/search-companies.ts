import type { HttpClient } from '../../api/http/client';
import {
  companySimpleSearch,
  type CompanyOption,
  type SearchRole,
} from '../../api/endpoints/company/company-simple-search';

/** Companies by code or name, of one company role when given (buyer and supplier selects). */
export function searchCompanies(
  http: HttpClient,
  text: string,
  role?: SearchRole,
): Promise<CompanyOption[]> {
  const codeOrName = text.trim();
  return http.call(companySimpleSearch, { body: role ? { role, codeOrName } : { codeOrName } });
}
