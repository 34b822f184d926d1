import { useTranslation } from 'react-i18next';
import { ApplyWizard } from './apply/ApplyWizard';
import { emptyDraft } from './apply/application-draft';

/** /finance/finance-order/add: a new application. */
export default function FinanceOrderAddPage() {
  const { t } = useTranslation();
  return <ApplyWizard initial={emptyDraft()} title={t('finance_order_pages.apply.title')} />;
}
