import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { FinanceOrder } from '../../../../api/endpoints/finance-order/order-schemas';
import { paths } from '../../../../shared/routes/paths';
import styles from '../../../components/declared-page/RecordPage.module.css';
import { GroupActions, type GroupAction } from '../../../components/screen/GroupActions';
import { SectionCard } from '../../../components/screen/SectionCard';
import { useCore } from '../../../core/use-core';
import { OrderApprovalCard } from './OrderApprovalCard';
import { OrderFactsCard } from './OrderFactsCard';
import { OrderLoadState } from './OrderLoadState';
import { OrderReceivablesCard } from './OrderReceivablesCard';
import { OrderTimelineCard } from './OrderTimelineCard';
import { OrderTitleRow } from './OrderTitleRow';
import own from './FinanceOrderPages.module.css';
import { moneyText } from './order-money';
import { runOrderStep } from './run-order-step';
import { TrialFigures } from './TrialFigures';
import { useFinanceOrder } from './use-finance-order';
import { viewerActions } from './use-order-actions';

const k = 'finance_order_pages';

/**
 * /finance/finance-order/:id/confirm (always allowed, like its list): the buyer's view of one
 * order, read-only and whole, with its one step, Confirm rights, while lifecycle.ts allows it. A
 * supplier or funder sees the same view without the step; another company's order is not found.
 */
export default function FinanceOrderConfirmPage() {
  const { id = '' } = useParams();
  const { load, reload } = useFinanceOrder(id);
  const order = load.status === 'done' ? load.order : null;
  return (
    <div data-testid="record-detail" className={styles.stack}>
      <ConfirmTitle order={order} />
      <OrderLoadState load={load} />
      {order ? (
        <ConfirmBody order={order} reload={reload} />
      ) : (
        <GroupActions
          back={{ kind: 'back' }}
          backFallback={paths.financeOrderConfirm.path}
          testId="detail-actions"
        />
      )}
    </div>
  );
}

function ConfirmTitle({ order }: { order: FinanceOrder | null }) {
  const { t } = useTranslation();
  const title = order ? t(`${k}.confirm_page.title`, { number: order.financeNo }) : t(`${k}.order`);
  return <OrderTitleRow title={title} order={order} />;
}

function ConfirmBody({ order, reload }: { order: FinanceOrder; reload: () => void }) {
  const { t } = useTranslation();
  const core = useCore();
  const pending = viewerActions(order).includes('confirmRights');
  // What the buyer states it owes: the receivables' total, as the confirm list shows it.
  const amount = moneyText(order.trial?.receivablesAmount ?? null, order.currency);
  const number = order.financeNo;
  const actions: GroupAction[] = pending
    ? [
        {
          id: 'confirmRights',
          label: t(`${k}.action.confirm_rights`),
          onClick: async () => {
            const done = await runOrderStep(core, t, {
              type: 'financeOrder.confirmRights',
              payload: { id: order.id },
              confirm: {
                header: t(`${k}.confirm.rights_header`),
                message: t(`${k}.confirm_page.question`, {
                  number,
                  amount,
                  count: order.receivables.length,
                }),
                acceptLabel: t(`${k}.action.confirm_rights`),
                // The buyer's statement that it owes the debt cannot be taken back.
                danger: true,
              },
              done: t(`${k}.done.rights`, { number }),
            });
            if (done) reload();
          },
        },
      ]
    : [];
  return (
    <>
      <GroupActions
        back={{ kind: 'back' }}
        backFallback={paths.financeOrderConfirm.path}
        actions={actions}
        testId="detail-actions"
      />
      <SectionCard testId="confirm-note">
        <p className={own.hint}>
          {t(pending ? `${k}.confirm_page.hint` : `${k}.confirm_page.not_pending`)}
        </p>
      </SectionCard>
      <OrderFactsCard order={order} />
      <OrderReceivablesCard order={order} />
      <SectionCard title={t(`${k}.detail.trial`)} testId="order-trial">
        {order.trial ? (
          <TrialFigures trial={order.trial} testId="order-trial-figures" />
        ) : (
          <p>{t(`${k}.apply.trial_none`)}</p>
        )}
      </SectionCard>
      <OrderApprovalCard order={order} onDone={reload} />
      <OrderTimelineCard timeline={order.timeline} />
    </>
  );
}
