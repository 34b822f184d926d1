import { defineEndpoint } from '../../contract/endpoint';
import { FINANCE_ORDER_BASE } from './order-schemas';
import { eligiblePage, receivablePickerInput } from './picker-schemas';

/**
 * POST (spec 001 §7): a page of the calling supplier's invoices billed to one buyer in one
 * currency that it may finance (confirmed, not yet due, not held by any order).
 */
export const invoiceList = defineEndpoint({
  id: 'financeOrder.invoiceList',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/invoiceList`,
  body: receivablePickerInput,
  data: eligiblePage,
});
