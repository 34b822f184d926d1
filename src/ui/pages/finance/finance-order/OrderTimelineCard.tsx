import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { FinanceOrder } from '../../../../api/endpoints/finance-order/order-schemas';
import { formatDate } from '../../../../shared/format/date';
import { translateKey } from '../../../core/error-text';
import { SectionCard } from '../../../components/screen/SectionCard';
import { dictLabel } from '../../../components/search-list/cell-text';
import { useCellContext } from '../../../components/search-list/use-cell-context';
import { fieldLabel } from './field-label';

type Event = FinanceOrder['timeline'][number];

/** Every command the order went through: when, who, what, and the status it led to. */
export function OrderTimelineCard({ timeline }: { timeline: FinanceOrder['timeline'] }) {
  const { t } = useTranslation();
  const context = useCellContext();
  return (
    <SectionCard title={t('finance_order_pages.detail.timeline')} testId="order-timeline">
      <DataTable
        value={[...timeline]}
        dataKey="seq"
        size="small"
        stripedRows
        emptyMessage={t('finance_order_pages.detail.no_timeline')}
      >
        <Column
          header={fieldLabel(t, 'when')}
          body={(e: Event) =>
            formatDate(e.at, {
              timeZone: context.timeZone,
              format: context.timeFormat,
              withTime: true,
            })
          }
        />
        <Column
          header={fieldLabel(t, 'who')}
          body={(e: Event) => <span translate="no">{e.byUserName}</span>}
        />
        <Column
          header={fieldLabel(t, 'action')}
          body={(e: Event) => translateKey(t, `finance_order_pages.step.${e.action}`, e.action)}
        />
        <Column
          header={fieldLabel(t, 'status')}
          body={(e: Event) => dictLabel(context, 'FINANCE_ORDER_STATUS', e.toStatus)}
        />
        <Column
          header={fieldLabel(t, 'remark')}
          body={(e: Event) => <span translate="no">{e.comment ?? '-'}</span>}
        />
      </DataTable>
    </SectionCard>
  );
}
