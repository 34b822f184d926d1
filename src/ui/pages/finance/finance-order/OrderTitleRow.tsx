import { Tag } from 'primereact/tag';
import type { FinanceOrder } from '../../../../api/endpoints/finance-order/order-schemas';
import styles from '../../../components/declared-page/RecordPage.module.css';
import { dictLabel } from '../../../components/search-list/cell-text';
import { useCellContext } from '../../../components/search-list/use-cell-context';
import own from './FinanceOrderPages.module.css';

/** An order page's heading and, once the order is read, its status tag. */
export function OrderTitleRow({ title, order }: { title: string; order: FinanceOrder | null }) {
  const context = useCellContext();
  return (
    <div className={own.titleRow}>
      <h1 className={styles.title} data-testid="record-title">
        {title}
      </h1>
      {order && (
        <Tag
          data-testid="order-status"
          data-status={order.status}
          value={dictLabel(context, 'FINANCE_ORDER_STATUS', order.status)}
        />
      )}
    </div>
  );
}
