import type { TFunction } from 'i18next';
import type { TrialRefusal } from '../../../../shared/finance-order/trial-types';

/** Why the trial gives no figures, in the user's language, with its limits. */
export function refusalText(t: TFunction, refusal: TrialRefusal): string {
  // The reason arrives at run time: looked up untyped, its own name when unknown.
  const lookup = t as unknown as (key: string, options: Record<string, unknown>) => string;
  return lookup(`finance_order_pages.refusal.${refusal.reason}`, {
    ...refusal.params,
    defaultValue: refusal.reason,
  });
}
