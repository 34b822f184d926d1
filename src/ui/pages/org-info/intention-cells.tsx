import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Tag } from 'primereact/tag';
import type { Intention } from '../../../api/endpoints/org-info/intention-schemas';
import { formatCalendarDate } from '../../../shared/format/date';
import type { IntentionDisplayState } from '../../../shared/org-info/intention-lifecycle';
import { moneyText } from '../finance/finance-order/order-money';
import type { IntentionColumnKey } from './intention-page';
import styles from './OrgInfo.module.css';
import { priceText } from './price-text';

const SEVERITY: Readonly<
  Record<IntentionDisplayState, 'info' | 'warning' | 'success' | 'danger' | 'secondary'>
> = {
  PENDING_PRICING: 'info',
  PRICED: 'warning',
  EXPIRED: 'secondary',
  ACCEPTED: 'success',
  REJECTED: 'danger',
  APPLIED: 'secondary',
};

export type IntentionCell = (row: Intention) => ReactNode;

/**
 * How the table shows each declared column of an intention (intention-page.ts); the export
 * writes the same fields from the worker's record (the price worded alike, the state labelled).
 */
export function intentionCells(
  t: TFunction,
  timeFormat: string,
): Readonly<Record<IntentionColumnKey, IntentionCell>> {
  const plain = (value: string | number) => <span translate="no">{value}</span>;
  return {
    id: (r) => plain(r.id),
    supplierName: (r) => <Cut text={r.supplierName} />,
    buyerName: (r) => <Cut text={r.buyerName} />,
    productName: (r) => <Cut text={r.productName} />,
    currency: (r) => plain(r.currency),
    tenorDays: (r) => plain(r.tenorDays),
    price: (r) => plain(priceText(t, r.price)),
    validUntil: (r) =>
      plain(r.price?.validUntil ? formatCalendarDate(r.price.validUntil, timeFormat) : '-'),
    funderName: (r) => <Cut text={r.funderName ?? '-'} />,
    displayState: (r) => (
      <Tag
        value={t(`org_info.state.${r.displayState}`)}
        severity={SEVERITY[r.displayState]}
        data-state={r.displayState}
      />
    ),
    amount: (r) => plain(moneyText(r.amount, r.currency)),
  };
}

/** A name cut with "…" so the row stays on one line; the whole name is its title. */
function Cut({ text }: { text: string }) {
  return (
    <span translate="no" title={text} className={styles.cut}>
      {text}
    </span>
  );
}
