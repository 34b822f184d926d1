import type { CustomField } from '../../components/config-form/ConfigForm';
import { BuyerNameSelect } from './BuyerNameSelect';
import { PurchaseExchangeRate } from './PurchaseExchangeRate';

/**
 * The purchase forms' own inputs: the buyer from the company search, and the exchange-rate pair
 * (a labelled group of its own, the whole row) on the configured `fromRate`.
 */
export const PURCHASE_CUSTOM_FIELDS: Readonly<Record<string, CustomField>> = {
  buyerName: { input: BuyerNameSelect },
  fromRate: { input: PurchaseExchangeRate, wide: true, ownLabel: true },
};
