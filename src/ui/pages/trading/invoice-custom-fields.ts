import type { CustomField } from '../../components/config-form/ConfigForm';
import { BuyerNameSelect } from './BuyerNameSelect';
import { InvoicePurchaseOrders } from './InvoicePurchaseOrders';

/**
 * The invoice forms' own inputs: the purchase orders it bills on the configured `poNo` (the whole
 * row), and the buyer from the company search.
 */
export const INVOICE_CUSTOM_FIELDS: Readonly<Record<string, CustomField>> = {
  poNo: { input: InvoicePurchaseOrders, wide: true },
  buyerName: { input: BuyerNameSelect },
};
