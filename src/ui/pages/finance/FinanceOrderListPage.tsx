import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { allowedActions, orderActorOf } from '../../../shared/finance-order/lifecycle';
import { financeOrderPage } from '../../../shared/page-declaration/pages/finance/finance-order';
import { paths } from '../../../shared/routes/paths';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';
import { session } from '../../state/core-state';

/** /finance/finance-order; New application for the roles lifecycle.ts lets apply. */
export default function FinanceOrderListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = session.value?.principal.user.companyRole ?? null;
  const mayApply = allowedActions(orderActorOf(role), null).includes('submit');
  const toolbar = mayApply ? (
    <Button
      type="button"
      icon="pi pi-plus"
      data-action="new-application"
      label={t('finance_order_pages.new_application')}
      onClick={() => void navigate(paths.financeOrderAdd.path)}
    />
  ) : null;
  return <DeclaredListPage declaration={financeOrderPage} toolbar={toolbar} />;
}
