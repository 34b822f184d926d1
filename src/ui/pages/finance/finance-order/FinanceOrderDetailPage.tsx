import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { FinanceOrder } from '../../../../api/endpoints/finance-order/order-schemas';
import { paths } from '../../../../shared/routes/paths';
import styles from '../../../components/declared-page/RecordPage.module.css';
import { GroupActions } from '../../../components/screen/GroupActions';
import { SectionCard } from '../../../components/screen/SectionCard';
import { OrderApprovalCard } from './OrderApprovalCard';
import { OrderAttachmentsCard } from './OrderAttachmentsCard';
import { OrderFactsCard } from './OrderFactsCard';
import { OrderFundingCards } from './OrderFundingCards';
import { OrderLoadState } from './OrderLoadState';
import { OrderReceivablesCard } from './OrderReceivablesCard';
import { OrderTimelineCard } from './OrderTimelineCard';
import { OrderTitleRow } from './OrderTitleRow';
import { TrialFigures } from './TrialFigures';
import { useFinanceOrder } from './use-finance-order';
import { useOrderActions, viewerActions } from './use-order-actions';

/** /finance/finance-order/:id/detail: the whole order for any of its three parties. */
export default function FinanceOrderDetailPage() {
  const { id = '' } = useParams();
  const { load, reload } = useFinanceOrder(id);
  const order = load.status === 'done' ? load.order : null;
  return (
    <div data-testid="record-detail" className={styles.stack}>
      <OrderTitle order={order} />
      <OrderLoadState load={load} />
      {order && <OrderBody order={order} reload={reload} />}
      {!order && (
        <GroupActions
          back={{ kind: 'back' }}
          backFallback={paths.financeOrder.path}
          testId="detail-actions"
        />
      )}
    </div>
  );
}

function OrderTitle({ order }: { order: FinanceOrder | null }) {
  const { t } = useTranslation();
  const title = t('finance_order_pages.order');
  return <OrderTitleRow title={order ? `${title} ${order.financeNo}` : title} order={order} />;
}

function OrderBody({ order, reload }: { order: FinanceOrder; reload: () => void }) {
  const { t } = useTranslation();
  const actions = useOrderActions(order, reload);
  // A funder deciding reads the facts, then decides: its card comes first, not below the fold
  // of a page several screens long; everyone else reads the history in its place.
  const deciding = viewerActions(order).includes('pass');
  const approval = <OrderApprovalCard order={order} onDone={reload} />;
  return (
    <>
      <GroupActions
        back={{ kind: 'back' }}
        backFallback={paths.financeOrder.path}
        actions={actions}
        testId="detail-actions"
      />
      <OrderFactsCard order={order} />
      {deciding && approval}
      <OrderReceivablesCard order={order} />
      <SectionCard title={t('finance_order_pages.detail.trial')} testId="order-trial">
        {order.trial ? (
          <TrialFigures trial={order.trial} testId="order-trial-figures" />
        ) : (
          <p>{t('finance_order_pages.apply.trial_none')}</p>
        )}
      </SectionCard>
      <OrderFundingCards order={order} />
      {!deciding && approval}
      <OrderAttachmentsCard attachments={order.attachments} />
      <OrderTimelineCard timeline={order.timeline} />
    </>
  );
}
