import { tradingInvoicePage } from '../../../shared/page-declaration/pages/trading/invoice';
import { DeclaredFormPage } from '../../components/declared-page/DeclaredFormPage';
import { invoiceModeFor } from './invoice-form-modes';
import { InvoicePurchaseOrders } from './InvoicePurchaseOrders';

const CUSTOM_FIELDS = { poNo: InvoicePurchaseOrders };

/** /trading/invoice/:id/edit. */
export default function InvoiceEditPage() {
  return (
    <DeclaredFormPage
      declaration={tradingInvoicePage}
      titleKey="route.trading.invoiceEdit"
      modeFor={invoiceModeFor}
      customFields={CUSTOM_FIELDS}
    />
  );
}
