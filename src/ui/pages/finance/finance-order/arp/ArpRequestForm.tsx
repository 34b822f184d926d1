import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import type { FinanceOrder } from '../../../../../api/endpoints/finance-order/order-schemas';
import { paths } from '../../../../../shared/routes/paths';
import styles from '../../../../components/declared-page/RecordPage.module.css';
import { RemarkCard } from '../../../../components/screen/RemarkCard';
import { SectionCard } from '../../../../components/screen/SectionCard';
import { StickyActionBar } from '../../../../components/screen/StickyActionBar';
import { useLeaveGuard } from '../../../../components/screen/use-leave-guard';
import { useCore } from '../../../../core/use-core';
import { OrderFactsCard } from '../OrderFactsCard';
import { moneyText } from '../order-money';
import { runOrderStep } from '../run-order-step';
import own from '../StepPages.module.css';
import { TrialFigures } from '../TrialFigures';
import { PayoutFacts } from './PayoutFacts';

/**
 * The request to convert a paid-out order into a receivables purchase (docs/finance-orders.md,
 * "Convert to ARP"): the order and its figures, what converting means, an optional explanation
 * for the funder, then the step through the one confirmation dialog.
 */
export function ArpRequestForm({ order }: { order: FinanceOrder }) {
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const guard = useLeaveGuard(remark.trim() !== '' && !sent);
  const detail = paths.financeOrderDetail.getHref({ id: order.id });
  const financed = order.fundingInfo?.financedAmount ?? order.trial?.financingAmount ?? null;
  const k = 'finance_order_pages';

  async function request() {
    if (busy) return;
    const text = remark.trim();
    setBusy(true);
    try {
      const done = await runOrderStep(core, t, {
        type: 'financeOrder.requestArp',
        payload: { id: order.id, ...(text ? { remark: text } : {}) },
        confirm: {
          header: t(`${k}.confirm.arp_header`),
          message: t(`${k}.confirm.arp`, {
            funder: order.funderName ?? '',
            number: order.financeNo,
            amount: moneyText(financed, order.currency),
          }),
          acceptLabel: t(`${k}.arp.send`),
          danger: true,
        },
        done: t(`${k}.done.arp`, { number: order.financeNo }),
      });
      if (!done) return;
      setSent(true);
      guard.allowNextLeave();
      void navigate(detail);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate>
      <div className={styles.stack}>
        <SectionCard title={t(`${k}.arp.meaning`)} testId="arp-meaning">
          <p className={own.explain}>{t(`${k}.arp.explain`)}</p>
        </SectionCard>
        <OrderFactsCard order={order} />
        <SectionCard title={t(`${k}.arp.payout`)} testId="arp-payout">
          <PayoutFacts order={order} />
        </SectionCard>
        {order.trial && (
          <SectionCard title={t(`${k}.detail.trial`)} testId="order-trial">
            <TrialFigures trial={order.trial} testId="order-trial-figures" />
          </SectionCard>
        )}
        <RemarkCard
          id="field-remark"
          title={t(`${k}.arp.explanation`)}
          value={remark}
          onChange={setRemark}
          testId="arp-explanation"
        />
        <StickyActionBar>
          <Button
            type="button"
            label={t('common.cancel')}
            severity="secondary"
            text
            onClick={() => void navigate(detail)}
          />
          <Button
            type="button"
            label={t(`${k}.arp.send`)}
            severity="danger"
            loading={busy}
            disabled={sent}
            onClick={() => void request()}
          />
        </StickyActionBar>
      </div>
    </form>
  );
}
