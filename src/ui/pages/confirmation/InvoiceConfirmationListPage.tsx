import { invoiceConfirmationPage } from '../../../shared/page-declaration/pages/confirmation/invoice-confirmation';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /confirmation/invoiceConfirmation. */
export default function InvoiceConfirmationListPage() {
  return <DeclaredListPage declaration={invoiceConfirmationPage} />;
}
