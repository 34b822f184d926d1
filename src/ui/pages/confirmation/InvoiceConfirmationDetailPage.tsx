import { invoiceConfirmationPage } from '../../../shared/page-declaration/pages/confirmation/invoice-confirmation';
import { DeclaredDetailPage } from '../../components/declared-page/DeclaredDetailPage';

/** /confirmation/invoiceConfirmation/:id/detail. */
export default function InvoiceConfirmationDetailPage() {
  return <DeclaredDetailPage declaration={invoiceConfirmationPage} />;
}
