import type { ColumnSum } from '../../../shared/page-declaration/page-result';
import type { TableColumn } from '../../../shared/page-declaration/table-columns';
import { formatMoney } from '../../../shared/format/money';

/** A column's summary cell: one figure, or one per currency ("USD 1,200.00 · JPY 300"). */
export function summaryText(column: TableColumn, sums: readonly ColumnSum[]): string {
  const mine = sums.filter((s) => s.field === column.key);
  if (mine.length === 0) return '';
  if (column.type.kind === 'number') {
    return mine.map((s) => formatMoney(s.total, 'JPY')).join(' · ');
  }
  return mine
    .map((s) =>
      s.currency ? `${s.currency} ${formatMoney(s.total, s.currency)}` : formatMoney(s.total),
    )
    .join(' · ');
}
