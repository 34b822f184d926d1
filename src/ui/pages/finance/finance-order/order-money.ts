import { formatMoney } from '../../../../shared/format/money';

/** An amount as every finance order page shows it: the currency code, then the figure. */
export function moneyText(amount: string | null | undefined, currency: string | null | undefined) {
  if (amount === null || amount === undefined || amount === '') return '-';
  return currency ? `${currency} ${formatMoney(amount, currency)}` : formatMoney(amount);
}
