import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useCore } from '../../../core/use-core';
import { ApplyWizard } from './apply/ApplyWizard';
import { draftOfOrder } from './apply/application-draft';
import { useLoaded } from './apply/use-loaded';
import { OrderLoadState } from './OrderLoadState';
import { useFinanceOrder } from './use-finance-order';

/** /finance/finance-order/:id/edit: a draft or a returned order, resumed in the same wizard. */
export default function FinanceOrderEditPage() {
  const { t } = useTranslation();
  const core = useCore();
  const { id = '' } = useParams();
  const { load } = useFinanceOrder(id, 'detailForEdit');
  const order = load.status === 'done' ? load.order : null;
  const product = useLoaded(order?.financingProductId ?? null, () =>
    core.financeOrders.product(order?.financingProductId ?? ''),
  );
  if (!order || product.status === 'loading') return <OrderLoadState load={load} />;
  return (
    <ApplyWizard
      key={order.id}
      orderId={order.id}
      initial={draftOfOrder(order, product.status === 'done' ? product.value : null)}
      title={t('finance_order_pages.apply.edit_title', { number: order.financeNo })}
    />
  );
}
