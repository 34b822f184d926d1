import type { TFunction } from 'i18next';
import type { InterestRateKey } from '../../../shared/finance-order/interest-rate-display';

const PLACEHOLDERS = { rate: '{{rate}}', base: '{{base}}', spread: '{{spread}}' };

/**
 * The interest-rate texts in the user's language with their placeholders left in, for the worker
 * to word each exported price as the table does (price-text.ts). i18next does not interpolate
 * into a value it interpolated (`skipOnVariables`), so each placeholder comes back as it went in.
 */
export function rateWords(t: TFunction): Record<InterestRateKey, string> {
  const words = t as unknown as (key: InterestRateKey, params: Record<string, string>) => string;
  return {
    'pages_finance.interest_rate.fixed': words('pages_finance.interest_rate.fixed', PLACEHOLDERS),
    'pages_finance.interest_rate.floating_up': words(
      'pages_finance.interest_rate.floating_up',
      PLACEHOLDERS,
    ),
    'pages_finance.interest_rate.floating_down': words(
      'pages_finance.interest_rate.floating_down',
      PLACEHOLDERS,
    ),
  };
}
