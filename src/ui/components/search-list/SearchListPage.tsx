import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import {
  withFilter,
  withoutFilter,
  withPage,
  withParams,
  withSort,
} from '../../../shared/page-declaration/list-state';
import { queryControls } from '../../../shared/page-declaration/query-controls';
import { visibleColumnKeys } from '../../../shared/page-declaration/column-preferences';
import {
  inFrozenOrder,
  scrollWidth,
  tableColumns,
} from '../../../shared/page-declaration/table-columns';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import { detailHref } from '../../../shared/page-declaration/row-href';
import { errorText, translateKey } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { ActionBar, type ActionHandler } from './ActionBar';
import { ColumnSettings } from './ColumnSettings';
import { DensityToggle } from './DensityToggle';
import { FilterTags } from './FilterTags';
import { ListExportDialog } from './ListExportDialog';
import { QueryForm } from './QueryForm';
import { ResultTable } from './ResultTable';
import { emptyMessageKey } from './empty-message';
import { useListUrlState } from './use-list-url-state';
import { useColumnPreferences } from './use-column-preferences';
import { useDensity } from './use-density';
import { usePageQuery } from './use-page-query';
import styles from './SearchList.module.css';

type Rec = Record<string, unknown>;

interface Props {
  declaration: PageDeclaration;
  /** What each declared action does; an action without a handler is not shown. */
  handlers?: Readonly<Record<string, ActionHandler>>;
  /** The after-step of an action; a reload of the list when absent. */
  afterAction?: () => Promise<void>;
  /** The page's own toolbar buttons (an Import menu), after the declared actions. */
  toolbar?: ReactNode;
}

/** A search-list page from its declaration: query form, filter tags, actions, paged table. */
export function SearchListPage({ declaration, handlers = {}, afterAction, toolbar }: Props) {
  const { t } = useTranslation();
  const core = useCore();
  const { state, setState, isEqual } = useListUrlState(declaration);
  const { query, reload } = usePageQuery(declaration.id, state, isEqual);
  const [selection, setSelection] = useState<Rec[]>([]);
  const [density, setDensity] = useDensity();
  const controls = useMemo(() => queryControls(declaration), [declaration]);
  const searchKeys = useMemo(
    () => new Set(declaration.searchFields.map((f) => f.key)),
    [declaration],
  );
  const { preferences, change } = useColumnPreferences(declaration);
  const columns = useMemo(
    () => inFrozenOrder(tableColumns(declaration, visibleColumnKeys(preferences))),
    [declaration, preferences],
  );
  const result = query.status === 'error' ? null : query.result;
  const [exporting, setExporting] = useState(false);
  // Export is the renderer's own action: it needs the list's state and visible columns.
  const allHandlers = useMemo<Readonly<Record<string, ActionHandler>>>(
    () => ({
      ...handlers,
      export: async () => {
        setExporting(true);
        return false;
      },
    }),
    [handlers],
  );

  const after = async () => {
    if (afterAction) await afterAction();
    setSelection([]);
    reload();
  };

  return (
    <section className={styles.page} aria-label={translateKey(t, declaration.titleKey)}>
      <h1 className={styles.title}>{translateKey(t, declaration.titleKey)}</h1>
      <div className={styles.queryPanel}>
        <QueryForm
          controls={controls}
          params={state.params}
          onQuery={(params) => setState(withParams(state, params))}
        />
      </div>
      <FilterTags
        declaration={declaration}
        filters={state.filters}
        onClose={(key) => setState(withoutFilter(state, key))}
      />
      <div className={styles.toolbar} role="toolbar" aria-label={t('search_list.toolbar')}>
        <div className={styles.toolbarStart}>
          <ActionBar
            actions={declaration.actions}
            handlers={allHandlers}
            record={declaration.record}
            selection={selection}
            delayMs={declaration.afterActionDelayMs}
            after={after}
          />
          {toolbar}
        </div>
        <div className={styles.toolbarEnd}>
          <DensityToggle density={density} onChange={setDensity} />
          <ColumnSettings preferences={preferences} onChange={change} />
        </div>
      </div>
      {exporting && (
        <ListExportDialog
          declaration={declaration}
          columns={columns}
          state={state}
          rowCount={result?.total ?? null}
          onClose={() => setExporting(false)}
        />
      )}
      {query.status === 'error' && (
        <div role="alert" className={styles.error} data-testid="search-error">
          <span>{errorText(t, query.error)}</span>
          <Button type="button" label={t('common.retry')} onClick={reload} />
        </div>
      )}
      <ResultTable
        columns={columns}
        rowKey={declaration.rowKey}
        result={result}
        loading={query.status === 'loading'}
        state={state}
        width={scrollWidth(declaration, columns)}
        selectable={declaration.actions.some((a) => a.needsSelection)}
        selection={selection}
        onSelection={setSelection}
        onPage={(page, size) => setState(withPage(state, page, size))}
        onSort={(field, desc) => setState(withSort(state, field ? { field, desc } : null))}
        rowLink={(row) => detailHref(declaration, row)}
        density={density}
        emptyMessage={translateKey(t, emptyMessageKey(declaration, state))}
        columnFilter={{
          valueOf: (key) => state.params[key] ?? state.filters[key] ?? '',
          loadOptions: (key) => core.pages.options(declaration.id, key, state),
          // A column that is also a search field filters through the form's value, so the form
          // shows it and the address reads back the same way (docs/search-list.md).
          onApply: (key, value) =>
            setState(
              searchKeys.has(key)
                ? withParams(state, { ...state.params, [key]: value })
                : withFilter(state, key, value),
            ),
        }}
      />
    </section>
  );
}
