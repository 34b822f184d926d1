import { PurchaseExchangeRate } from './PurchaseExchangeRate';

/** The purchase forms' own inputs: the exchange-rate pair on the configured `fromRate`. */
export const PURCHASE_CUSTOM_FIELDS = { fromRate: PurchaseExchangeRate };
