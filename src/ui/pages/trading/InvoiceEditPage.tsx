import { tradingInvoicePage } from '../../../shared/page-declaration/pages/trading/invoice';
import { DeclaredFormPage } from '../../components/declared-page/DeclaredFormPage';
import { invoiceChecks } from './invoice-checks';
import { invoiceModeFor } from './invoice-form-modes';
import { INVOICE_CUSTOM_FIELDS } from './invoice-custom-fields';

/** /trading/invoice/:id/edit. */
export default function InvoiceEditPage() {
  return (
    <DeclaredFormPage
      declaration={tradingInvoicePage}
      titleKey="route.trading.invoiceEdit"
      modeFor={invoiceModeFor}
      customFields={INVOICE_CUSTOM_FIELDS}
      recordChecks={invoiceChecks}
    />
  );
}
