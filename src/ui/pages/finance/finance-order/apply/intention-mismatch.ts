import type { ApplicationDraft } from './application-draft';

/**
 * The wizard's own check of what an accepted intention was priced for (the server's is
 * intention-binding.ts): the product on step 0, the funder on step 1, the buyer on step 2. Null
 * when the step's choice is the intention's, or there is no intention.
 */
export function intentionMismatch(
  draft: ApplicationDraft,
  step: number,
): { field: string; vars: { id: string; name: string } } | null {
  const bound = draft.intention;
  if (!bound) return null;
  const vars = (name: string) => ({ id: bound.id, name });
  if (step === 0 && draft.product && draft.product.id !== bound.productId) {
    return { field: 'financingProductId', vars: vars(bound.productName) };
  }
  if (step === 1 && draft.funderCompanyId && draft.funderCompanyId !== bound.funderCompanyId) {
    return { field: 'funderCompanyId', vars: vars(bound.funderName) };
  }
  if (step === 2 && draft.buyer && draft.buyer.buyerCode !== bound.buyerCode) {
    return { field: 'buyerName', vars: vars(bound.buyerName) };
  }
  return null;
}
