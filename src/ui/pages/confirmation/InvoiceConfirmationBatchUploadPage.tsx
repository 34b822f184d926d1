import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { BatchImportDialog } from '../../components/uploads/BatchImportDialog';
import { useTemplateDownload } from '../../components/uploads/use-template-download';

/** /confirmation/invoiceConfirmation/batch-upload: the batch import, back to the list when closed. */
export default function InvoiceConfirmationBatchUploadPage() {
  const navigate = useNavigate();
  const template = useTemplateDownload('confirmation.invoiceConfirmation');
  return (
    <BatchImportDialog
      pageId="confirmation.invoiceConfirmation"
      onTemplate={template}
      onClose={() => void navigate(paths.invoiceConfirmation.path)}
    />
  );
}
