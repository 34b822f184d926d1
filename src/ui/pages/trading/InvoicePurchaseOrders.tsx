import { useEffect, useState } from 'react';
import { emptyListState } from '../../../shared/page-declaration/list-state';
import { tradingPurchasePage } from '../../../shared/page-declaration/pages/trading/purchase';
import { tableColumns } from '../../../shared/page-declaration/table-columns';
import { paths } from '../../../shared/routes/paths';
import { proposeInvoice } from '../../../shared/trading/invoice-from-orders';
import { joinPoNumbers, splitPoNumbers } from '../../../shared/trading/po-numbers';
import type { CustomFieldProps } from '../../components/config-form/ConfigForm';
import { ComposeTable } from '../../components/screen/ComposeTable';
import { useCore } from '../../core/use-core';
import styles from './TradingForm.module.css';

type Row = Record<string, unknown>;

/** What the picker shows of a purchase order: the purchase list's own column declarations. */
const COLUMNS = tableColumns(tradingPurchasePage, [
  'poNo',
  'buyerName',
  'currency',
  'amount',
  'dueDate',
  'status',
]);
/**
 * The company's orders, newest number last, read once: a supplier has tens to hundreds, and the
 * compose table then searches them as typed (any shown column, part of a number) without a call.
 */
const CANDIDATES = 2_000;

/**
 * The purchase orders an invoice bills, picked with the multi-select compose table (spec 001
 * §2): the company's orders above, the chosen ones below. The field's value stays the text the
 * invoice list shows (`PO-1, PO-2`). Choosing orders fills in the buyer and currency they share
 * and proposes the amount, the sum of their open amounts (proposeInvoice); the user may change
 * the amount afterwards.
 */
export function InvoicePurchaseOrders({
  value,
  editable,
  onChange,
  onChangeField,
}: CustomFieldProps) {
  const core = useCore();
  const [candidates, setCandidates] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    core.pages
      .query(tradingPurchasePage.id, {
        ...emptyListState(),
        sort: { field: 'poNo', desc: false },
        size: CANDIDATES,
      })
      .then(
        ({ rows }) => live && setCandidates(rows),
        // The HTTP client has told the user why; the upper table stays empty.
        () => undefined,
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [core]);

  const byNumber = new Map(candidates.map((r) => [String(r.poNo), r]));
  const selected = splitPoNumbers(value).map((poNo) => byNumber.get(poNo) ?? { id: poNo, poNo });

  if (!editable) {
    return (
      <span data-testid="invoice-po-numbers">{joinPoNumbers(splitPoNumbers(value)) || '-'}</span>
    );
  }
  return (
    <div data-testid="invoice-purchase-orders" className={styles.picker}>
      <ComposeTable
        rowKey="poNo"
        columns={COLUMNS}
        candidates={candidates}
        selected={selected}
        onChange={(rows) => {
          onChange(joinPoNumbers(rows.map((r) => String(r.poNo))));
          const proposal = proposeInvoice(rows);
          if (proposal.buyerName !== null) onChangeField('buyerName', proposal.buyerName);
          if (proposal.currency !== null) onChangeField('currency', proposal.currency);
          if (proposal.amount !== null) onChangeField('invoiceAmount', proposal.amount);
        }}
        loading={loading}
        // In a new tab: leaving the form would lose what has been typed.
        onDetail={(row) => {
          if (typeof row.id === 'string' && row.id !== row.poNo) {
            window.open(paths.tradingPurchaseDetails.getHref({ id: row.id }), '_blank', 'noopener');
          }
        }}
      />
    </div>
  );
}
