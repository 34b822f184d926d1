import type { CompanyOption } from '../../../api/endpoints/company/company-simple-search';
import type { SearchOption } from '../../../shared/search/search-option';

/**
 * How a company search's answers read as options. Codes are the values: they are the stable
 * keys. The server already answers the company name in the request's language.
 */
export const companyOption = (c: CompanyOption): SearchOption => ({
  value: c.code,
  label: c.name,
  detail: c.code,
});
