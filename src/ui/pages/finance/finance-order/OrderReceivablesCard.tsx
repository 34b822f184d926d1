import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { FinanceOrder } from '../../../../api/endpoints/finance-order/order-schemas';
import { formatCalendarDate } from '../../../../shared/format/date';
import { SectionCard } from '../../../components/screen/SectionCard';
import { useCellContext } from '../../../components/search-list/use-cell-context';
import { fieldLabel } from './field-label';
import { moneyText } from './order-money';

type Receivable = FinanceOrder['receivables'][number];

/** The purchase orders and invoices the order finances, with their amounts. */
export function OrderReceivablesCard({ order }: { order: Pick<FinanceOrder, 'receivables'> }) {
  const { t } = useTranslation();
  const { timeFormat } = useCellContext();
  const date = (d: string | null) => (d ? formatCalendarDate(d, timeFormat) : '-');
  return (
    <SectionCard
      title={`${t('finance_order_pages.detail.receivables')} (${order.receivables.length})`}
      testId="order-receivables"
    >
      <DataTable
        value={[...order.receivables]}
        dataKey="id"
        size="small"
        stripedRows
        scrollable
        emptyMessage={t('common.empty_data')}
      >
        <Column
          header={fieldLabel(t, 'kind')}
          body={(r: Receivable) =>
            t(
              r.kind === 'PO'
                ? 'finance_order_pages.apply.kind_po'
                : 'finance_order_pages.apply.kind_invoice',
            )
          }
        />
        <Column header={fieldLabel(t, 'number')} field="number" />
        <Column header={fieldLabel(t, 'issue_date')} body={(r: Receivable) => date(r.issueDate)} />
        <Column header={fieldLabel(t, 'due_date')} body={(r: Receivable) => date(r.dueDate)} />
        <Column
          header={fieldLabel(t, 'amount')}
          align="right"
          body={(r: Receivable) => moneyText(r.amount, r.currency)}
        />
      </DataTable>
    </SectionCard>
  );
}
