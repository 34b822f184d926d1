import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styles from '../../../components/declared-page/RecordPage.module.css';
import { OrderLoadState } from './OrderLoadState';
import { OrderNotAllowed } from './OrderNotAllowed';
import { UpdateOrderForm } from './update/UpdateOrderForm';
import own from './StepPages.module.css';
import { useFinanceOrder } from './use-finance-order';
import { viewerActions } from './use-order-actions';

/**
 * /finance/finance-order/update/:id: the limited update after submission (docs/finance-orders.md).
 * Read through `detail`, so a party that may not update is told why rather than "not found".
 */
export default function FinanceOrderUpdatePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { load } = useFinanceOrder(id);
  const order = load.status === 'done' ? load.order : null;
  const allowed = order !== null && viewerActions(order).includes('update');
  return (
    <div className={styles.stack} data-testid="order-update-page">
      <h1 className={styles.title} data-testid="record-title">
        {order
          ? t('finance_order_pages.update.title', { number: order.financeNo })
          : t('route.finance.orderUpdate')}
      </h1>
      <OrderLoadState load={load} />
      {order && allowed && (
        <>
          <p className={own.hint}>{t('finance_order_pages.update.hint')}</p>
          <UpdateOrderForm key={order.id} order={order} />
        </>
      )}
      {order && !allowed && (
        <OrderNotAllowed order={order} reason={t('finance_order_pages.update.not_allowed')} />
      )}
    </div>
  );
}
