import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApplyWizard } from './apply/ApplyWizard';
import { emptyDraft } from './apply/application-draft';
import { IntentionApplyPage } from './apply/IntentionApplyPage';

/**
 * /finance/finance-order/add: a new application (`?intention=`: priced with an accepted
 * financing intention, whose price binds the order).
 */
export default function FinanceOrderAddPage() {
  const { t } = useTranslation();
  const intention = useSearchParams()[0].get('intention');
  if (intention) {
    return <IntentionApplyPage id={intention} title={t('finance_order_pages.apply.title')} />;
  }
  return <ApplyWizard initial={emptyDraft()} title={t('finance_order_pages.apply.title')} />;
}
