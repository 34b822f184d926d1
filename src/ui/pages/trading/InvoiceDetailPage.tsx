import { tradingInvoicePage } from '../../../shared/page-declaration/pages/trading/invoice';
import { DeclaredDetailPage } from '../../components/declared-page/DeclaredDetailPage';

/** /trading/invoice/:id/details. */
export default function InvoiceDetailPage() {
  return (
    <DeclaredDetailPage
      declaration={tradingInvoicePage}
      recordTitleKey="pages_trade.record.invoice"
    />
  );
}
