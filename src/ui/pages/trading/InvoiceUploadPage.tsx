import { useParams } from 'react-router-dom';
import { tradingInvoicePage } from '../../../shared/page-declaration/pages/trading/invoice';
import { RecordAttachmentsPage } from '../../components/uploads/RecordAttachmentsPage';

/** /trading/invoice/:id/upload: the invoice's attachments. */
export default function InvoiceUploadPage() {
  const { id = null } = useParams();
  return (
    <RecordAttachmentsPage
      declaration={tradingInvoicePage}
      id={id}
      titleKey="route.trading.invoiceUpload"
    />
  );
}
