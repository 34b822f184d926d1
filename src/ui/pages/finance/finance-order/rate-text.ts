import type { TFunction } from 'i18next';
import type { FinanceOrder } from '../../../../api/endpoints/finance-order/order-schemas';

type RateDisplay = Pick<
  FinanceOrder['interestRate'],
  'rateType' | 'fixedRate' | 'baseRateType' | 'direction' | 'spread'
>;

/** Spec 001 §3: FIXED shows its rate; FLOATING shows base rate type, + or − and the spread. */
export function rateText(t: TFunction, rate: RateDisplay): string {
  if (rate.rateType === 'FIXED') {
    return t('finance_order_pages.rate.fixed', { rate: rate.fixedRate ?? '-' });
  }
  return t('finance_order_pages.rate.floating', {
    base: rate.baseRateType ?? '-',
    sign: rate.direction === 'DOWN' ? '−' : '+',
    spread: rate.spread ?? '-',
  });
}
