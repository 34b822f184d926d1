import type { Intention } from '../../api/endpoints/org-info/intention-schemas';
import {
  formatInterestRate,
  type InterestRateKey,
} from '../../shared/finance-order/interest-rate-display';
import { fillPlaceholders } from '../../shared/i18n/fill-placeholders';

/** The interest-rate texts in the user's language, with `{{rate}}`, `{{base}}`, `{{spread}}`. */
export type RateWords = Readonly<Record<InterestRateKey, string>>;

/**
 * An intention as one flat record, keyed as /org/info declares its columns
 * (src/ui/pages/org-info/intention-page.ts): the price as the table words it and its validity as
 * a field of its own, so the export engine reads every column by its key.
 */
export type IntentionRecord = Omit<Intention, 'price'> & {
  price: string | null;
  validUntil: string | null;
};

export function intentionRecord(intention: Intention, words: RateWords): IntentionRecord {
  const { price, ...rest } = intention;
  return {
    ...rest,
    // No price is an empty cell, as every empty value in an export.
    price: price
      ? formatInterestRate(price, (key, params) => fillPlaceholders(words[key], params))
      : null,
    validUntil: price?.validUntil ?? null,
  };
}
