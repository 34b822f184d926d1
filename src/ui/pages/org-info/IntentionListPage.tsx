import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import type { Intention } from '../../../api/endpoints/org-info/intention-schemas';
import {
  INTENTION_STATES,
  isPriceExpired,
  type IntentionAction,
  type IntentionState,
} from '../../../shared/org-info/intention-lifecycle';
import { visibleColumnKeys } from '../../../shared/page-declaration/column-preferences';
import { declarationForRole } from '../../../shared/page-declaration/role-view';
import {
  inFrozenOrder,
  isNumeric,
  tableColumns,
} from '../../../shared/page-declaration/table-columns';
import { paths } from '../../../shared/routes/paths';
import record from '../../components/declared-page/RecordPage.module.css';
import { SectionCard } from '../../components/screen/SectionCard';
import { ColumnSettings } from '../../components/search-list/ColumnSettings';
import { useColumnPreferences } from '../../components/search-list/use-column-preferences';
import { errorText, translateKey } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { timeFormat } from '../../state/app-state';
import { session } from '../../state/core-state';
import { answerPricing } from './answer-pricing';
import { intentionCells } from './intention-cells';
import { INTENTION_COLUMN_KEYS, intentionPage, type IntentionColumnKey } from './intention-page';
import { IntentionExportDialog } from './IntentionExportDialog';
import styles from './OrgInfo.module.css';
import { PriceDialog } from './PriceDialog';
import { holdsAuthorityFor, viewerActions, viewerActor } from './viewer';

const PAGE_SIZE = 20;

type Filter = IntentionState | 'ALL';

interface Page {
  total: number;
  today: string;
  list: Intention[];
}

const isColumnKey = (key: string): key is IntentionColumnKey =>
  (INTENTION_COLUMN_KEYS as readonly string[]).includes(key);

/**
 * /org/info: the intentions the viewer may see, each with its state and price, and the steps of
 * intention-lifecycle.ts the viewer may take on the selected one (hidden without the authority,
 * spec 000 §6). Its own page rather than a declared list: its rows come from the supplier's and
 * the funders' sides and its actions follow each row's state (docs/financing-intentions.md). Its
 * columns are declared once (intention-page.ts): the table, the column settings and the export
 * follow that declaration, as on the declared lists.
 */
