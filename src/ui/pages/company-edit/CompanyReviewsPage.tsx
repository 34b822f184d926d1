import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import type { CompanyChangeView } from '../../../api/endpoints/company-edit/company-change-view';
import { CHANGE_STATES, type ChangeState } from '../../../shared/company-edit/change-rules';
import { formatDate } from '../../../shared/format/date';
import { paths } from '../../../shared/routes/paths';
import record from '../../components/declared-page/RecordPage.module.css';
import { SectionCard } from '../../components/screen/SectionCard';
import { useCellContext } from '../../components/search-list/use-cell-context';
import { useCore } from '../../core/use-core';
import styles from './ChangeComparison.module.css';

type State =
  { kind: 'loading' } | { kind: 'ready'; rows: CompanyChangeView[] } | { kind: 'failed' };

/**
 * /review/company-changes: the platform reviewer's queue of legal-data changes across companies
 * (docs/company-review.md), oldest first; decided ones by state. Each opens side by side.
 */
export default function CompanyReviewsPage() {
  const { t } = useTranslation();
  const core = useCore();
  const context = useCellContext();
  const [status, setStatus] = useState<ChangeState>('PENDING');
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    core.companyEdit.reviewList(status).then(
      (rows) => live && setState({ kind: 'ready', rows }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [core, status]);

  const rows = state.kind === 'ready' ? state.rows : [];
  return (
    <div data-testid="company-reviews">
      <h1 className={record.title}>{t('company_edit.reviews.title')}</h1>
      <SectionCard>
        <label htmlFor="company-reviews-status" className={styles.meta}>
          {t('company_edit.reviews.status')}
        </label>{' '}
        <Dropdown
          inputId="company-reviews-status"
          value={status}
          options={CHANGE_STATES.map((s) => ({
            value: s,
            label: t(`company_edit.reviews.state.${s}`),
          }))}
          onChange={(e: { value: unknown }) => {
            setState({ kind: 'loading' });
            setStatus(e.value as ChangeState);
          }}
        />
      </SectionCard>
      <DataTable
        value={rows}
        size="small"
        stripedRows
        loading={state.kind === 'loading'}
        emptyMessage={
          state.kind === 'failed'
            ? t('company_edit.reviews.load_failed')
            : t('company_edit.reviews.empty')
        }
        dataKey="id"
        data-testid="company-reviews-table"
      >
        <Column
          header={t('company_edit.pending.change_no')}
          body={(row: CompanyChangeView) => (
            <Link to={paths.reviewCompanyChange.getHref({ changeId: row.id })} translate="no">
              {row.id}
            </Link>
          )}
        />
        <Column
          header={t('company_edit.reviews.company')}
          body={(row: CompanyChangeView) => <span translate="no">{row.companyName}</span>}
        />
        <Column
          header={t('company_edit.reviews.fields')}
          body={(row: CompanyChangeView) =>
            row.changedFields.map((f) => t(`company_edit.field.${f}`)).join(', ')
          }
        />
        <Column
          header={t('company_edit.reviews.submitted_by')}
          body={(row: CompanyChangeView) => <span translate="no">{row.submittedByName}</span>}
        />
        <Column
          header={t('company_edit.reviews.submitted_at')}
          body={(row: CompanyChangeView) =>
            formatDate(row.submittedAt, {
              timeZone: context.timeZone,
              format: context.timeFormat,
              withTime: true,
            })
          }
        />
        <Column
          header={t('company_edit.reviews.status')}
          body={(row: CompanyChangeView) => t(`company_edit.reviews.state.${row.status}`)}
        />
      </DataTable>
    </div>
  );
}
