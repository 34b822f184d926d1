import { formatMoney } from '../../../shared/format/money';
import type { CurrencyAmount } from '../../../shared/home/home-overview';

/** "CNY 1,234.50": an amount with its currency code, in the currency's decimals. */
export const moneyText = (currency: string, amount: string | null): string =>
  `${currency} ${formatMoney(amount, currency)}`;

/** Amounts per currency, never added across currencies: "CNY 1,234.50 · USD 12.00". */
export const sumsText = (sums: readonly CurrencyAmount[]): string =>
  sums.map((s) => moneyText(s.currency, s.amount)).join(' · ');

export const countText = (count: number, language: string): string =>
  count.toLocaleString(language);
