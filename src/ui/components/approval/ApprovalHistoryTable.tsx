import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { WorkflowDetail } from '../../../api/endpoints/workflow/workflow-params';
import { formatDate } from '../../../shared/format/date';
import { useCellContext } from '../search-list/use-cell-context';
import styles from './ApprovalFlowCard.module.css';

interface Props {
  rows: readonly WorkflowDetail[];
  loading: boolean;
  emptyText: string;
}

/** The audit log (spec 001 §4): approval time, user, status (translated) and comment. */
export function ApprovalHistoryTable({ rows, loading, emptyText }: Props) {
  const { t } = useTranslation();
  const context = useCellContext();
  return (
    <DataTable
      value={[...rows]}
      size="small"
      stripedRows
      loading={loading}
      emptyMessage={emptyText}
      className={styles.table}
      data-testid="approval-history"
    >
      <Column
        header={t('approval.column.time')}
        headerClassName={styles.timeColumn}
        body={(row: WorkflowDetail) =>
          formatDate(row.updateTime, {
            timeZone: context.timeZone,
            format: context.timeFormat,
            withTime: true,
          })
        }
      />
      <Column
        header={t('approval.column.user')}
        body={(row: WorkflowDetail) => <span translate="no">{row.assigneeName}</span>}
      />
      <Column
        header={t('approval.column.status')}
        body={(row: WorkflowDetail) => (
          <span data-operation={row.operation}>{t(`approval.operation.${row.operation}`)}</span>
        )}
      />
      <Column
        header={t('approval.column.comment')}
        bodyClassName={styles.comment}
        body={(row: WorkflowDetail) =>
          row.auditComment === '' ? '-' : <span translate="no">{row.auditComment}</span>
        }
      />
    </DataTable>
  );
}
