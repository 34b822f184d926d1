import type { DictEntry } from '../../../api/endpoints/company/dict-list';
import type { TableColumn } from '../../../shared/page-declaration/table-columns';
import { formatCalendarDate, formatDate } from '../../../shared/format/date';
import { formatDecimal, formatMoney } from '../../../shared/format/money';

export interface CellContext {
  dictionaries: ReadonlyMap<string, DictEntry[]>;
  chinese: boolean;
  timeZone: string;
  timeFormat: string;
}

/** The dictionary label of a key in the UI language; the key itself when it is not listed. */
export function dictLabel(context: CellContext, group: string, key: string): string {
  const entry = context.dictionaries.get(group)?.find((e) => e.dicKey === key);
  if (!entry) return key;
  return (context.chinese ? entry.cnValue : entry.enValue) || key;
}

/** What a cell shows by its value type; empty cells show '-' (spec 000 §8). */
export function cellText(
  column: TableColumn,
  row: Record<string, unknown>,
  context: CellContext,
): string {
  const value = row[column.key];
  if (value === null || value === undefined || value === '') return '-';
  const type = column.type;
  switch (type.kind) {
    case 'money': {
      const currency = type.currencyField ? row[type.currencyField] : null;
      return formatMoney(
        typeof value === 'number' ? value : String(value),
        typeof currency === 'string' ? currency : null,
      );
    }
    case 'number':
      return formatDecimal(typeof value === 'number' ? value : String(value), type.decimals ?? 2);
    case 'percent':
      return `${formatMoney(typeof value === 'number' ? value : String(value))}%`;
    case 'date':
      return formatCalendarDate(String(value), context.timeFormat);
    case 'datetime':
      return formatDate(String(value), {
        timeZone: context.timeZone,
        format: context.timeFormat,
        withTime: true,
      });
    case 'enum':
      return dictLabel(context, type.dictionary, String(value));
    default:
      return String(value);
  }
}
