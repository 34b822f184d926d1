import { tradingPurchasePage } from '../../../shared/page-declaration/pages/trading/purchase';
import { purchaseOrderProblems } from '../../../shared/validation/rules/record/trading-rules';
import { DeclaredFormPage } from '../../components/declared-page/DeclaredFormPage';
import { purchaseModeFor } from './purchase-form-modes';
import { PURCHASE_CUSTOM_FIELDS } from './purchase-custom-fields';

/** /trading/purchase/add. */
export default function PurchaseAddPage() {
  return (
    <DeclaredFormPage
      declaration={tradingPurchasePage}
      titleKey="route.trading.purchaseAdd"
      modeFor={purchaseModeFor}
      customFields={PURCHASE_CUSTOM_FIELDS}
      recordChecks={purchaseOrderProblems}
    />
  );
}
