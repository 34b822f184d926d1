import { tradingPurchasePage } from '../../../shared/page-declaration/pages/trading/purchase';
import { DeclaredFormPage } from '../../components/declared-page/DeclaredFormPage';
import { purchaseModeFor } from './purchase-form-modes';

/** /trading/purchase/add. */
export default function PurchaseAddPage() {
  return (
    <DeclaredFormPage
      declaration={tradingPurchasePage}
      titleKey="route.trading.purchaseAdd"
      modeFor={purchaseModeFor}
    />
  );
}
