import { SEARCH_DELAY_MS } from '../../../shared/search/search-delays';
import { useCore } from '../../core/use-core';
import { SearchSelect, type SearchSelectProps } from './SearchSelect';
import { companyOption } from './search-options';

/** Suppliers by code or name: the company directory narrowed to the SUPPLIER role. */
export function SupplierSelect(props: SearchSelectProps) {
  const core = useCore();
  return (
    <SearchSelect
      {...props}
      delayMs={SEARCH_DELAY_MS.supplier}
      search={async (text) => (await core.search.companies(text, 'SUPPLIER')).map(companyOption)}
    />
  );
}
