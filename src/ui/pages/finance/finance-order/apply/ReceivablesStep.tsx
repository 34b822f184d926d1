import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectButton } from 'primereact/selectbutton';
import type { EligibleReceivableRow } from '../../../../../api/endpoints/finance-order/picker-schemas';
import type { TableColumn } from '../../../../../shared/page-declaration/table-columns';
import { ComposeTable } from '../../../../components/screen/ComposeTable';
import { errorText } from '../../../../core/error-text';
import { useCore } from '../../../../core/use-core';
import styles from '../FinanceOrderPages.module.css';
import { useLoaded } from './use-loaded';

const column = (key: string, titleKey: string, type: TableColumn['type'], width = 160) => ({
  key,
  titleKey,
  type,
  width,
  sortable: false,
  summable: false,
  filterable: false,
});

const COLUMNS: TableColumn[] = [
  column('number', 'finance_order_pages.field.number', { kind: 'text' }, 180),
  column('issueDate', 'finance_order_pages.field.issue_date', { kind: 'date' }, 130),
  column('dueDate', 'finance_order_pages.field.due_date', { kind: 'date' }, 130),
  column('currency', 'finance_order_pages.field.currency', { kind: 'text' }, 100),
  column(
    'openAmount',
    'finance_order_pages.field.open_amount',
    { kind: 'money', currencyField: 'currency' },
    170,
  ),
];

/**
 * Step 4: the receivables to finance, picked with the compose table (spec 001 §2) from the
 * buyer's confirmed, unfinanced, not overdue purchase orders or invoices in the product's currency.
 * One order finances one kind; switching kind starts the selection again.
 */
export function ReceivablesStep({
  buyerName,
  currency,
  kind,
  selected,
  onKind,
  onChange,
  error,
}: {
  buyerName: string;
  currency: string;
  kind: 'PO' | 'INVOICE';
  selected: EligibleReceivableRow[];
  onKind: (kind: 'PO' | 'INVOICE') => void;
  onChange: (rows: EligibleReceivableRow[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const loaded = useLoaded(`${kind}:${buyerName}:${currency}`, () =>
    core.financeOrders.receivables(kind, buyerName, currency),
  );
  const candidates = useMemo(() => (loaded.status === 'done' ? loaded.value.list : []), [loaded]);
  const kinds = [
    { value: 'INVOICE', label: t('finance_order_pages.apply.kind_invoice') },
    { value: 'PO', label: t('finance_order_pages.apply.kind_po') },
  ];
  return (
    <div className={styles.field} data-field="receivables">
      <span id="receivable-kind">{t('finance_order_pages.apply.receivable_kind')}</span>
      <SelectButton
        aria-labelledby="receivable-kind"
        value={kind}
        options={kinds}
        allowEmpty={false}
        onChange={(e) => onKind(e.value as 'PO' | 'INVOICE')}
      />
      {loaded.status === 'error' && <p role="alert">{errorText(t, loaded.error)}</p>}
      {loaded.status === 'done' && candidates.length === 0 && selected.length === 0 && (
        <p>{t('finance_order_pages.apply.no_receivables')}</p>
      )}
      <ComposeTable<EligibleReceivableRow>
        rowKey="id"
        columns={COLUMNS}
        candidates={candidates}
        selected={selected}
        onChange={onChange}
        loading={loaded.status === 'loading'}
      />
      {error && (
        <p role="alert" className={styles.error} id="receivables-error">
          {error}
        </p>
      )}
    </div>
  );
}
