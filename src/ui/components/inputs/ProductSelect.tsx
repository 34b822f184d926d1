import { SEARCH_DELAY_MS } from '../../../shared/search/search-delays';
import { useCore } from '../../core/use-core';
import { SearchSelect, type SearchSelectProps } from './SearchSelect';
import { productOption } from './search-options';

/** A financing product by name (the first page of 20 matches). */
export function ProductSelect(props: SearchSelectProps) {
  const core = useCore();
  return (
    <SearchSelect
      {...props}
      delayMs={SEARCH_DELAY_MS.product}
      search={async (text) => (await core.search.products(text)).map(productOption)}
    />
  );
}
