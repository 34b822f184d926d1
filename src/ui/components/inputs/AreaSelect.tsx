import { useTranslation } from 'react-i18next';
import { SEARCH_DELAY_MS } from '../../../shared/search/search-delays';
import { useCore } from '../../core/use-core';
import { SearchSelect, type SearchSelectProps } from './SearchSelect';
import { areaOption } from './search-options';

interface Props extends SearchSelectProps {
  /** Searches the areas under this one (a country's provinces); countries without it. */
  parentCode?: string;
}

/** A country (or an area under `parentCode`) by English or Chinese name. */
export function AreaSelect({ parentCode, ...props }: Props) {
  const core = useCore();
  const { i18n } = useTranslation();
  return (
    <SearchSelect
      {...props}
      delayMs={SEARCH_DELAY_MS.area}
      search={async (text) =>
        (await core.search.areas(text, parentCode)).map((a) => areaOption(a, i18n.language))
      }
    />
  );
}
