import { proxy } from 'comlink';
import { searchAreas } from './search-areas';
import { searchBanks } from './search-banks';
import { searchCompanies } from './search-companies';
import { searchContractTemplates } from './search-contract-templates';
import { searchProducts } from './search-products';
import type { SearchRole } from '../../api/endpoints/company/company-simple-search';
import type { CoreServices } from '../core/create-core';

/** The search selects' lookups (docs/search-selects.md). */
export function searchNamespace(core: Promise<CoreServices>) {
  return proxy({
    async banks(text: string) {
      return searchBanks((await core).http, text);
    },
    async companies(text: string, role?: SearchRole) {
      return searchCompanies((await core).http, text, role);
    },
    /** Countries, or the areas under `parentCode`. */
    async areas(text: string, parentCode?: string) {
      return searchAreas((await core).http, text, parentCode);
    },
    async contractTemplates(text: string) {
      return searchContractTemplates((await core).http, text);
    },
    async products(text: string) {
      return searchProducts((await core).http, text);
    },
  });
}
