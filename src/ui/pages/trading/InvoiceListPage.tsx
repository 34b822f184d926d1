import { tradingInvoicePage } from '../../../shared/page-declaration/pages/trading/invoice';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /trading/invoice. */
export default function InvoiceListPage() {
  return <DeclaredListPage declaration={tradingInvoicePage} />;
}
