import { SEARCH_DELAY_MS } from '../../../shared/search/search-delays';
import { useCore } from '../../core/use-core';
import { SearchSelect, type SearchSelectProps } from '../../components/inputs/SearchSelect';

/** A product chosen from the search's answer, with the currency the intention takes. */
export interface ChosenProduct {
  id: string;
  currency: string;
}

/**
 * Financing products by name (the product search of docs/search-selects.md, 350 ms). The value
 * is the product's id; its currency rides as the option's detail ("Receivables Factoring (USD)
 * (USD)" would repeat it, but not every product names its currency).
 */
export function ProductSelect({
  onProduct,
  ...props
}: Omit<SearchSelectProps, 'onChange'> & { onProduct: (product: ChosenProduct | null) => void }) {
  const core = useCore();
  return (
    <SearchSelect
      {...props}
      delayMs={SEARCH_DELAY_MS.product}
      search={async (text) =>
        (await core.search.products(text)).map((p) => ({
          value: p.id,
          label: p.name,
          detail: p.currency,
        }))
      }
      onChange={(option) =>
        onProduct(option ? { id: option.value, currency: option.detail ?? '' } : null)
      }
    />
  );
}
