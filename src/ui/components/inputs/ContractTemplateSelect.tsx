import { SEARCH_DELAY_MS } from '../../../shared/search/search-delays';
import { useCore } from '../../core/use-core';
import { SearchSelect, type SearchSelectProps } from './SearchSelect';
import { templateOption } from './search-options';

/** A contract template by name (the first page of 20 matches). */
export function ContractTemplateSelect(props: SearchSelectProps) {
  const core = useCore();
  return (
    <SearchSelect
      {...props}
      delayMs={SEARCH_DELAY_MS.contractTemplate}
      search={async (text) => (await core.search.contractTemplates(text)).map(templateOption)}
    />
  );
}
