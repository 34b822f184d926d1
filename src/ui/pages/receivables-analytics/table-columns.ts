import type { TFunction } from 'i18next';
import type { DatasetSpec } from '../../../shared/receivables/datasets';
import type { VirtualColumn } from '../../components/virtual-table/types';
import { translateKey } from '../../core/error-text';
import { cellText, type Row } from './cell-text';
import { TRANSLATED_FIELDS, valueLabeller } from './value-labels';

/** The table's columns from the dataset declaration: hidden ones left out, money on the right. */
export function tableColumns(
  spec: DatasetSpec,
  t: TFunction,
  dateFormat: string | null | undefined,
): VirtualColumn<Row>[] {
  const label = valueLabeller(t);
  return spec.columns
    .filter((column) => !column.hidden)
    .map((column) => ({
      field: column.name,
      header: translateKey(t, column.label, column.name),
      width: column.width,
      align: column.type === 'money' || column.type === 'number' ? 'right' : 'left',
      sortable: true,
      // Codes are shown translated; every other value is data (a buyer's name, a number).
      data: !TRANSLATED_FIELDS.has(column.name),
      cell: (row: Row) => cellText(column, row, label, dateFormat),
    }));
}
