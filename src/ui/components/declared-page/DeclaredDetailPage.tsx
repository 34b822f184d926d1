import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Card } from 'primereact/card';
import { ProgressSpinner } from 'primereact/progressspinner';
import { paths } from '../../../shared/routes/paths';
import { tableColumns } from '../../../shared/page-declaration/table-columns';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import { errorText, translateKey } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { cellText } from '../search-list/cell-text';
import { useCellContext } from '../search-list/use-cell-context';
import styles from './DeclaredDetailPage.module.css';

type Answer =
  { status: 'done'; record: Record<string, unknown> | null } | { status: 'error'; error: unknown };
type Loaded = { status: 'loading' } | Answer;

/**
 * A record's detail page from its list's declaration: every declared column (hidden ones too)
 * as a descriptions list, values shown as in the table. The record comes from the worker.
 */
export function DeclaredDetailPage({ declaration }: { declaration: PageDeclaration }) {
  const { t } = useTranslation();
  const core = useCore();
  const context = useCellContext();
  const { id = '' } = useParams();
  // The answer remembers which record it is for, so a new id shows loading without a reset.
  const [answer, setAnswer] = useState<{ id: string; answer: Answer } | null>(null);
  const loaded: Loaded = answer?.id === id ? answer.answer : { status: 'loading' };

  useEffect(() => {
    let live = true;
    core.pages.record(declaration.id, id).then(
      (record) => live && setAnswer({ id, answer: { status: 'done', record } }),
      (error: unknown) => live && setAnswer({ id, answer: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
  }, [core, declaration.id, id]);

  const columns = tableColumns(
    declaration,
    declaration.columns.map((c) => c.key),
  );
  const back = declaration.routeId ? paths[declaration.routeId].path : null;

  return (
    <Card title={`${translateKey(t, declaration.titleKey)} · ${id}`} className={styles.page}>
      {loaded.status === 'loading' && <ProgressSpinner style={{ width: 32, height: 32 }} />}
      {loaded.status === 'error' && <p role="alert">{errorText(t, loaded.error)}</p>}
      {loaded.status === 'done' && !loaded.record && (
        <p role="alert">{t('pages.detail.not_found')}</p>
      )}
      {loaded.status === 'done' && loaded.record && (
        <dl className={styles.details} data-testid="record-details">
          {columns.map((column) => (
            <Fragment key={column.key}>
              <dt>{translateKey(t, column.titleKey)}</dt>
              <dd data-field={column.key}>
                {cellText(column, loaded.record as Record<string, unknown>, context)}
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
      {back && (
        <Link className="p-button p-button-outlined" to={back}>
          {t('pages.detail.back')}
        </Link>
      )}
    </Card>
  );
}
