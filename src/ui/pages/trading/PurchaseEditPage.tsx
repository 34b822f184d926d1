import { tradingPurchasePage } from '../../../shared/page-declaration/pages/trading/purchase';
import { DeclaredFormPage } from '../../components/declared-page/DeclaredFormPage';
import { purchaseModeFor } from './purchase-form-modes';

/** /trading/purchase/edit/:id. */
export default function PurchaseEditPage() {
  return (
    <DeclaredFormPage
      declaration={tradingPurchasePage}
      titleKey="route.trading.purchaseEdit"
      modeFor={purchaseModeFor}
    />
  );
}
