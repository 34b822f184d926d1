import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ProgressSpinner } from 'primereact/progressspinner';
import { paths } from '../../../shared/routes/paths';
import { tableColumns } from '../../../shared/page-declaration/table-columns';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import { isBlank } from '../../../shared/screen/description-text';
import { errorText, translateKey } from '../../core/error-text';
import { cellText } from '../search-list/cell-text';
import { useCellContext } from '../search-list/use-cell-context';
import { DescriptionsList } from '../screen/DescriptionsList';
import { GroupActions } from '../screen/GroupActions';
import { SectionCard } from '../screen/SectionCard';
import styles from './RecordPage.module.css';
import { useRecord } from './use-record';

// Long texts take the whole row of the grid.
const FULL_ROW = new Set(['remark']);

/**
 * A record's detail page from its list's declaration: every declared column (hidden ones too)
 * as a descriptions list in the basic-information card, values shown as in the table, in the
 * forms' grid. The title names the record by its business number (the declaration's
 * `record.numberField`, else its first column: "Purchase order POSUP…", never the internal id). Back returns to the page
 * the user came from (the list with its filters and page, as they left it); opened directly,
 * with nothing of the portal behind it, Back goes to the list route.
 */
export function DeclaredDetailPage({
  declaration,
  recordTitleKey,
  children,
}: {
  declaration: PageDeclaration;
  /** What one record is called ("Purchase order"); the detail route's title by default. */
  recordTitleKey?: string;
  /** What the page shows below the declared fields (a purchase order's lines). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const context = useCellContext();
  const { id = '' } = useParams();
  const loaded = useRecord(declaration.id, id);

  const columns = tableColumns(
    declaration,
    declaration.columns.map((c) => c.key),
  );
  const list = declaration.routeId ? paths[declaration.routeId].path : null;
  const titleKey =
    recordTitleKey ??
    (declaration.detailRouteId ? paths[declaration.detailRouteId].titleKey : declaration.titleKey);
  const record = loaded.status === 'done' ? loaded.record : null;
  // The business number: the declaration's record number, else its first (identifying) column.
  const numberKey = declaration.record?.numberField ?? declaration.columns[0]?.key;
  const number = record && numberKey ? record[numberKey] : null;
  const title = translateKey(t, titleKey);

  return (
    <div data-testid="record-detail" className={styles.stack}>
      <h1 className={styles.title} data-testid="record-title">
        {isBlank(number) ? title : `${title} ${String(number as string)}`}
      </h1>
      {loaded.status === 'loading' && <ProgressSpinner style={{ width: 32, height: 32 }} />}
      {loaded.status === 'error' && (
        <SectionCard>
          <p role="alert">{errorText(t, loaded.error)}</p>
        </SectionCard>
      )}
      {loaded.status === 'done' && !record && (
        <SectionCard>
          <p role="alert">{t('pages.detail.not_found')}</p>
        </SectionCard>
      )}
      {record && (
        <SectionCard title={t('screen.detail.basic')} testId="record-basic">
          <DescriptionsList
            testId="record-details"
            columns={3}
            items={columns.map((column) => ({
              key: column.key,
              label: translateKey(t, column.titleKey),
              value: cellText(column, record, context),
              ...(FULL_ROW.has(column.key) ? { span: 3 } : {}),
            }))}
          />
        </SectionCard>
      )}
      {record && children}
      <GroupActions back={{ kind: 'back' }} backFallback={list} testId="detail-actions" />
    </div>
  );
}
