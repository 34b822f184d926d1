import type { ProductTerms } from './trial-types';

/** An accepted intention's price as far as the trial needs it (intention-schemas.ts priceSchema). */
export type PricedRate = Pick<
  ProductTerms,
  'rateType' | 'fixedRate' | 'baseRateType' | 'direction' | 'spread'
>;

/**
 * The terms a finance order applied for with an accepted intention is computed on
 * (docs/financing-intentions.md, "Apply for financing"): the funder's accepted price replaces the
 * product's rate — FIXED, or the reference rate ± spread — while everything else the funder did
 * not price stays the product's: advance rate, day base, tenor bounds, fees and currency.
 */
export function termsWithPrice(terms: ProductTerms, price: PricedRate): ProductTerms {
  const floating = price.rateType === 'FLOATING';
  return {
    ...terms,
    rateType: price.rateType,
    fixedRate: floating ? null : price.fixedRate,
    baseRateType: floating ? price.baseRateType : null,
    direction: floating ? price.direction : null,
    spread: floating ? price.spread : null,
  };
}

/** The reference rate the trial needs for `terms` (FLOATING), or null for a fixed rate. */
export const baseRateTypeOf = (terms: PricedRate): string | null =>
  terms.rateType === 'FLOATING' ? terms.baseRateType : null;
