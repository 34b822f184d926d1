import { useTranslation } from 'react-i18next';
import { SEARCH_DELAY_MS } from '../../../shared/search/search-delays';
import { useCore } from '../../core/use-core';
import { SearchSelect, type SearchSelectProps } from './SearchSelect';
import { bankOption } from './search-options';

/** Banks by English name, local name or SWIFT code; waits 500 ms, longer than the others. */
export function BankSelect(props: SearchSelectProps) {
  const core = useCore();
  const { i18n } = useTranslation();
  return (
    <SearchSelect
      {...props}
      delayMs={SEARCH_DELAY_MS.bank}
      search={async (text) =>
        (await core.search.banks(text)).map((b) => bankOption(b, i18n.language))
      }
    />
  );
}
