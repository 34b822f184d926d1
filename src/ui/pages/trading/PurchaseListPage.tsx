import { useTranslation } from 'react-i18next';
import { tradingPurchasePage } from '../../../shared/page-declaration/pages/trading/purchase';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';
import { DropdownButtonMenu } from '../../components/screen/DropdownButtonMenu';
import { useImportMenu } from '../../components/uploads/use-import-menu';

const AUTHORITIES = {
  batchUpload: 'trading.purchase.batchUpload',
  downloadTemplate: 'trading.purchase.downloadTemplate',
};

/** /trading/purchase, with Batch upload and Download template in the list's toolbar. */
export default function PurchaseListPage() {
  const { t } = useTranslation();
  const imports = useImportMenu('trading.purchase', AUTHORITIES);
  return (
    <>
      {/* A finished import remounts the list so it shows the new rows. */}
      <DeclaredListPage
        key={imports.reloadKey}
        declaration={tradingPurchasePage}
        toolbar={
          <DropdownButtonMenu
            items={imports.items}
            title={t('uploads.menu.import')}
            testId="purchase-import-menu"
          />
        }
      />
      {imports.dialog}
    </>
  );
}