export default function IntentionListPage() {
  useSignals();
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [first, setFirst] = useState(0);
  const [page, setPage] = useState<Page | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [selected, setSelected] = useState<Intention | null>(null);
  const [pricing, setPricing] = useState<Intention | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  const [exporting, setExporting] = useState(false);
  const actor = viewerActor();
  const k = 'org_info';
  // Columns bound to the other part are left out (a funder's Supplier, everyone else's Funder).
  const companyRole = session.value?.principal.user.companyRole ?? null;
  const declaration = useMemo(() => declarationForRole(intentionPage, companyRole), [companyRole]);
  const { preferences, change } = useColumnPreferences(declaration);
  const columns = useMemo(
    () => inFrozenOrder(tableColumns(declaration, visibleColumnKeys(preferences))),
    [declaration, preferences],
  );
  const cells = intentionCells(t, timeFormat.value);

  useEffect(() => {
    let live = true;
    core.orgInfo.list(filter, first / PAGE_SIZE + 1, PAGE_SIZE).then(
      (loaded) => {
        if (!live) return;
        setPage(loaded);
        setFailure(null);
        setSelected(null);
      },
      (error: unknown) => live && setFailure(errorText(t, error)),
    );
    return () => {
      live = false;
    };
  }, [core, t, filter, first, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const today = page?.today ?? '';
  const expired = (i: Intention) => isPriceExpired(i.price?.validUntil ?? null, today);
  const allowed = new Set<IntentionAction>(
    selected ? viewerActions(selected.state, expired(selected)) : [],
  );

  async function answer(kind: 'ACCEPT' | 'REJECT') {
    if (!selected || busy) return;
    setBusy(true);
    const done = await answerPricing(core, t, selected, kind, timeFormat.value);
    setBusy(false);
    if (done) reload();
  }

  const action = (name: IntentionAction, icon: string, run: () => void) =>
    allowedByRole(name) && (
      <Button
        type="button"
        size="small"
        outlined={name !== 'apply'}
        icon={icon}
        label={t(`${k}.action.${name}`)}
        data-action={name}
        disabled={!allowed.has(name) || busy}
        onClick={run}
      />
    );

  /** A button is shown to those whose part and authority could ever take the step. */
  function allowedByRole(name: IntentionAction): boolean {
    if (!holdsAuthorityFor(name)) return false;
    return name === 'price' ? actor === 'FUNDER' : actor === 'SUPPLIER';
  }

  const hint =
    actor === 'FUNDER' ? 'hint_funder' : actor === 'SUPPLIER' ? 'hint_supplier' : 'hint_viewer';

  return (
    <div className={record.stack} data-testid="intention-list">
      <h1 className={record.title}>{t(`${k}.list.title`)}</h1>
      <SectionCard>
        <p className={styles.hint}>{t(`${k}.list.${hint}`)}</p>
        <div className={styles.filters}>
          <label htmlFor="intention-state-filter">{t(`${k}.list.state_filter`)}</label>
          <Dropdown
            inputId="intention-state-filter"
            value={filter}
            options={(['ALL', ...INTENTION_STATES] as const).map((s) => ({
              value: s,
              label: t(`${k}.state.${s}`),
            }))}
            onChange={(e) => {
              setFilter(e.value as Filter);
              setFirst(0);
            }}
          />
        </div>
      </SectionCard>
      <SectionCard>
        <div className={styles.toolbar} role="toolbar" aria-label={t(`${k}.list.actions`)}>
          {actor === 'SUPPLIER' && holdsAuthorityFor('create') && (
            <Button
              type="button"
              size="small"
              icon="pi pi-plus"
              label={t(`${k}.action.create`)}
              data-action="create"
              onClick={() => void navigate(paths.orgInfoAddIntent.getHref())}
            />
          )}
          {action('edit', 'pi pi-pencil', () => {
            if (selected)
              void navigate(
                `${paths.orgInfoEditIntent.getHref()}?id=${encodeURIComponent(selected.id)}`,
              );
          })}
          {action('price', 'pi pi-tag', () => setPricing(selected))}
          {action('accept', 'pi pi-check', () => void answer('ACCEPT'))}
          {action('reject', 'pi pi-times', () => void answer('REJECT'))}
          {action('apply', 'pi pi-send', () => {
            if (selected)
              void navigate(
                `${paths.financeOrderAdd.getHref()}?intention=${encodeURIComponent(selected.id)}`,
              );
          })}
          {actor !== null && !selected && (
            <span className={styles.selectHint}>{t(`${k}.list.select_hint`)}</span>
          )}
          <div className={styles.toolbarEnd}>
            <Button
              type="button"
              size="small"
              outlined
              icon="pi pi-download"
              label={t('action.export')}
              data-action="export"
              onClick={() => setExporting(true)}
            />
            <ColumnSettings preferences={preferences} onChange={change} />
          </div>
        </div>
        {failure && <p role="alert">{failure}</p>}
        <DataTable
          value={page?.list ?? []}
          loading={page === null && !failure}
          dataKey="id"
          size="small"
          stripedRows
          scrollable
          tableStyle={{ whiteSpace: 'nowrap' }}
          // Row selection, not a radio column: PrimeReact's radios carry no name and sit inside
          // the focusable row (axe: label, nested-interactive).
          selectionMode="single"
          metaKeySelection={false}
          selection={selected}
          onSelectionChange={(e) => setSelected((e.value as Intention | null) ?? null)}
          lazy
          paginator
          rows={PAGE_SIZE}
          first={first}
          totalRecords={page?.total ?? 0}
          onPage={(e) => setFirst(e.first)}
          emptyMessage={t(filter === 'ALL' ? `${k}.list.empty` : `${k}.list.empty_filtered`)}
        >
          {columns.flatMap((c) => {
            if (!isColumnKey(c.key)) return [];
            const cell = cells[c.key];
            return [
              <Column
                key={c.key}
                columnKey={c.key}
                header={translateKey(t, c.titleKey)}
                align={isNumeric(c.type) ? 'right' : undefined}
                frozen={c.frozen !== undefined}
                alignFrozen={c.frozen === 'right' ? 'right' : 'left'}
                body={(r: Intention) => cell(r)}
              />,
            ];
          })}
        </DataTable>
      </SectionCard>
      {exporting && (
        <IntentionExportDialog
          columns={columns}
          state={filter}
          rowCount={page?.total ?? null}
          onClose={() => setExporting(false)}
        />
      )}
      {pricing && (
        <PriceDialog
          intention={pricing}
          today={today}
          onClose={(sent) => {
            setPricing(null);
            if (sent) reload();
          }}
        />
      )}
    </div>
  );
}
