import { useTranslation } from 'react-i18next';
import type { FinanceOrder } from '../../../../api/endpoints/finance-order/order-schemas';
import { formatCalendarDate } from '../../../../shared/format/date';
import { OrderAccountCards } from '../../../components/bank-account/OrderAccountCards';
import { DescriptionsList } from '../../../components/screen/DescriptionsList';
import { SectionCard } from '../../../components/screen/SectionCard';
import { useCellContext } from '../../../components/search-list/use-cell-context';
import { fieldLabel } from './field-label';
import { moneyText } from './order-money';

/** The order's accounts, the payout and the repayment ('-' until they happen). */
export function OrderFundingCards({ order }: { order: FinanceOrder }) {
  const { t } = useTranslation();
  const { timeFormat } = useCellContext();
  const date = (d: string | null | undefined) => (d ? formatCalendarDate(d, timeFormat) : null);
  const paid = order.fundingInfo;
  const repayment = order.repaymentInfo;
  return (
    <>
      <OrderAccountCards orderId={order.id} version={order.updatedAt} />
      <SectionCard title={t('finance_order_pages.detail.funding')} testId="order-funding">
        <DescriptionsList
          columns={3}
          items={[
            {
              key: 'financedAmount',
              label: t('finance_order_pages.trial.financingAmount'),
              value: paid ? moneyText(paid.financedAmount, paid.currency) : null,
            },
            {
              key: 'paidAmount',
              label: fieldLabel(t, 'paid_amount'),
              value: paid ? moneyText(paid.paidAmount, paid.currency) : null,
            },
            { key: 'valueDate', label: fieldLabel(t, 'paid_date'), value: date(paid?.valueDate) },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('finance_order_pages.detail.repayment')} testId="order-repayment">
        <DescriptionsList
          columns={3}
          items={[
            {
              key: 'dueAmount',
              label: fieldLabel(t, 'outstanding'),
              value: repayment ? moneyText(repayment.dueAmount, repayment.currency) : null,
            },
            {
              key: 'maturityDate',
              label: fieldLabel(t, 'due_date'),
              value: date(repayment?.maturityDate),
            },
            {
              key: 'repaidAmount',
              label: fieldLabel(t, 'repaid_amount'),
              value: repayment?.repaidAmount
                ? moneyText(repayment.repaidAmount, repayment.currency)
                : null,
            },
            {
              key: 'repaymentDate',
              label: fieldLabel(t, 'repaid_date'),
              value: date(repayment?.repaymentDate),
            },
          ]}
        />
      </SectionCard>
    </>
  );
}
