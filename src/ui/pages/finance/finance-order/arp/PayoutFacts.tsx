import { useTranslation } from 'react-i18next';
import type { FinanceOrder } from '../../../../../api/endpoints/finance-order/order-schemas';
import { formatCalendarDate } from '../../../../../shared/format/date';
import { DescriptionsList } from '../../../../components/screen/DescriptionsList';
import { useCellContext } from '../../../../components/search-list/use-cell-context';
import { fieldLabel } from '../field-label';
import { moneyText } from '../order-money';

/** The payout a conversion would turn into a purchase: what was paid, when, and when it is due. */
export function PayoutFacts({ order }: { order: FinanceOrder }) {
  const { t } = useTranslation();
  const { timeFormat } = useCellContext();
  const info = order.fundingInfo;
  const date = (d: string | null | undefined) => (d ? formatCalendarDate(d, timeFormat) : null);
  return (
    <DescriptionsList
      testId="arp-payout-list"
      columns={3}
      items={[
        {
          key: 'financedAmount',
          label: t('finance_order_pages.trial.financingAmount'),
          value: moneyText(info?.financedAmount ?? order.financedAmount, order.currency),
        },
        {
          key: 'paidAmount',
          label: fieldLabel(t, 'paid_amount'),
          value: moneyText(info?.paidAmount, order.currency),
        },
        { key: 'valueDate', label: fieldLabel(t, 'paid_date'), value: date(info?.valueDate) },
        {
          key: 'maturityDate',
          label: fieldLabel(t, 'due_date'),
          value: date(info?.maturityDate ?? order.maturityDate),
        },
      ]}
    />
  );
}
