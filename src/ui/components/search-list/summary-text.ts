import type { ColumnSum } from '../../../shared/page-declaration/page-result';
import type { TableColumn } from '../../../shared/page-declaration/table-columns';
import { formatDecimal, formatMoney } from '../../../shared/format/money';

/** A column's summary cell: one figure, or one per currency ("USD 1,200.00 · JPY 300"). */
export function summaryText(column: TableColumn, sums: readonly ColumnSum[]): string {
  const mine = sums.filter((s) => s.field === column.key);
  if (mine.length === 0) return '';
  const type = column.type;
  if (type.kind === 'number') {
    return mine.map((s) => formatDecimal(s.total, type.decimals ?? 2)).join(' · ');
  }
  return mine
    .map((s) =>
      s.currency ? `${s.currency} ${formatMoney(s.total, s.currency)}` : formatMoney(s.total),
    )
    .join(' · ');
}
