import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Link } from 'react-router-dom';
import type { ConfirmationRow } from '../../../../api/endpoints/finance-order/right-confirmation-list';
import { formatCalendarDate } from '../../../../shared/format/date';
import { paths } from '../../../../shared/routes/paths';
import styles from '../../../components/declared-page/RecordPage.module.css';
import { SectionCard } from '../../../components/screen/SectionCard';
import { useCellContext } from '../../../components/search-list/use-cell-context';
import { errorText } from '../../../core/error-text';
import { useCore } from '../../../core/use-core';
import { fieldLabel } from './field-label';
import own from './FinanceOrderPages.module.css';
import { moneyText } from './order-money';
import { runOrderStep } from './run-order-step';

// The batch endpoint's limit (right-confirmation.ts BATCH_MAX).
const BATCH_MAX = 100;

/**
 * /finance/finance-order/confirm (always allowed): every order awaiting the buyer's rights
 * confirmation, each with its receivables' total and a link to the order's confirm page,
 * confirmed one by one or ticked and confirmed together (all or none, one command).
 */
export default function FinanceOrderConfirmListPage() {
  const { t } = useTranslation();
  const core = useCore();
  const { timeFormat } = useCellContext();
  const [rows, setRows] = useState<ConfirmationRow[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [selected, setSelected] = useState<ConfirmationRow[]>([]);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    core.financeOrders.awaitingConfirmation().then(
      (loaded) => {
        if (!live) return;
        setRows(loaded);
        setSelected([]);
      },
      (error: unknown) => live && setFailure(errorText(t, error)),
    );
    return () => {
      live = false;
    };
  }, [core, t, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const k = 'finance_order_pages';

  async function confirmOne(row: ConfirmationRow) {
    setBusy(true);
    const amount = moneyText(row.receivablesAmount, row.currency);
    const ok = await runOrderStep(core, t, {
      type: 'financeOrder.confirmRights',
      payload: { id: row.id },
      confirm: {
        header: t(`${k}.confirm.rights_header`),
        message: t(`${k}.confirm.rights`, { number: row.financeNo, amount }),
        acceptLabel: t(`${k}.action.confirm_rights`),
        // The buyer's statement that it owes the debt cannot be taken back.
        danger: true,
      },
      done: t(`${k}.done.rights`, { number: row.financeNo }),
    });
    setBusy(false);
    if (ok) reload();
  }

  async function confirmSelected() {
    const ids = selected.slice(0, BATCH_MAX).map((r) => r.id);
    setBusy(true);
    const ok = await runOrderStep(core, t, {
      type: 'financeOrder.confirmRightsBatch',
      payload: { ids },
      confirm: {
        header: t(`${k}.confirm.rights_header`),
        message: t(`${k}.confirm.batch_rights`, { count: ids.length }),
        acceptLabel: t(`${k}.action.confirm_rights`),
        // The buyer's statement that it owes the debt cannot be taken back.
        danger: true,
      },
      done: t(`${k}.done.batch_rights`, { count: ids.length }),
    });
    setBusy(false);
    if (ok) reload();
  }

  return (
    <div className={styles.stack} data-testid="confirm-list">
      <h1 className={styles.title}>{t(`${k}.confirm_list.title`)}</h1>
      <SectionCard>
        <p className={own.hint}>{t(`${k}.confirm_list.hint`)}</p>
        <div className={own.actions}>
          <Button
            type="button"
            data-action="batch-confirm"
            label={t(`${k}.confirm_list.confirm_selected`, { count: selected.length })}
            disabled={selected.length === 0 || busy}
            onClick={() => void confirmSelected()}
          />
        </div>
        {failure && <p role="alert">{failure}</p>}
        <DataTable
          value={rows ?? []}
          loading={rows === null && !failure}
          dataKey="id"
          size="small"
          stripedRows
          scrollable
          // Cells stay on one line (docs/ui-conventions.md); a narrow window scrolls the table.
          tableStyle={{ whiteSpace: 'nowrap' }}
          selectionMode="checkbox"
          selection={selected}
          onSelectionChange={(e) => setSelected(e.value)}
          emptyMessage={t(`${k}.confirm_list.empty`)}
        >
          <Column selectionMode="multiple" style={{ width: 40 }} frozen />
          <Column
            header={fieldLabel(t, 'finance_no')}
            frozen
            body={(r: ConfirmationRow) => (
              <Link to={paths.financeOrderConfirmById.getHref({ id: r.id })}>{r.financeNo}</Link>
            )}
          />
          <Column
            header={fieldLabel(t, 'supplier')}
            body={(r: ConfirmationRow) => <PartyName name={r.supplierName} />}
          />
          <Column
            header={fieldLabel(t, 'funder')}
            body={(r: ConfirmationRow) => <PartyName name={r.funderName} />}
          />
          <Column header={t(`${k}.detail.receivables`)} field="receivablesCount" align="right" />
          <Column
            header={fieldLabel(t, 'amount')}
            align="right"
            body={(r: ConfirmationRow) => moneyText(r.receivablesAmount, r.currency)}
          />
          <Column
            header={fieldLabel(t, 'due_date')}
            body={(r: ConfirmationRow) =>
              r.dueDate ? formatCalendarDate(r.dueDate, timeFormat) : '-'
            }
          />
          <Column
            header={t('screen.compose.actions')}
            // The row's own step stays in view while a narrow window scrolls the rest.
            frozen
            alignFrozen="right"
            body={(r: ConfirmationRow) => (
              // An icon, so that the row fits at 1280 px; its name and tooltip say which order.
              <Button
                type="button"
                size="small"
                text
                rounded
                icon="pi pi-check-square"
                data-action="confirm"
                tooltip={t(`${k}.action.confirm_rights`)}
                tooltipOptions={{ position: 'left' }}
                aria-label={`${t(`${k}.action.confirm_rights`)} ${r.financeNo}`}
                disabled={busy}
                onClick={() => void confirmOne(r)}
              />
            )}
          />
        </DataTable>
      </SectionCard>
    </div>
  );
}

const PARTY_NAME = {
  display: 'block',
  maxWidth: '8rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

/** A company name cut with "…" so that the row fits at 1280 px; the whole name is its title. */
function PartyName({ name }: { name: string | null }) {
  if (!name) return <span>-</span>;
  return (
    <span translate="no" title={name} style={PARTY_NAME}>
      {name}
    </span>
  );
}
