import type { TFunction } from 'i18next';
import type { TrialRefusal } from '../../../../shared/finance-order/trial-types';
import { moneyText } from './order-money';

/**
 * Why the trial gives no figures, in the user's language, with its limits. The maximum is money:
 * shown as every amount of the order is (currency code, grouped), not as the bare decimal.
 */
export function refusalText(t: TFunction, refusal: TrialRefusal, currency?: string): string {
  // The reason arrives at run time: looked up untyped, its own name when unknown.
  const lookup = t as unknown as (key: string, options: Record<string, unknown>) => string;
  const params: Record<string, unknown> = { ...refusal.params };
  if (refusal.reason === 'amountAboveMax' && typeof params.max === 'string' && currency) {
    params.max = moneyText(params.max, currency);
  }
  return lookup(`finance_order_pages.refusal.${refusal.reason}`, {
    ...params,
    defaultValue: refusal.reason,
  });
}
