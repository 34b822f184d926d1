import { useTranslation } from 'react-i18next';
import type { FinanceOrder } from '../../../../api/endpoints/finance-order/order-schemas';
import { formatCalendarDate } from '../../../../shared/format/date';
import { DescriptionsList } from '../../../components/screen/DescriptionsList';
import { SectionCard } from '../../../components/screen/SectionCard';
import { dictLabel } from '../../../components/search-list/cell-text';
import { useCellContext } from '../../../components/search-list/use-cell-context';
import { fieldLabel, type OrderFieldKey } from './field-label';
import { moneyText } from './order-money';
import { rateText } from './rate-text';

/** The order's own facts, its product and its buyer (names the parties typed: translate=no). */
export function OrderFactsCard({ order }: { order: FinanceOrder }) {
  const { t } = useTranslation();
  const context = useCellContext();
  const date = (d: string | null) => (d ? formatCalendarDate(d, context.timeFormat) : null);
  const name = (text: string | null) => (text ? <span translate="no">{text}</span> : null);
  const f = (key: OrderFieldKey) => fieldLabel(t, key);
  return (
    <SectionCard title={t('finance_order_pages.detail.order')} testId="order-facts">
      <DescriptionsList
        testId="record-details"
        columns={3}
        items={[
          { key: 'financeNo', label: f('finance_no'), value: order.financeNo },
          {
            key: 'status',
            label: f('status'),
            value: dictLabel(context, 'FINANCE_ORDER_STATUS', order.status),
          },
          { key: 'productName', label: f('product'), value: name(order.productName) },
          { key: 'supplierName', label: f('supplier'), value: name(order.supplierName) },
          { key: 'funderName', label: f('funder'), value: name(order.funderName) },
          { key: 'buyerName', label: f('buyer'), value: name(order.buyer.buyerName) },
          { key: 'buyerCode', label: f('buyer_code'), value: order.buyer.buyerCode },
          { key: 'currency', label: f('currency'), value: order.currency },
          {
            key: 'requestedAmount',
            label: t('finance_order_pages.apply.requested_amount'),
            value: moneyText(order.requestedAmount, order.currency),
          },
          {
            key: 'interestRate',
            label: f('interest_rate'),
            value: order.intentionId
              ? t('finance_order_pages.detail.priced_by_intention', {
                  id: order.intentionId,
                  rate: rateText(t, order.interestRate),
                })
              : rateText(t, order.interestRate),
          },
          { key: 'applyDate', label: f('apply_date'), value: date(order.applyDate) },
          { key: 'dueDate', label: f('due_date'), value: date(order.dueDate) },
          { key: 'valueDate', label: f('value_date'), value: date(order.valueDate) },
          { key: 'remark', label: f('remark'), value: name(order.remark), span: 3 },
        ]}
      />
    </SectionCard>
  );
}
