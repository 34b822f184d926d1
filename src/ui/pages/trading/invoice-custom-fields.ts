import type { CustomField } from '../../components/config-form/ConfigForm';
import { BuyerNameSelect } from './BuyerNameSelect';
import { InvoicePurchaseOrders } from './InvoicePurchaseOrders';
import { InvoiceDueDate } from './InvoiceDueDate';

/**
 * The invoice forms' own inputs: the purchase orders it bills on the configured `poNo` (the whole
 * row), the buyer from the company search, and the due date on the holiday-aware picker.
 */
export const INVOICE_CUSTOM_FIELDS: Readonly<Record<string, CustomField>> = {
  poNo: { input: InvoicePurchaseOrders, wide: true },
  buyerName: { input: BuyerNameSelect },
  dueDate: { input: InvoiceDueDate },
};
