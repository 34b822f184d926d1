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
import { GroupActions } from '../../components/screen/GroupActions';
import { PageStack } from '../../components/screen/PageStack';

/**
 * /trading/invoice, with the "Create Invoice" menu above the list. Batch upload and Download
 * template are shown by their authorities but disabled until their pages exist, so the menu
 * already tells each user what they will be allowed to do.
 */
export default function InvoiceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = useMemo<DropdownMenuItem[]>(
    () => [
      {
        id: 'create',
        label: t('action.create'),
        icon: 'pi pi-plus',
        authorities: ['trading.invoice.create'],
        run: () => navigate(paths.tradingInvoiceAdd.getHref()),
      },
      {
        id: 'batchUpload',
        label: t('action.batchUpload'),
        icon: 'pi pi-upload',
        authorities: ['trading.invoice.batchUpload'],
      },
      {
        id: 'downloadTemplate',
        label: t('action.downloadTemplate'),
        icon: 'pi pi-download',
        authorities: ['trading.invoice.downloadTemplate'],
      },
    ],
    [t, navigate],
  );
  return (
    <PageStack>
      <GroupActions>
        <DropdownButtonMenu items={items} testId="create-invoice-menu" />
      </GroupActions>
      <DeclaredListPage declaration={tradingInvoicePage} />
    </PageStack>
  );
}
