import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styles from '../../../components/declared-page/RecordPage.module.css';
import { ArpRequestForm } from './arp/ArpRequestForm';
import { OrderLoadState } from './OrderLoadState';
import { OrderNotAllowed } from './OrderNotAllowed';
import { useFinanceOrder } from './use-finance-order';
import { viewerActions } from './use-order-actions';

/**
 * /finance/finance-order/arp/:id: the supplier asks the funder to convert a paid-out order into a
 * receivables purchase (docs/finance-orders.md, "Convert to ARP"). Any other status or party is
 * told why, with the way back to the order.
 */
export default function FinanceOrderArpPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { load } = useFinanceOrder(id);
  const order = load.status === 'done' ? load.order : null;
  const allowed = order !== null && viewerActions(order).includes('requestArp');
  return (
    <div className={styles.stack} data-testid="order-arp-page">
      <h1 className={styles.title} data-testid="record-title">
        {order
          ? t('finance_order_pages.arp.title', { number: order.financeNo })
          : t('route.finance.orderArp')}
      </h1>
      <OrderLoadState load={load} />
      {order && allowed && <ArpRequestForm key={order.id} order={order} />}
      {order && !allowed && (
        <OrderNotAllowed order={order} reason={t('finance_order_pages.arp.not_allowed')} />
      )}
    </div>
  );
}
