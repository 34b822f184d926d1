import type { DatasetColumn } from '../../../shared/receivables/datasets';
import { formatCalendarDate } from '../../../shared/format/date';
import { formatMoney } from '../../../shared/format/money';
import type { ValueLabel } from './value-labels';

export type Row = Record<string, unknown>;

/** What a cell shows: '-' when empty, money in its row's currency, dates in the user's format. */
export function cellText(
  column: DatasetColumn,
  row: Row,
  label: ValueLabel,
  dateFormat: string | null | undefined,
): string {
  const value = row[column.name];
  if (value === null || value === undefined || value === '') return '-';
  switch (column.type) {
    case 'money': {
      const currency = column.currencyField ? row[column.currencyField] : null;
      return formatMoney(
        typeof value === 'number' ? value : String(value),
        typeof currency === 'string' ? currency : null,
      );
    }
    case 'date':
      return formatCalendarDate(String(value), dateFormat);
    default:
      return label(column.name, value);
  }
}
