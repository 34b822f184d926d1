import { useTranslation } from 'react-i18next';
import type { FinanceOrder } from '../../../../../api/endpoints/finance-order/order-schemas';
import { formatCalendarDate } from '../../../../../shared/format/date';
import { DescriptionsList } from '../../../../components/screen/DescriptionsList';
import { SectionCard } from '../../../../components/screen/SectionCard';
import { dictLabel } from '../../../../components/search-list/cell-text';
import { useCellContext } from '../../../../components/search-list/use-cell-context';
import { fieldLabel } from '../field-label';
import { moneyText } from '../order-money';
import own from '../StepPages.module.css';

/**
 * What the limited update cannot change, read-only: the figures the funder decided on. Saying how
 * to change them anyway (revoke and apply again) spares the supplier a search.
 */
export function FixedFactsCard({ order }: { order: FinanceOrder }) {
  const { t } = useTranslation();
  const context = useCellContext();
  const name = (text: string | null) => (text ? <span translate="no">{text}</span> : null);
  const amount = order.trial?.financingAmount ?? order.requestedAmount;
  return (
    <SectionCard title={t('finance_order_pages.update.fixed')} testId="update-fixed-facts">
      <DescriptionsList
        testId="update-fixed-list"
        columns={3}
        items={[
          { key: 'financeNo', label: fieldLabel(t, 'finance_no'), value: order.financeNo },
          {
            key: 'status',
            label: fieldLabel(t, 'status'),
            value: dictLabel(context, 'FINANCE_ORDER_STATUS', order.status),
          },
          { key: 'productName', label: fieldLabel(t, 'product'), value: name(order.productName) },
          { key: 'funderName', label: fieldLabel(t, 'funder'), value: name(order.funderName) },
          { key: 'buyerName', label: fieldLabel(t, 'buyer'), value: name(order.buyer.buyerName) },
          {
            key: 'amount',
            label: t('finance_order_pages.trial.financingAmount'),
            value: moneyText(amount, order.currency),
          },
          {
            key: 'dueDate',
            label: fieldLabel(t, 'due_date'),
            value: order.dueDate ? formatCalendarDate(order.dueDate, context.timeFormat) : null,
          },
        ]}
      />
      <p className={own.fixedHint}>{t('finance_order_pages.update.fixed_hint')}</p>
    </SectionCard>
  );
}
