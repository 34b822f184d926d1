import type { TFunction } from 'i18next';
import type { IntentionPrice } from '../../../api/endpoints/org-info/intention-schemas';
import { formatInterestRate } from '../../../shared/finance-order/interest-rate-display';

/** A price as the finance pages show a rate: "FIXED 5.25%", "SOFR + 1.50%" (spec 001 §3). */
export function priceText(t: TFunction, price: IntentionPrice | null): string {
  if (!price) return '-';
  // The keys (pages_finance.interest_rate.*) are the shared module's; their values its params.
  const words = t as unknown as (key: string, params: Record<string, string>) => string;
  return formatInterestRate(price, (key, params) => words(key, params));
}
