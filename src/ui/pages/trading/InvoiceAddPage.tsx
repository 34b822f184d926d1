import { tradingInvoicePage } from '../../../shared/page-declaration/pages/trading/invoice';
import { DeclaredFormPage } from '../../components/declared-page/DeclaredFormPage';
import { invoiceModeFor } from './invoice-form-modes';
import { InvoicePurchaseOrders } from './InvoicePurchaseOrders';

const CUSTOM_FIELDS = { poNo: InvoicePurchaseOrders };

/** /trading/invoice/add. */
export default function InvoiceAddPage() {
  return (
    <DeclaredFormPage
      declaration={tradingInvoicePage}
      titleKey="route.trading.invoiceAdd"
      modeFor={invoiceModeFor}
      customFields={CUSTOM_FIELDS}
    />
  );
}
