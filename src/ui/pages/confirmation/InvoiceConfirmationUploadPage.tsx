import { useSearchParams } from 'react-router-dom';
import { invoiceConfirmationPage } from '../../../shared/page-declaration/pages/confirmation/invoice-confirmation';
import { RecordAttachmentsPage } from '../../components/uploads/RecordAttachmentsPage';

/**
 * /confirmation/invoiceConfirmation/upload?id=…: the signed confirmation documents of one
 * invoice confirmation (the route has no `:id`, so the list's Upload passes it in the query).
 */
export default function InvoiceConfirmationUploadPage() {
  const [search] = useSearchParams();
  return (
    <RecordAttachmentsPage
      declaration={invoiceConfirmationPage}
      id={search.get('id')}
      titleKey="uploads.confirmation.title"
      missingKey="uploads.confirmation.pick"
    />
  );
}
