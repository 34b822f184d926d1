import { BANK_SEARCH_DEBOUNCE_MS, SEARCH_DEBOUNCE_MS } from '../constants';

/** What a search select looks up. */
export type SearchKind =
  'buyer' | 'supplier' | 'bank' | 'company' | 'area' | 'contractTemplate' | 'product';

/**
 * How long each select waits for the user to pause (spec 001 §9): 350 ms for categories, 500 ms
 * for banks, whose search the spec counts separately ("bank search-by-user").
 */
export const SEARCH_DELAY_MS: Readonly<Record<SearchKind, number>> = {
  buyer: SEARCH_DEBOUNCE_MS,
  supplier: SEARCH_DEBOUNCE_MS,
  bank: BANK_SEARCH_DEBOUNCE_MS,
  company: SEARCH_DEBOUNCE_MS,
  area: SEARCH_DEBOUNCE_MS,
  contractTemplate: SEARCH_DEBOUNCE_MS,
  product: SEARCH_DEBOUNCE_MS,
};
