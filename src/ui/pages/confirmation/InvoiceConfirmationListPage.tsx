import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { invoiceConfirmationPage } from '../../../shared/page-declaration/pages/confirmation/invoice-confirmation';
import { paths } from '../../../shared/routes/paths';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';
import type { ActionHandler } from '../../components/search-list/ActionBar';
import { DropdownButtonMenu } from '../../components/screen/DropdownButtonMenu';
import { useImportMenu } from '../../components/uploads/use-import-menu';

// No template authority exists for confirmations: the dialog offers the template to importers.
const AUTHORITIES = {
  batchUpload: 'confirmation.invoiceConfirmation.batchUpload',
  downloadTemplate: null,
};

/**
 * /confirmation/invoiceConfirmation: Batch upload imports confirmation requests; Upload opens
 * the signed documents of the selected confirmation (its route takes the id as `?id=`).
 */
export default function InvoiceConfirmationListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const imports = useImportMenu('confirmation.invoiceConfirmation', AUTHORITIES);
  const handlers = useMemo<Record<string, ActionHandler>>(
    () => ({
      upload: async (rows) => {
        const id = rows[0]?.[invoiceConfirmationPage.rowKey];
        if (id !== undefined && id !== null) {
          await navigate(
            `${paths.invoiceConfirmationUpload.path}?id=${encodeURIComponent(String(id))}`,
          );
        }
        return false;
      },
    }),
    [navigate],
  );
  return (
    <>
      <DeclaredListPage
        key={imports.reloadKey}
        declaration={invoiceConfirmationPage}
        handlers={handlers}
        toolbar={
          <DropdownButtonMenu
            items={imports.items}
            title={t('uploads.menu.import')}
            testId="confirmation-import-menu"
          />
        }
      />
      {imports.dialog}
    </>
  );
}
