import { tradingPurchasePage } from '../../../shared/page-declaration/pages/trading/purchase';
import { purchaseOrderProblems } from '../../../shared/validation/rules/record/trading-rules';
import { DeclaredFormPage } from '../../components/declared-page/DeclaredFormPage';
import { onlyMode } from './purchase-form-modes';
import { PURCHASE_CUSTOM_FIELDS } from './purchase-custom-fields';

const draftMode = onlyMode('draft');

/** /trading/purchase/draft/:id. */
export default function PurchaseDraftPage() {
  return (
    <DeclaredFormPage
      declaration={tradingPurchasePage}
      titleKey="route.trading.purchaseDraft"
      modeFor={draftMode}
      customFields={PURCHASE_CUSTOM_FIELDS}
      recordChecks={purchaseOrderProblems}
    />
  );
}
