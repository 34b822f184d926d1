import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { Tag } from 'primereact/tag';
import type { Intention } from '../../../api/endpoints/org-info/intention-schemas';
import { formatCalendarDate } from '../../../shared/format/date';
import {
  INTENTION_STATES,
  isPriceExpired,
  type IntentionAction,
  type IntentionDisplayState,
  type IntentionState,
} from '../../../shared/org-info/intention-lifecycle';
import { paths } from '../../../shared/routes/paths';
import record from '../../components/declared-page/RecordPage.module.css';
import { SectionCard } from '../../components/screen/SectionCard';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { timeFormat } from '../../state/app-state';
import { moneyText } from '../finance/finance-order/order-money';
import { answerPricing } from './answer-pricing';
import styles from './OrgInfo.module.css';
import { PriceDialog } from './PriceDialog';
import { priceText } from './price-text';
import { holdsAuthorityFor, viewerActions, viewerActor } from './viewer';

const PAGE_SIZE = 20;

type Filter = IntentionState | 'ALL';

interface Page {
  total: number;
  today: string;
  list: Intention[];
}

const SEVERITY: Readonly<
  Record<IntentionDisplayState, 'info' | 'warning' | 'success' | 'danger' | 'secondary'>
> = {
  PENDING_PRICING: 'info',
  PRICED: 'warning',
  EXPIRED: 'secondary',
  ACCEPTED: 'success',
  REJECTED: 'danger',
};

/**
 * /org/info: the intentions the viewer may see, each with its state and price, and the steps of
 * intention-lifecycle.ts the viewer may take on the selected one (hidden without the authority,
 * spec 000 §6). Its own page rather than a declared list: its rows come from the supplier's and
 * the funders' sides and its actions follow each row's state (docs/financing-intentions.md).
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
  const actor = viewerActor();
  const k = 'org_info';

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
  const date = (iso: string | undefined) => (iso ? formatCalendarDate(iso, timeFormat.value) : '-');

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
          <Column
            header={t(`${k}.col.id`)}
            frozen
            body={(r: Intention) => <span translate="no">{r.id}</span>}
          />
          {actor === 'FUNDER' && (
            <Column
              header={t(`${k}.col.supplier`)}
              body={(r: Intention) => <Cut text={r.supplierName} />}
            />
          )}
          <Column
            header={t(`${k}.col.buyer`)}
            body={(r: Intention) => <Cut text={r.buyerName} />}
          />
          <Column
            header={t(`${k}.col.product`)}
            body={(r: Intention) => <Cut text={r.productName} />}
          />
          <Column
            header={t(`${k}.col.tenor`)}
            align="right"
            body={(r: Intention) => <span translate="no">{r.tenorDays}</span>}
          />
          <Column
            header={t(`${k}.col.price`)}
            body={(r: Intention) => <span translate="no">{priceText(t, r.price)}</span>}
          />
          <Column
            header={t(`${k}.col.valid_until`)}
            body={(r: Intention) => <span translate="no">{date(r.price?.validUntil)}</span>}
          />
          {actor !== 'FUNDER' && (
            <Column
              header={t(`${k}.col.funder`)}
              body={(r: Intention) => <Cut text={r.funderName ?? '-'} />}
            />
          )}
          <Column
            header={t(`${k}.col.state`)}
            frozen
            alignFrozen="right"
            body={(r: Intention) => (
              <Tag
                value={t(`${k}.state.${r.displayState}`)}
                severity={SEVERITY[r.displayState]}
                data-state={r.displayState}
              />
            )}
          />
          <Column
            header={t(`${k}.col.amount`)}
            align="right"
            frozen
            alignFrozen="right"
            body={(r: Intention) => <span translate="no">{moneyText(r.amount, r.currency)}</span>}
          />
        </DataTable>
      </SectionCard>
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

/** A name cut with "…" so the row stays on one line; the whole name is its title. */
function Cut({ text }: { text: string }) {
  return (
    <span translate="no" title={text} className={styles.cut}>
      {text}
    </span>
  );
}
