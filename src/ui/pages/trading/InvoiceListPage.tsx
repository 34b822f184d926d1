import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { tradingInvoicePage } from '../../../shared/page-declaration/pages/trading/invoice';
import { paths } from '../../../shared/routes/paths';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';
import {
  DropdownButtonMenu,
  type DropdownMenuItem,
} from '../../components/screen/DropdownButtonMenu';
import { useImportMenu } from '../../components/uploads/use-import-menu';

const IMPORT_AUTHORITIES = {
  batchUpload: 'trading.invoice.batchUpload',
  downloadTemplate: 'trading.invoice.downloadTemplate',
};

/**
 * /trading/invoice, with the "Create Invoice" menu in the list's toolbar: Create, Batch upload and
 * Download template, each shown by its authority. A finished import reloads the list.
 */
export default function InvoiceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const imports = useImportMenu('trading.invoice', IMPORT_AUTHORITIES);
  const importItems = imports.items;
  const items = useMemo<DropdownMenuItem[]>(
    () => [
      {
        id: 'create',
        label: t('action.create'),
        icon: 'pi pi-plus',
        authorities: ['trading.invoice.create'],
        run: () => navigate(paths.tradingInvoiceAdd.getHref()),
      },
      ...importItems,
    ],
    [t, navigate, importItems],
  );
  return (
    <>
      <DeclaredListPage
        key={imports.reloadKey}
        declaration={tradingInvoicePage}
        toolbar={<DropdownButtonMenu items={items} testId="create-invoice-menu" />}
      />
      {imports.dialog}
    </>
  );
}
