import { tradingPurchasePage } from '../../../shared/page-declaration/pages/trading/purchase';
import { purchaseOrderProblems } from '../../../shared/validation/rules/record/trading-rules';
import { DeclaredFormPage } from '../../components/declared-page/DeclaredFormPage';
import { onlyMode } from './purchase-form-modes';
import { PURCHASE_CUSTOM_FIELDS } from './purchase-custom-fields';

const updateMode = onlyMode('update');

/** /trading/purchase/update/:id. */
export default function PurchaseUpdatePage() {
  return (
    <DeclaredFormPage
      declaration={tradingPurchasePage}
      titleKey="route.trading.purchaseUpdate"
      modeFor={updateMode}
      customFields={PURCHASE_CUSTOM_FIELDS}
      recordChecks={purchaseOrderProblems}
    />
  );
}
