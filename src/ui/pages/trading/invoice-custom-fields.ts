import { InvoicePurchaseOrders } from './InvoicePurchaseOrders';

/** The invoice forms' own inputs: the purchase orders it bills, on the configured `poNo`. */
export const INVOICE_CUSTOM_FIELDS = { poNo: InvoicePurchaseOrders };
