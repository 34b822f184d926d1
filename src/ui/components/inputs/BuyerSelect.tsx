import { SEARCH_DELAY_MS } from '../../../shared/search/search-delays';
import { useCore } from '../../core/use-core';
import { SearchSelect, type SearchSelectProps } from './SearchSelect';
import { companyOption } from './search-options';

/**
 * Buyers by code or name: the company directory narrowed to the BUYER role (not the supplier's
 * receivables buyer list, which has no name search; docs/search-selects.md).
 */
export function BuyerSelect(props: SearchSelectProps) {
  const core = useCore();
  return (
    <SearchSelect
      {...props}
      delayMs={SEARCH_DELAY_MS.buyer}
      search={async (text) => (await core.search.companies(text, 'BUYER')).map(companyOption)}
    />
  );
}
