import { SEARCH_DELAY_MS } from '../../../shared/search/search-delays';
import { useCore } from '../../core/use-core';
import { SearchSelect, type SearchSelectProps } from './SearchSelect';
import { companyOption } from './search-options';

/** Any company by code or name, whatever its role. */
export function CompanySelect(props: SearchSelectProps) {
  const core = useCore();
  return (
    <SearchSelect
      {...props}
      delayMs={SEARCH_DELAY_MS.company}
      search={async (text) => (await core.search.companies(text)).map(companyOption)}
    />
  );
}
