import { tradingInvoicePage } from '../../../shared/page-declaration/pages/trading/invoice';
import { DeclaredFormPage } from '../../components/declared-page/DeclaredFormPage';
import { invoiceChecks } from './invoice-checks';
import { invoiceModeFor } from './invoice-form-modes';
import { INVOICE_CUSTOM_FIELDS } from './invoice-custom-fields';
import { InvoiceDocuments } from './InvoiceDocuments';

/** /trading/invoice/add, with its Documents section (recognition pre-fills the form). */
export default function InvoiceAddPage() {
  return (
    <DeclaredFormPage
      declaration={tradingInvoicePage}
      titleKey="route.trading.invoiceAdd"
      modeFor={invoiceModeFor}
      customFields={INVOICE_CUSTOM_FIELDS}
      recordChecks={invoiceChecks}
      section={InvoiceDocuments}
    />
  );
}
