import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ProgressSpinner } from 'primereact/progressspinner';
import { paths } from '../../../shared/routes/paths';
import { tableColumns } from '../../../shared/page-declaration/table-columns';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import { errorText, translateKey } from '../../core/error-text';
import { cellText } from '../search-list/cell-text';
import { useCellContext } from '../search-list/use-cell-context';
import { DescriptionsList } from '../screen/DescriptionsList';
import { GroupActions } from '../screen/GroupActions';
import { SectionCard } from '../screen/SectionCard';
import { useRecord } from './use-record';

/**
 * A record's detail page from its list's declaration: every declared column (hidden ones too)
 * as a descriptions list, values shown as in the table. The record comes from the worker.
 * Back returns to the page the user came from (the list with its filters and page, as they left
 * it); opened directly, with nothing of the portal behind it, Back goes to the list route.
 */
export function DeclaredDetailPage({
  declaration,
  children,
}: {
  declaration: PageDeclaration;
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

  return (
    <SectionCard title={`${translateKey(t, declaration.titleKey)} · ${id}`} level="outer">
      {loaded.status === 'loading' && <ProgressSpinner style={{ width: 32, height: 32 }} />}
      {loaded.status === 'error' && <p role="alert">{errorText(t, loaded.error)}</p>}
      {loaded.status === 'done' && !loaded.record && (
        <p role="alert">{t('pages.detail.not_found')}</p>
      )}
      {loaded.status === 'done' && loaded.record && (
        <DescriptionsList
          testId="record-details"
          items={columns.map((column) => ({
            key: column.key,
            label: translateKey(t, column.titleKey),
            value: cellText(column, loaded.record as Record<string, unknown>, context),
          }))}
        />
      )}
      {loaded.status === 'done' && loaded.record && children}
      <GroupActions back={{ kind: 'back' }} backFallback={list} testId="detail-actions" />
    </SectionCard>
  );
}
