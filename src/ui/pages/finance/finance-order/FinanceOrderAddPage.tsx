import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { IntentionApplication } from '../../org-info/IntentionApplication';
import { ApplyWizard } from './apply/ApplyWizard';
import { emptyDraft } from './apply/application-draft';

/** /finance/finance-order/add: a new application (`?intention=`: pre-filled from an accepted one). */
export default function FinanceOrderAddPage() {
  const { t } = useTranslation();
  const intention = useSearchParams()[0].get('intention');
  if (intention) {
    return <IntentionApplication id={intention} title={t('finance_order_pages.apply.title')} />;
  }
  return <ApplyWizard initial={emptyDraft()} title={t('finance_order_pages.apply.title')} />;
}
